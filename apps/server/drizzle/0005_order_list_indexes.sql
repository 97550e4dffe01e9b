DROP INDEX "orders_customer_created_idx";--> statement-breakpoint
DROP INDEX "orders_payment_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_order_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_received_paid_idx" ON "orders" USING btree ("paid_at","package_price_cents") WHERE "orders"."payment_status" = 'Received';--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (to_tsvector('simple'::regconfig, "customer_name" || ' ' || translate("customer_email", '@.+_-', '     ') || ' ' || "order_id"));--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_idx" ON "orders" USING btree ("payment_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_order_status_created_idx" ON "orders" USING btree ("order_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);