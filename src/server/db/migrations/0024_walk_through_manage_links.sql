ALTER TABLE "booking_requests" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_manage_token_idx" ON "booking_requests" USING btree ("manage_token_hash") WHERE "booking_requests"."manage_token_hash" is not null;