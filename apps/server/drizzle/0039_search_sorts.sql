CREATE INDEX "leads_name_doc_idx" ON "leads" USING gin (to_tsvector('simple'::regconfig, "first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "leads_company_doc_idx" ON "leads" USING gin (to_tsvector('simple'::regconfig, "company_name" || ' ' || translate("company_domain", '.-', '  ')));--> statement-breakpoint
CREATE INDEX "leads_name_sort_idx" ON "leads" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "leads_company_sort_idx" ON "leads" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "leads_company_size_sort_idx" ON "leads" USING btree ((case "company_size" when '1-10' then 1 when '11-50' then 2 when '51-200' then 3 when '201-500' then 4 when '501-1000' then 5 when '1001-5000' then 6 when '5001+' then 7 else 8 end),"id");--> statement-breakpoint
CREATE INDEX "leads_checked_sort_idx" ON "leads" USING btree (coalesce("verified_at", '-infinity'::timestamptz),"id");