-- Who confirms each booking request (decision 0041). Requests made before this: an office hold is the one
-- held until its visit starts (an e-mail hold runs 30 minutes from the booking), so that is how they are told apart.
ALTER TABLE "booking_requests" ADD COLUMN "confirm_by" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
UPDATE "booking_requests" SET "confirm_by" = 'office' FROM "bookings" WHERE "bookings"."id" = "booking_requests"."booking_id" AND "bookings"."held_until" = "bookings"."scheduled_start";--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "confirm_by" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_confirm_by_check" CHECK ("booking_requests"."confirm_by" in ('email', 'office'));
