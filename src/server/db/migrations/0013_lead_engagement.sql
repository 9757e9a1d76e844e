ALTER TABLE "leads" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "arrival_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "page_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "return_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pdf_downloads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_touched_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing leads were last touched when they last changed (decision 0020).
UPDATE "leads" SET "last_touched_at" = greatest("updated_at", "created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_visitor_id_idx" ON "leads" USING btree ("visitor_id");