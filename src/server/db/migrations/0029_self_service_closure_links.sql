ALTER TABLE "unsubscribe_links" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD COLUMN "closure_id" integer;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_closure_id_site_closures_id_fk" FOREIGN KEY ("closure_id") REFERENCES "public"."site_closures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsubscribe_links_created_idx" ON "unsubscribe_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visit_changes_closure_idx" ON "visit_changes" USING btree ("closure_id") WHERE "visit_changes"."closure_id" is not null;--> statement-breakpoint
-- Hand-written: the closures' changes made before this column, matched as their count used to (same site, same instant: one transaction).
UPDATE "visit_changes" AS "vc" SET "closure_id" = "sc"."id" FROM "bookings" AS "b", "site_closures" AS "sc" WHERE "vc"."kind" = 'closure' AND "b"."id" = "vc"."booking_id" AND "sc"."site_id" = "b"."site_id" AND "sc"."created_at" = "vc"."created_at";--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_closure_check" CHECK (("visit_changes"."kind" = 'closure') = ("visit_changes"."closure_id" is not null));