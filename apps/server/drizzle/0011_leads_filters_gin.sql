-- btree_gin lets one GIN index hold the plain filter columns (PGlite loads it at every open: db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "leads_filters_gin_idx" ON "leads" USING gin ("seniority","department","country","industry","company_size","email_status");
