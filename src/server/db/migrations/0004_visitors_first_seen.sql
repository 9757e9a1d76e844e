CREATE TABLE "visitors" (
	"visitor_id" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visitors_first_seen_idx" ON "visitors" USING btree ("first_seen_at");