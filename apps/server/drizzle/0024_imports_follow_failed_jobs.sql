-- Issue 27: an import now follows its job through the queue's on-failed hook; the GET that used
-- to mark an import failed when its job had failed for good is gone. Imports left open by a job
-- that failed before this change are failed here, as that GET would have done (same text), and
-- their uploaded file is removed as failImport removes it.
WITH "failed" AS (
  UPDATE "lead_imports" AS "li" SET
    "status" = 'failed',
    "error" = 'The import stopped: '
      || coalesce(nullif(regexp_replace(coalesce("j"."last_error", ''), '^.*\n', ''), ''), 'its job failed')
      || ' Rows up to ' || "li"."rows_done"
      || ' were imported as the report shows; the rest of the file was not.',
    "finished_at" = now(),
    "updated_at" = now()
  FROM "jobs" AS "j"
  WHERE "j"."id" = "li"."job_id" AND "j"."status" = 'failed' AND "li"."status" IN ('queued', 'running')
  RETURNING "li"."file_id"
)
DELETE FROM "stored_files" WHERE "id" IN (SELECT "file_id" FROM "failed" WHERE "file_id" IS NOT NULL);
