CREATE TABLE "page_visitors" (
	"page" text NOT NULL,
	"visitor_id" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_visitors_page_visitor_id_pk" PRIMARY KEY("page","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "visit_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"key2" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"duration_sum" bigint DEFAULT 0 NOT NULL,
	"duration_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_daily_day_dimension_key_key2_pk" PRIMARY KEY("day","dimension","key","key2")
);
--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
-- Backfill from the visits recorded so far (decision 0011); from now on the tracking insert keeps them.
UPDATE "visitors" SET "last_seen_at" = coalesce((SELECT max("visit_start") FROM "visits" WHERE "visits"."visitor_id" = "visitors"."visitor_id"), "first_seen_at");--> statement-breakpoint
ALTER TABLE "visitors" ALTER COLUMN "last_seen_at" SET NOT NULL;--> statement-breakpoint
INSERT INTO "page_visitors" ("page", "visitor_id", "last_seen_at")
  SELECT "page", "visitor_id", max("visit_start") FROM "visits" GROUP BY "page", "visitor_id";--> statement-breakpoint
INSERT INTO "visit_daily" ("day", "dimension", "key", "key2", "visits", "duration_sum", "duration_count")
  SELECT ("visit_start" AT TIME ZONE 'America/Chicago')::date, 'total', '', '', count(*), coalesce(sum("duration_seconds"), 0), count("duration_seconds") FROM "visits" GROUP BY 1
  UNION ALL
  SELECT ("visit_start" AT TIME ZONE 'America/Chicago')::date, 'device', "device_type", '', count(*), coalesce(sum("duration_seconds"), 0), count("duration_seconds") FROM "visits" GROUP BY 1, 3
  UNION ALL
  SELECT ("visit_start" AT TIME ZONE 'America/Chicago')::date, 'browser', "browser_name", '', count(*), coalesce(sum("duration_seconds"), 0), count("duration_seconds") FROM "visits" GROUP BY 1, 3
  UNION ALL
  SELECT ("visit_start" AT TIME ZONE 'America/Chicago')::date, 'location', "city", "country", count(*), coalesce(sum("duration_seconds"), 0), count("duration_seconds") FROM "visits" GROUP BY 1, 3, 4
  UNION ALL
  SELECT ("visit_start" AT TIME ZONE 'America/Chicago')::date, 'page', "page", '', count(*), coalesce(sum("duration_seconds"), 0), count("duration_seconds") FROM "visits" GROUP BY 1, 3;--> statement-breakpoint
CREATE INDEX "page_visitors_page_seen_idx" ON "page_visitors" USING btree ("page","last_seen_at");--> statement-breakpoint
CREATE INDEX "visit_daily_dimension_day_idx" ON "visit_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "visitors_last_seen_idx" ON "visitors" USING btree ("last_seen_at");