DROP INDEX "credit_ledger_reason_order_unique";--> statement-breakpoint
CREATE INDEX "credit_ledger_order_idx" ON "credit_ledger" USING btree ("order_id") WHERE "credit_ledger"."order_id" is not null;