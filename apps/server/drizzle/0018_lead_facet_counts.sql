CREATE TABLE "lead_facet_counts" (
	"field" text NOT NULL,
	"value" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "lead_facet_counts_pkey" PRIMARY KEY("field","value")
);
--> statement-breakpoint
-- The counts move with every statement that writes leads: one grouped upsert per statement, from
-- its transition tables, so a 100,000-row import batch costs one aggregate, not 500,000 updates.
-- A suppressed lead is not counted; suppressing or lifting moves it out of or into the counts.
-- One function for insert, update and delete: a statement names only the transition tables its
-- trigger has, so the query is put together for the operation and run with EXECUTE.
CREATE FUNCTION lead_facet_counts_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
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
    GROUP BY f.field, f.value
    HAVING sum(d.delta) <> 0
    -- One order for every writer: two statements moving the same counts never wait in a circle.
    ORDER BY f.field, f.value
    ON CONFLICT (field, value) DO UPDATE SET count = c.count + excluded.count
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_facet_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_facet_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_facet_counts_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_on_write();
--> statement-breakpoint
CREATE TRIGGER lead_facet_counts_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_on_write();
--> statement-breakpoint
CREATE TRIGGER lead_facet_counts_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_on_write();
--> statement-breakpoint
CREATE TRIGGER lead_facet_counts_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_facet_counts_on_truncate();
--> statement-breakpoint
INSERT INTO lead_facet_counts (field, value, count)
SELECT f.field, f.value, count(*)
FROM leads AS d
CROSS JOIN LATERAL (VALUES ('seniority', d.seniority), ('department', d.department), ('industry', d.industry),
        ('companySize', d.company_size), ('country', d.country)) AS f (field, value)
WHERE d.suppressed_at IS NULL
GROUP BY f.field, f.value;
