CREATE TABLE "order_refunds" (
	"capture_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"requested_by_user_id" text,
	"requested_by_email" text,
	"paypal_refund_id" text,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_paypal_refund_id_unique" UNIQUE("paypal_refund_id"),
	CONSTRAINT "order_refunds_kind" CHECK ("order_refunds"."kind" in ('staff', 'paypal', 'unsettled')),
	CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('requested', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");