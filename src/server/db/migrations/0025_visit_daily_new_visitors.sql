-- New visitors per Minnesota day (dimension 'new'), from the visitors seen so far; from now on the
-- tracking insert counts each visitor on the day it is first seen.
INSERT INTO "visit_daily" ("day", "dimension", "key", "key2", "visits", "duration_sum", "duration_count")
  SELECT ("first_seen_at" AT TIME ZONE 'America/Chicago')::date, 'new', '', '', count(*), 0, 0 FROM "visitors" GROUP BY 1;
