CREATE TABLE "number_sequences" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "number_sequences_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reference" text;--> statement-breakpoint
-- Leads stored before references existed get theirs in the order they came, per Minnesota calendar year.
UPDATE "leads" SET "reference" = numbered."reference"
FROM (
	SELECT "id", 'TP-' || "year" || '-' || lpad(row_number() OVER (PARTITION BY "year" ORDER BY "created_at", "id")::text, 4, '0') AS "reference"
	FROM (SELECT "id", "created_at", extract(year FROM "created_at" AT TIME ZONE 'America/Chicago')::integer AS "year" FROM "leads") AS dated
) AS numbered
WHERE "leads"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "number_sequences" ("series", "year", "last_number")
SELECT 'quote', extract(year FROM "created_at" AT TIME ZONE 'America/Chicago')::integer, count(*)
FROM "leads" GROUP BY 2;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reference_idx" ON "leads" USING btree ("reference");
