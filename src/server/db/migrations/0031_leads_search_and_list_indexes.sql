ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company_name || E'\n' || first_name || ' ' || last_name || E'\n' || email || E'\n' || phone || E'\n' || reference)) STORED;--> statement-breakpoint
CREATE INDEX "leads_arrival_page_idx" ON "leads" USING btree ("arrival_page","status","estimated_price_cents");--> statement-breakpoint
CREATE INDEX "leads_list_idx" ON "leads" USING btree ("created_at","id","status","priority","search_text");--> statement-breakpoint
-- The searches read search_text: its statistics now, not at the next upkeep (decision 0061).
ANALYZE "leads";