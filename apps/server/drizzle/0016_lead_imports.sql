CREATE TABLE "lead_import_rejections" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "lead_import_rejections_pkey" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"delimiter" text NOT NULL,
	"headers" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"mapping" jsonb,
	"on_duplicate" text,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"suppressed" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"error" text,
	"created_by" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_imports_status" CHECK ("lead_imports"."status" in ('uploaded', 'queued', 'running', 'done', 'failed')),
	CONSTRAINT "lead_imports_on_duplicate" CHECK ("lead_imports"."on_duplicate" is null or "lead_imports"."on_duplicate" in ('skip', 'update')),
	CONSTRAINT "lead_imports_delimiter" CHECK ("lead_imports"."delimiter" in (',', chr(59)))
);
--> statement-breakpoint
ALTER TABLE "lead_import_rejections" ADD CONSTRAINT "lead_import_rejections_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_imports_created_idx" ON "lead_imports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);