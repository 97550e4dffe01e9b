CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"date" date NOT NULL,
	"message_status" text DEFAULT 'UnRead' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sub_text" text DEFAULT '' NOT NULL,
	"btn_text" text DEFAULT '' NOT NULL,
	"btn_url" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_top" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"img_left" text DEFAULT '' NOT NULL,
	"img_right" text DEFAULT '' NOT NULL,
	"point_one" text DEFAULT '' NOT NULL,
	"point_two" text DEFAULT '' NOT NULL,
	"point_three" text DEFAULT '' NOT NULL,
	"btn_text" text DEFAULT '' NOT NULL,
	"btn_url" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"banner_heading_text1" text DEFAULT '' NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"btn_text" text DEFAULT '' NOT NULL,
	"btn_link" text DEFAULT '' NOT NULL,
	"youtube_link" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_one" text DEFAULT '' NOT NULL,
	"title_description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_title" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_top_text" text DEFAULT '' NOT NULL,
	"title_one" text DEFAULT '' NOT NULL,
	"title_two" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_page_two" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_top" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"point_one" text DEFAULT '' NOT NULL,
	"point_two" text DEFAULT '' NOT NULL,
	"point_three" text DEFAULT '' NOT NULL,
	"btn_text" text DEFAULT '' NOT NULL,
	"btn_link" text DEFAULT '' NOT NULL,
	"review_count" text DEFAULT '' NOT NULL,
	"review_title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feature_title" text DEFAULT '' NOT NULL,
	"feature_desc" text DEFAULT '' NOT NULL,
	"feature_img" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features_title" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_top" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"footer_about" text DEFAULT '' NOT NULL,
	"copy_right" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_social" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"instragram" text DEFAULT '' NOT NULL,
	"youtube" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_one" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "road" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"point_one" text DEFAULT '' NOT NULL,
	"point_two" text DEFAULT '' NOT NULL,
	"btn_text" text DEFAULT '' NOT NULL,
	"btn_url" text DEFAULT '' NOT NULL,
	"bgimage" text DEFAULT '' NOT NULL,
	"title_top" text DEFAULT '' NOT NULL,
	"title_two" text DEFAULT '' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"point_title" text DEFAULT '' NOT NULL,
	"section_point_one" text DEFAULT '' NOT NULL,
	"section_point_two" text DEFAULT '' NOT NULL,
	"section_point_three" text DEFAULT '' NOT NULL,
	"section_point_four" text DEFAULT '' NOT NULL,
	"email_desc_text" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speciality" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"heading_title" text DEFAULT '' NOT NULL,
	"sub_text" text DEFAULT '' NOT NULL,
	"title_box_one" text DEFAULT '' NOT NULL,
	"para_box_one" text DEFAULT '' NOT NULL,
	"image_box_one" text DEFAULT '' NOT NULL,
	"title_box_two" text DEFAULT '' NOT NULL,
	"para_box_two" text DEFAULT '' NOT NULL,
	"image_box_two" text DEFAULT '' NOT NULL,
	"title_box_three" text DEFAULT '' NOT NULL,
	"para_box_three" text DEFAULT '' NOT NULL,
	"image_box_three" text DEFAULT '' NOT NULL,
	"title_box_four" text DEFAULT '' NOT NULL,
	"para_box_four" text DEFAULT '' NOT NULL,
	"image_box_four" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_name" text DEFAULT '' NOT NULL,
	"person_img" text DEFAULT '' NOT NULL,
	"person_title" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_title" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_top_text" text DEFAULT '' NOT NULL,
	"title_one" text DEFAULT '' NOT NULL,
	"title_two" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_name" text DEFAULT '' NOT NULL,
	"person_title" text DEFAULT '' NOT NULL,
	"person_img" text DEFAULT '' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials_title" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_top" text DEFAULT '' NOT NULL,
	"title_one" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "why_choose" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_top" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"title_box_one" text DEFAULT '' NOT NULL,
	"title_box_two" text DEFAULT '' NOT NULL,
	"title_box_three" text DEFAULT '' NOT NULL,
	"img_box_one" text DEFAULT '' NOT NULL,
	"img_box_two" text DEFAULT '' NOT NULL,
	"img_box_three" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"package_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"package_price_cents" integer NOT NULL,
	"customer_user_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"address" text NOT NULL,
	"city_name" text NOT NULL,
	"country_name" text NOT NULL,
	"customer_website" text DEFAULT '' NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"payment_status" text DEFAULT 'Pending' NOT NULL,
	"order_status" text DEFAULT 'Pending' NOT NULL,
	"paypal_order_id" text,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "orders_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "orders_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "orders_price_positive" CHECK ("orders"."package_price_cents" > 0),
	CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('Received', 'Pending', 'Cancelled', 'Refunded')),
	CONSTRAINT "orders_order_status" CHECK ("orders"."order_status" in ('Accepted', 'Pending', 'Cancelled', 'Delivered', 'Completed'))
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"access_link_1" text DEFAULT '' NOT NULL,
	"access_link_2" text DEFAULT '' NOT NULL,
	"access_link_3" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"point_one" text DEFAULT '' NOT NULL,
	"point_two" text DEFAULT '' NOT NULL,
	"point_three" text DEFAULT '' NOT NULL,
	"point_four" text DEFAULT '' NOT NULL,
	"point_five" text DEFAULT '' NOT NULL,
	"point_six" text DEFAULT '' NOT NULL,
	"point_seven" text DEFAULT '' NOT NULL,
	"point_eight" text DEFAULT '' NOT NULL,
	"point_nine" text DEFAULT '' NOT NULL,
	"point_ten" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price_positive" CHECK ("packages"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("message_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_idx" ON "orders" USING btree ("payment_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_order_status_created_idx" ON "orders" USING btree ("order_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);