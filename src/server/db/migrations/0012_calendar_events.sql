CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"location" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_times_check" CHECK ("calendar_events"."end_at" > "calendar_events"."start_at"),
	CONSTRAINT "calendar_events_source_check" CHECK ("calendar_events"."source" in ('google', 'outlook'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_source_uid_idx" ON "calendar_events" USING btree ("source","uid");--> statement-breakpoint
CREATE INDEX "calendar_events_time_idx" ON "calendar_events" USING btree ("start_at","end_at");