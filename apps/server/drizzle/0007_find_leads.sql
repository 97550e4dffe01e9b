CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"lead_id" uuid,
	"order_id" uuid,
	"import_id" uuid,
	"actor_user_id" text,
	"actor_email" text,
	"note" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "credit_ledger_balance_after_non_negative" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_reason" CHECK ("credit_ledger"."reason" in ('signup', 'purchase', 'staff', 'reveal', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "lead_list_items" (
	"list_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "lead_list_items_pkey" PRIMARY KEY("list_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "lead_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_unlocks" (
	"user_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"cost" integer NOT NULL,
	"ledger_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "lead_unlocks_pkey" PRIMARY KEY("user_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"seniority" text NOT NULL,
	"department" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_domain" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"company_size" text NOT NULL,
	"country" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_status" text NOT NULL,
	"verified_at" timestamp with time zone,
	"lead_added" text,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "leads"."first_name" || ' ' || "leads"."last_name" || ' ' || "leads"."job_title" || ' ' || "leads"."company_name" || ' ' || translate("leads"."company_domain", '.-', '  '))) STORED NOT NULL,
	"title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "leads"."job_title")) STORED NOT NULL,
	CONSTRAINT "leads_email_unique" UNIQUE("email"),
	CONSTRAINT "leads_email_lower_case" CHECK ("leads"."email" = lower("leads"."email")),
	CONSTRAINT "leads_seniority" CHECK ("leads"."seniority" in ('owner', 'c_level', 'vp', 'director', 'manager', 'senior', 'entry')),
	CONSTRAINT "leads_department" CHECK ("leads"."department" in ('executive', 'sales', 'marketing', 'engineering', 'it', 'finance', 'hr', 'operations', 'legal', 'support', 'other')),
	CONSTRAINT "leads_company_size" CHECK ("leads"."company_size" in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+')),
	CONSTRAINT "leads_email_status" CHECK ("leads"."email_status" in ('valid', 'accept_all', 'unknown', 'invalid')),
	CONSTRAINT "leads_country_code" CHECK ("leads"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_list_items" ADD CONSTRAINT "lead_list_items_list_id_lead_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lead_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_list_items" ADD CONSTRAINT "lead_list_items_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_lists" ADD CONSTRAINT "lead_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_unlocks" ADD CONSTRAINT "lead_unlocks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_unlocks" ADD CONSTRAINT "lead_unlocks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_unlocks" ADD CONSTRAINT "lead_unlocks_ledger_id_credit_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_reason_order_unique" ON "credit_ledger" USING btree ("reason","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_idempotency_unique" ON "credit_ledger" USING btree ("user_id","idempotency_key") WHERE "credit_ledger"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_created_idx" ON "credit_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_list_items_list_added_idx" ON "lead_list_items" USING btree ("list_id","added_at" DESC NULLS LAST,"lead_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_list_items_lead_idx" ON "lead_list_items" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_lists_user_created_idx" ON "lead_lists" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_unlocks_user_created_idx" ON "lead_unlocks" USING btree ("user_id","created_at" DESC NULLS LAST,"lead_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_unlocks_lead_idx" ON "lead_unlocks" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search");--> statement-breakpoint
CREATE INDEX "leads_title_search_idx" ON "leads" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "leads_seniority_id_idx" ON "leads" USING btree ("seniority","id");--> statement-breakpoint
CREATE INDEX "leads_department_id_idx" ON "leads" USING btree ("department","id");--> statement-breakpoint
CREATE INDEX "leads_industry_id_idx" ON "leads" USING btree ("industry","id");--> statement-breakpoint
CREATE INDEX "leads_company_size_id_idx" ON "leads" USING btree ("company_size","id");--> statement-breakpoint
CREATE INDEX "leads_country_id_idx" ON "leads" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "leads_company_domain_id_idx" ON "leads" USING btree ("company_domain","id");--> statement-breakpoint
CREATE INDEX "leads_email_status_id_idx" ON "leads" USING btree ("email_status","id");--> statement-breakpoint
CREATE INDEX "leads_lead_added_created_idx" ON "leads" USING btree ("lead_added","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_credits_non_negative" CHECK ("packages"."credits" >= 0);