ALTER TABLE "orders" ADD COLUMN "package_kind" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "kind" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- A package that grants credits and holds no access link and no hosted file is a credit pack (the demo's "100 credits" and "500 credits"); every other one is a database.
UPDATE "packages" SET "kind" = 'credit_pack' WHERE "credits" > 0 AND "access_link_1" = '' AND "access_link_2" = '' AND "access_link_3" = '' AND NOT EXISTS (SELECT 1 FROM "package_files" WHERE "package_files"."package_id" = "packages"."id");--> statement-breakpoint
-- Orders take their package's kind: what their texts (My Orders, e-mails) speak of.
UPDATE "orders" SET "package_kind" = 'credit_pack' FROM "packages" WHERE "packages"."id" = "orders"."package_id" AND "packages"."kind" = 'credit_pack' AND "orders"."package_credits" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_kind" CHECK ("orders"."package_kind" in ('database', 'credit_pack'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_kind" CHECK ("packages"."kind" in ('database', 'credit_pack'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_credit_pack_grants" CHECK ("packages"."kind" <> 'credit_pack' or "packages"."credits" > 0);