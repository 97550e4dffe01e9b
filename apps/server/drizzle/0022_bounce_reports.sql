-- Bounce reports (LEADS.md rule 6, decision 040): one per unlock, settled by our re-check of the
-- address; a refund is a credit ledger row of the new reason `bounce_refund`.
CREATE TABLE "bounce_reports" (
	"user_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"reported_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"outcome" text DEFAULT 'checking' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"checks_before" bigint DEFAULT 0 NOT NULL,
	"ledger_id" uuid,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bounce_reports_pkey" PRIMARY KEY("user_id","lead_id"),
	CONSTRAINT "bounce_reports_outcome" CHECK ("bounce_reports"."outcome" in ('refunded', 'still_deliverable', 'checking')),
	CONSTRAINT "bounce_reports_note_length" CHECK (char_length("bounce_reports"."note") <= 500),
	CONSTRAINT "bounce_reports_settled" CHECK (("bounce_reports"."outcome" = 'checking') = ("bounce_reports"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_reason";--> statement-breakpoint
ALTER TABLE "bounce_reports" ADD CONSTRAINT "bounce_reports_ledger_id_credit_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounce_reports" ADD CONSTRAINT "bounce_reports_unlock_fk" FOREIGN KEY ("user_id","lead_id") REFERENCES "public"."lead_unlocks"("user_id","lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bounce_reports_user_reported_idx" ON "bounce_reports" USING btree ("user_id","reported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bounce_reports_checking_idx" ON "bounce_reports" USING btree ("lead_id") WHERE "bounce_reports"."outcome" = 'checking';--> statement-breakpoint
CREATE INDEX "bounce_reports_reported_idx" ON "bounce_reports" USING btree ("reported_at");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reason" CHECK ("credit_ledger"."reason" in ('signup', 'purchase', 'staff', 'reveal', 'refund', 'bounce_refund'));