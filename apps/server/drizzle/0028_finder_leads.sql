ALTER TABLE "leads" ADD COLUMN "source" text DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source" CHECK ("leads"."source" in ('import', 'finder'));