ALTER TABLE "orders" ADD COLUMN "package_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credits_non_negative" CHECK ("orders"."package_credits" >= 0);--> statement-breakpoint
-- Orders still awaiting payment take their credit pack's credits; paid ones were settled before packs existed.
UPDATE "orders" SET "package_credits" = "packages"."credits" FROM "packages" WHERE "packages"."id" = "orders"."package_id" AND "orders"."payment_status" = 'Pending';
