-- Lists named alike before names were unique per person keep their leads under a numbered name.
UPDATE "lead_lists" SET "name" = "lead_lists"."name" || ' (' || "numbered"."n" || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "user_id", lower("name") ORDER BY "created_at", "id") AS "n"
  FROM "lead_lists"
) AS "numbered"
WHERE "numbered"."id" = "lead_lists"."id" AND "numbered"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_lists_user_name_key" ON "lead_lists" USING btree ("user_id",lower("name"));
