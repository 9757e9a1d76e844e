CREATE TABLE "site_margin_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"over_hours_percent" integer NOT NULL,
	"over_hours_weeks" integer NOT NULL,
	"target_margin_percent" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_margin_settings_single_row" CHECK ("site_margin_settings"."id" = 1),
	CONSTRAINT "site_margin_settings_percent_check" CHECK ("site_margin_settings"."over_hours_percent" between 1 and 200),
	CONSTRAINT "site_margin_settings_weeks_check" CHECK ("site_margin_settings"."over_hours_weeks" between 1 and 26),
	CONSTRAINT "site_margin_settings_margin_check" CHECK ("site_margin_settings"."target_margin_percent" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "service_plans" ADD COLUMN "bid_hours_per_visit" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "site_margin_settings" ADD CONSTRAINT "site_margin_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_bid_hours_check" CHECK ("service_plans"."bid_hours_per_visit" is null or "service_plans"."bid_hours_per_visit" between 0.25 and 500);