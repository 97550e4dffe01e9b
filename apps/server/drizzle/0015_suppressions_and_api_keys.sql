CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "opt_out_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opt_out_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"domain" text,
	"reason" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppressions_one_target" CHECK (("suppressions"."email" is null) <> ("suppressions"."domain" is null)),
	CONSTRAINT "suppressions_source" CHECK ("suppressions"."source" in ('staff', 'opt_out')),
	CONSTRAINT "suppressions_email_lower_case" CHECK ("suppressions"."email" = lower("suppressions"."email")),
	CONSTRAINT "suppressions_domain_lower_case" CHECK ("suppressions"."domain" = lower("suppressions"."domain"))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_created_idx" ON "api_keys" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opt_out_requests_expires_idx" ON "opt_out_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_email_unique" ON "suppressions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_domain_unique" ON "suppressions" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "suppressions_created_idx" ON "suppressions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);