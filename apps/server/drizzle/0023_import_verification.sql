-- Issue 26 (LEADS.md "Where it runs"): checks after each lead import and the recurring re-check.
-- lead_import_leads links an import to the leads it inserted or updated (its checks and report);
-- leads it inserted before this migration are linked from leads.import_id. period_claims lets one
-- server process run a recurring task per period. (0022 is another branch's migration.)
CREATE TABLE "lead_import_leads" (
	"import_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	CONSTRAINT "lead_import_leads_pkey" PRIMARY KEY("import_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "period_claims" (
	"name" text PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_imports" ADD COLUMN "verification_queued" integer;--> statement-breakpoint
ALTER TABLE "lead_import_leads" ADD CONSTRAINT "lead_import_leads_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_leads" ADD CONSTRAINT "lead_import_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_import_leads_lead_idx" ON "lead_import_leads" USING btree ("lead_id");--> statement-breakpoint
INSERT INTO "lead_import_leads" ("import_id", "lead_id")
SELECT "leads"."import_id", "leads"."id" FROM "leads"
JOIN "lead_imports" ON "lead_imports"."id" = "leads"."import_id";