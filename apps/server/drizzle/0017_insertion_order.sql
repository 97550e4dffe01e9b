-- Insertion order for the lists whose order is their meaning. Rows already there are numbered in
-- the order the lists showed them before (time, then id); new rows draw from the identity.
DROP INDEX "credit_ledger_user_created_idx";
--> statement-breakpoint
DROP INDEX "email_templates_created_idx";
--> statement-breakpoint
DROP INDEX "activity_log_entity_idx";
--> statement-breakpoint
DROP INDEX "activity_log_created_idx";
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "seq" bigint;
--> statement-breakpoint
UPDATE "activity_log" SET "seq" = ordered.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "activity_log") AS ordered WHERE "activity_log"."id" = ordered."id";
--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "seq" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_seq_seq");
--> statement-breakpoint
SELECT setval('"activity_log_seq_seq"', (SELECT coalesce(max("seq"), 0) + 1 FROM "activity_log"), false);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "seq" bigint;
--> statement-breakpoint
UPDATE "credit_ledger" SET "seq" = ordered.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "credit_ledger") AS ordered WHERE "credit_ledger"."id" = ordered."id";
--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "seq" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_seq_seq");
--> statement-breakpoint
SELECT setval('"credit_ledger_seq_seq"', (SELECT coalesce(max("seq"), 0) + 1 FROM "credit_ledger"), false);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "seq" bigint;
--> statement-breakpoint
UPDATE "email_templates" SET "seq" = ordered.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "email_templates") AS ordered WHERE "email_templates"."id" = ordered."id";
--> statement-breakpoint
ALTER TABLE "email_templates" ALTER COLUMN "seq" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_templates" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_seq_seq");
--> statement-breakpoint
SELECT setval('"email_templates_seq_seq"', (SELECT coalesce(max("seq"), 0) + 1 FROM "email_templates"), false);
--> statement-breakpoint
CREATE INDEX "credit_ledger_user_seq_idx" ON "credit_ledger" USING btree ("user_id","seq" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "email_templates_seq_idx" ON "email_templates" USING btree ("seq" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity","entity_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);
