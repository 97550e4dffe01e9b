ALTER TABLE "leads" ALTER COLUMN "company_size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_import_rejections" ADD COLUMN "reason_code" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD COLUMN "rows_total" integer;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD COLUMN "warnings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A lead without a company size (imports leave a blank one empty) is not counted in that facet.
CREATE OR REPLACE FUNCTION lead_facet_counts_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  columns CONSTANT text := 'seniority, department, industry, company_size, country';
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE')
      THEN format('SELECT 1 AS delta, %s FROM new_rows WHERE suppressed_at IS NULL', columns) END,
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE')
      THEN format('SELECT -1 AS delta, %s FROM old_rows WHERE suppressed_at IS NULL', columns) END);
BEGIN
  EXECUTE format($sql$
    INSERT INTO lead_facet_counts AS c (field, value, count)
    SELECT f.field, f.value, sum(d.delta)
    FROM (%s) AS d
    CROSS JOIN LATERAL (VALUES ('seniority', d.seniority), ('department', d.department),
      ('industry', d.industry), ('companySize', d.company_size), ('country', d.country))
      AS f (field, value)
    WHERE f.value IS NOT NULL
    GROUP BY f.field, f.value
    HAVING sum(d.delta) <> 0
    -- One order for every writer: two statements moving the same counts never wait in a circle.
    ORDER BY f.field, f.value
    ON CONFLICT (field, value) DO UPDATE SET count = c.count + excluded.count
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Issue 28: the old importer named countries through the runtime's region names, which also
-- know retired and reserved codes, and a later code won a shared name ("United Kingdom" -> UK,
-- "France" -> FX, "Russia" -> SU, ...); it also took any such code typed in a file. Each is
-- moved to the ISO 3166-1 country it stands for, so the country filter lists each country once.
-- Codes that name no country (EU, EZ, UN, QO, XA, XB) are left as they are: no country fits.
UPDATE "leads" AS l SET "country" = m.iso, "updated_at" = now()
FROM (VALUES
  ('UK', 'GB'), ('FX', 'FR'), ('SU', 'RU'), ('DD', 'DE'), ('YU', 'RS'), ('CS', 'RS'),
  ('TP', 'TL'), ('ZR', 'CD'), ('DY', 'BJ'), ('HV', 'BF'), ('BU', 'MM'), ('NH', 'VU'),
  ('RH', 'ZW'), ('VD', 'VN'), ('YD', 'YE'), ('AN', 'CW'), ('AC', 'SH'), ('TA', 'SH'),
  ('DG', 'IO'), ('CP', 'FR'), ('EA', 'ES'), ('IC', 'ES'), ('CQ', 'GG')
) AS m (old, iso)
WHERE l."country" = m.old;
