-- Trade terms become one of Net 7, 14, 30 or 60 (a checked terms_days; the text terms is derived from it
-- by the next migration). Each account keeps its days when they are one of those, or the days written in
-- its free-text terms ('Net 30'); other values move up to the next allowed term, so no customer gets
-- less time than was agreed (anything over 60 days becomes 60).
UPDATE "profiles" SET "terms_days" = CASE
  WHEN d IS NULL THEN NULL
  WHEN d <= 7 THEN 7
  WHEN d <= 14 THEN 14
  WHEN d <= 30 THEN 30
  ELSE 60
END
FROM (
  SELECT "id" AS pid, coalesce("terms_days", (substring("terms" from '(\d{1,4})'))::int) AS d FROM "profiles"
) AS parsed
WHERE "profiles"."id" = parsed.pid;
