CREATE TABLE "booking_requests" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email_key" text NOT NULL,
	"requested_from" text NOT NULL,
	"request" jsonb NOT NULL,
	"lead_id" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entry_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"manual_days_back" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entry_settings_single_row" CHECK ("time_entry_settings"."id" = 1),
	CONSTRAINT "time_entry_settings_days_check" CHECK ("time_entry_settings"."manual_days_back" between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_settings" ADD CONSTRAINT "time_entry_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_token_idx" ON "booking_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_requests_email_idx" ON "booking_requests" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_address_idx" ON "booking_requests" USING btree ("requested_from","created_at");--> statement-breakpoint
CREATE INDEX "problem_reports_customer_idx" ON "problem_reports" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("held_until") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pending_check" CHECK ("bookings"."status" <> 'pending' or "bookings"."held_until" is not null);