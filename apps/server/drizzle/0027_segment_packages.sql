CREATE TABLE "order_cut_files" (
	"order_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"format" text NOT NULL,
	"name" text NOT NULL,
	"rows" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "order_cut_files_pkey" PRIMARY KEY("order_id","slot","format"),
	CONSTRAINT "order_cut_files_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "order_cut_files_slot" CHECK ("order_cut_files"."slot" between 1 and 3),
	CONSTRAINT "order_cut_files_format" CHECK ("order_cut_files"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
CREATE TABLE "order_cut_leads" (
	"order_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	CONSTRAINT "order_cut_leads_pkey" PRIMARY KEY("order_id","lead_id"),
	CONSTRAINT "order_cut_leads_slot" CHECK ("order_cut_leads"."slot" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "order_cuts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"row_count" integer NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"replaced" integer DEFAULT 0 NOT NULL,
	"ready_at" timestamp with time zone,
	"cut_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cuts_status" CHECK ("order_cuts"."status" in ('preparing', 'ready', 'short')),
	CONSTRAINT "order_cuts_rows" CHECK ("order_cuts"."rows" >= 0 and "order_cuts"."row_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "segment" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "include_owned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "segment" jsonb;--> statement-breakpoint
ALTER TABLE "order_cut_files" ADD CONSTRAINT "order_cut_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cut_files" ADD CONSTRAINT "order_cut_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cut_leads" ADD CONSTRAINT "order_cut_leads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cut_leads" ADD CONSTRAINT "order_cut_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cuts" ADD CONSTRAINT "order_cuts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cut_leads_lead_idx" ON "order_cut_leads" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_segment_is_database" CHECK ("packages"."segment" is null or "packages"."kind" = 'database');