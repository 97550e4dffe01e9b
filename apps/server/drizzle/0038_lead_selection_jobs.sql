CREATE TABLE "lead_selection_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"filters" jsonb NOT NULL,
	"lead_ids" uuid[] NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"list_id" uuid,
	"format" text,
	"columns" jsonb,
	"max_credits" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL,
	"owned" integer DEFAULT 0 NOT NULL,
	"unavailable" integer DEFAULT 0 NOT NULL,
	"checking" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"stop_reason" text,
	"result_file_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_selection_jobs_action" CHECK ("lead_selection_jobs"."action" in ('reveal', 'list', 'export')),
	CONSTRAINT "lead_selection_jobs_status" CHECK ("lead_selection_jobs"."status" in ('queued', 'running', 'done', 'stopped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "lead_selection_jobs" ADD CONSTRAINT "lead_selection_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_selection_jobs" ADD CONSTRAINT "lead_selection_jobs_list_id_lead_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lead_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_selection_jobs" ADD CONSTRAINT "lead_selection_jobs_result_file_id_stored_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_selection_jobs_user_created_idx" ON "lead_selection_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Whole-search quotes (decision 056): the first 10,000 matches of a keyword search in id order,
-- with what the reveal's rule reads of each, straight from this index (an index-only scan in id
-- order), instead of a heap visit per match. Drizzle's index builder cannot say INCLUDE: the
-- schema (schema/leads.ts) names it in a comment.
CREATE INDEX "leads_selection_idx" ON "leads" USING btree ("id") INCLUDE ("search","email_status","verified_at","verification_reason") WHERE "leads"."suppressed_at" is null;
