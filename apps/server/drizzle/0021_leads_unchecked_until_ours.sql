-- Issue 26 (LEADS.md "Stored"): a lead's verified_at is the time of our own check. Until we check
-- it, a lead keeps the supplier's status with no date; reveals check it, free, before charging.
-- No mass re-check: the recurring job and reveals check these leads as they come.
UPDATE "leads" SET "verified_at" = NULL WHERE "verification_reason" IS NULL;
