ALTER TABLE "credit_ledger" ADD COLUMN "reveal_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "lead_count" integer;--> statement-breakpoint
CREATE INDEX "credit_ledger_reveal_idx" ON "credit_ledger" USING btree ("user_id","reveal_id") WHERE "credit_ledger"."reveal_id" is not null;--> statement-breakpoint
-- Reveals before this migration: each charged lead was its own reveal.
UPDATE "credit_ledger" SET "reveal_id" = "id", "lead_count" = 1 WHERE "reason" = 'reveal';
