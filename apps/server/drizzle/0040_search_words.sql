CREATE TABLE "lead_words" (
	"word" text collate "C" PRIMARY KEY NOT NULL,
	"leads" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_seniority_id_idx";--> statement-breakpoint
DROP INDEX "leads_department_id_idx";--> statement-breakpoint
DROP INDEX "leads_industry_id_idx";--> statement-breakpoint
DROP INDEX "leads_company_size_id_idx";--> statement-breakpoint
DROP INDEX "leads_country_id_idx";--> statement-breakpoint
-- Decision 059. The facets' indexes again, each covering the other facets, the e-mail status and
-- the suppression: a filtered search's facet counts are then read from the most selective
-- filter's index alone (an index-only scan), not from tens of thousands of table pages.
CREATE INDEX "leads_seniority_id_idx" ON "leads" ("seniority", "id")
  INCLUDE ("department", "industry", "company_size", "country", "email_status", "suppressed_at");--> statement-breakpoint
CREATE INDEX "leads_department_id_idx" ON "leads" ("department", "id")
  INCLUDE ("seniority", "industry", "company_size", "country", "email_status", "suppressed_at");--> statement-breakpoint
CREATE INDEX "leads_industry_id_idx" ON "leads" ("industry", "id")
  INCLUDE ("seniority", "department", "company_size", "country", "email_status", "suppressed_at");--> statement-breakpoint
CREATE INDEX "leads_company_size_id_idx" ON "leads" ("company_size", "id")
  INCLUDE ("seniority", "department", "industry", "country", "email_status", "suppressed_at");--> statement-breakpoint
CREATE INDEX "leads_country_id_idx" ON "leads" ("country", "id")
  INCLUDE ("seniority", "department", "industry", "company_size", "email_status", "suppressed_at");--> statement-breakpoint
-- The words of the keyword documents and how many leads have each, moved by every statement that
-- writes leads (one grouped upsert per statement, from its transition tables, as
-- lead_facet_counts). An update counts only the leads whose words changed. A word left to no lead
-- is removed: the upsert locks each word it moves, so a lead written meanwhile with the same word
-- either waits for the removal and adds the word again, or is counted before it.
CREATE FUNCTION lead_words_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes CONSTANT text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS delta, search FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS delta, search FROM old_rows'
    ELSE 'SELECT d.delta, d.search FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (1, n.search), (-1, o.search)) AS d (delta, search)
      WHERE n.search <> o.search' END;
  emptied text[];
BEGIN
  EXECUTE format($sql$
    WITH moved AS (
      INSERT INTO lead_words AS w (word, leads)
      SELECT word, sum(d.delta)
      FROM (%s) AS d
      CROSS JOIN LATERAL unnest(tsvector_to_array(d.search)) AS word
      GROUP BY word
      HAVING sum(d.delta) <> 0
      -- One order for every writer: two statements moving the same words never wait in a circle.
      ORDER BY word
      ON CONFLICT (word) DO UPDATE SET leads = w.leads + excluded.leads
      RETURNING w.word, w.leads)
    SELECT array_agg(word) FROM moved WHERE leads <= 0
  $sql$, changes) INTO emptied;
  IF emptied IS NOT NULL THEN
    DELETE FROM lead_words WHERE word = ANY (emptied) AND leads <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_words_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_words_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_words_on_write();
--> statement-breakpoint
CREATE TRIGGER lead_words_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_words_on_write();
--> statement-breakpoint
CREATE TRIGGER lead_words_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_words_on_write();
--> statement-breakpoint
CREATE TRIGGER lead_words_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_words_on_truncate();
--> statement-breakpoint
INSERT INTO lead_words (word, leads)
SELECT word, count(*)
FROM leads CROSS JOIN LATERAL unnest(tsvector_to_array(search)) AS word
GROUP BY word;
--> statement-breakpoint
-- A search's words (lower-case letters and digits, each meant as a prefix) as a full-text query of
-- the exact words the leads have: `{priya,pat}` -> 'priya' & ('pat' | 'patel' | 'patrick'). A
-- prefix with more than 64 words, or none, stays a prefix (`pa:*`). Called once per query, as an
-- uncorrelated subquery: `search @@ (select lead_words_query(...))`.
CREATE FUNCTION lead_words_query(prefixes text[]) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  result tsquery;
  part tsquery;
  prefix text;
  words text[];
BEGIN
  FOREACH prefix IN ARRAY prefixes LOOP
    words := ARRAY(SELECT w.word FROM lead_words AS w WHERE w.word ^@ prefix ORDER BY w.word LIMIT 65);
    IF cardinality(words) BETWEEN 1 AND 64 THEN
      -- Each word quoted as a tsquery lexeme, so no character in it is read as syntax.
      part := array_to_string(ARRAY(
        SELECT '''' || replace(replace(word, '\', '\\'), '''', '''''') || '''' FROM unnest(words) AS word
      ), ' | ')::tsquery;
    ELSE
      part := to_tsquery('simple'::regconfig, prefix || ':*');
    END IF;
    result := CASE WHEN result IS NULL THEN part ELSE result && part END;
  END LOOP;
  RETURN result;
END $$;
