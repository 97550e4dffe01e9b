-- Our own e-mail checks (issue 26, decision 038): their history, the checker's per-domain cache
-- and the per-mail-host session slots shared by every process, and the reason beside a lead's
-- status. Existing leads keep their status and verified_at here: nulling the supplier's dates
-- lands with the checks inside reveals, so this migration changes nothing a customer sees.
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"smtp_code" smallint,
	"enhanced_code" text,
	"reply" text,
	"mail_host" text,
	"method" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "email_verifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "email_verifications_status" CHECK ("email_verifications"."status" in ('valid', 'accept_all', 'unknown', 'invalid')),
	CONSTRAINT "email_verifications_method" CHECK ("email_verifications"."method" in ('smtp', 'http')),
	CONSTRAINT "email_verifications_reply_length" CHECK (char_length("email_verifications"."reply") <= 200)
);
--> statement-breakpoint
CREATE TABLE "verification_domain_cache" (
	"domain" text NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_domain_cache_pkey" PRIMARY KEY("domain","kind")
);
--> statement-breakpoint
CREATE TABLE "verification_host_leases" (
	"mail_host" text NOT NULL,
	"slot" smallint NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_host_leases_pkey" PRIMARY KEY("mail_host","slot")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_lead_idx" ON "email_verifications" USING btree ("lead_id","checked_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_verifications_checked_idx" ON "email_verifications" USING btree ("checked_at");