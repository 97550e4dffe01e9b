CREATE TABLE "paypal_sandbox_captures" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"currency_code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"custom_id" text,
	"invoice_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "paypal_sandbox_captures_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "paypal_sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "paypal_sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"purchase_unit" jsonb NOT NULL,
	"brand_name" text,
	"return_url" text,
	"cancel_url" text,
	"payer" jsonb,
	"decline_next_capture" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_sandbox_replays" (
	"key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "paypal_sandbox_captures" ADD CONSTRAINT "paypal_sandbox_captures_order_id_paypal_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."paypal_sandbox_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paypal_sandbox_events_created_at_idx" ON "paypal_sandbox_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "paypal_sandbox_orders_created_at_idx" ON "paypal_sandbox_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "paypal_sandbox_replays_created_at_idx" ON "paypal_sandbox_replays" USING btree ("created_at");