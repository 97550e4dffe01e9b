CREATE TABLE "enrichment_rows" (
	"enrichment_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"email" text,
	"email_status" text,
	"confidence" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"charged" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enrichment_rows_enrichment_id_row_number_pk" PRIMARY KEY("enrichment_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "enrichments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_id" uuid,
	"result_file_id" uuid,
	"file_name" text NOT NULL,
	"delimiter" text NOT NULL,
	"headers" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"rows_total" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"max_credits" integer,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_answered" integer DEFAULT 0 NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"not_found" integer DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"stopped_by" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrichments_status" CHECK ("enrichments"."status" in ('uploaded', 'queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "enrichment_rows" ADD CONSTRAINT "enrichment_rows_enrichment_id_enrichments_id_fk" FOREIGN KEY ("enrichment_id") REFERENCES "public"."enrichments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichments" ADD CONSTRAINT "enrichments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichments" ADD CONSTRAINT "enrichments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichments" ADD CONSTRAINT "enrichments_result_file_id_stored_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrichments_user_created" ON "enrichments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_company_name_lower_idx" ON "leads" USING btree (lower("company_name"));