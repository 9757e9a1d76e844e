CREATE TABLE "corrective_action_crew" (
	"action_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	CONSTRAINT "corrective_action_crew_action_id_employee_id_pk" PRIMARY KEY("action_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "corrective_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corrective_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"source" text NOT NULL,
	"inspection_item_id" integer,
	"problem_report_id" integer,
	"item_key" text,
	"title" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"closed_note" text,
	"verified_at" timestamp with time zone,
	"verified_by_inspection_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrective_actions_source_check" CHECK (("corrective_actions"."source" = 'inspection' and "corrective_actions"."inspection_item_id" is not null and "corrective_actions"."problem_report_id" is null) or ("corrective_actions"."source" = 'problem_report' and "corrective_actions"."problem_report_id" is not null and "corrective_actions"."inspection_item_id" is null)),
	CONSTRAINT "corrective_actions_status_check" CHECK ("corrective_actions"."status" in ('open', 'closed', 'verified')),
	CONSTRAINT "corrective_actions_closed_check" CHECK ("corrective_actions"."status" = 'open' or "corrective_actions"."closed_at" is not null or "corrective_actions"."verified_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "inspection_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"area_key" text NOT NULL,
	"area_label" text NOT NULL,
	"item_key" text NOT NULL,
	"item_label" text NOT NULL,
	"rating" text NOT NULL,
	"earned_points" smallint NOT NULL,
	"possible_points" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "inspection_items_rating_check" CHECK ("inspection_items"."rating" in ('good', 'fair', 'poor', 'na'))
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" integer NOT NULL,
	"inspection_item_id" integer,
	"corrective_action_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_photos_owner_check" CHECK ("inspection_photos"."inspection_item_id" is null or "inspection_photos"."corrective_action_id" is null),
	CONSTRAINT "inspection_photos_size_check" CHECK ("inspection_photos"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "inspection_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"action_due_hours" integer DEFAULT 48 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_settings_single_row" CHECK ("inspection_settings"."id" = 1),
	CONSTRAINT "inspection_settings_due_check" CHECK ("inspection_settings"."action_due_hours" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "inspection_templates" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_templates_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_type" text NOT NULL,
	"areas" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"inspector_id" integer NOT NULL,
	"booking_id" integer,
	"template_version" integer NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"distance_m" integer,
	"far_from_site" boolean DEFAULT false NOT NULL,
	"earned_points" integer NOT NULL,
	"possible_points" integer NOT NULL,
	"score_percent" numeric(5, 1),
	"target_percent" smallint NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_points_check" CHECK ("inspections"."earned_points" >= 0 and "inspections"."earned_points" <= "inspections"."possible_points"),
	CONSTRAINT "inspections_coordinates_check" CHECK (("inspections"."latitude" is null) = ("inspections"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "site_inspection_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"score_target_percent" smallint DEFAULT 85 NOT NULL,
	"interval" text DEFAULT 'monthly' NOT NULL,
	"report_email" boolean DEFAULT true NOT NULL,
	"adjustments" jsonb DEFAULT '{"removedItems":[],"addedItems":[]}'::jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_inspection_settings_target_check" CHECK ("site_inspection_settings"."score_target_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_supervisor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "corrective_action_crew" ADD CONSTRAINT "corrective_action_crew_action_id_corrective_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."corrective_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_action_crew" ADD CONSTRAINT "corrective_action_crew_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_inspection_item_id_inspection_items_id_fk" FOREIGN KEY ("inspection_item_id") REFERENCES "public"."inspection_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_problem_report_id_problem_reports_id_fk" FOREIGN KEY ("problem_report_id") REFERENCES "public"."problem_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_verified_by_inspection_id_inspections_id_fk" FOREIGN KEY ("verified_by_inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_item_id_inspection_items_id_fk" FOREIGN KEY ("inspection_item_id") REFERENCES "public"."inspection_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_corrective_action_id_corrective_actions_id_fk" FOREIGN KEY ("corrective_action_id") REFERENCES "public"."corrective_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_settings" ADD CONSTRAINT "inspection_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_template_version_inspection_templates_version_fk" FOREIGN KEY ("template_version") REFERENCES "public"."inspection_templates"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_inspection_settings" ADD CONSTRAINT "site_inspection_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_inspection_settings" ADD CONSTRAINT "site_inspection_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrective_action_crew_employee_idx" ON "corrective_action_crew" USING btree ("employee_id","action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_item_idx" ON "corrective_actions" USING btree ("inspection_item_id") WHERE "corrective_actions"."inspection_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_problem_idx" ON "corrective_actions" USING btree ("problem_report_id") WHERE "corrective_actions"."problem_report_id" is not null;--> statement-breakpoint
CREATE INDEX "corrective_actions_site_idx" ON "corrective_actions" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "corrective_actions_open_due_idx" ON "corrective_actions" USING btree ("due_at") WHERE "corrective_actions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_items_item_idx" ON "inspection_items" USING btree ("inspection_id","item_key");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_photos_key_idx" ON "inspection_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "inspection_photos_item_idx" ON "inspection_photos" USING btree ("inspection_item_id") WHERE "inspection_photos"."inspection_item_id" is not null;--> statement-breakpoint
CREATE INDEX "inspection_photos_action_idx" ON "inspection_photos" USING btree ("corrective_action_id") WHERE "inspection_photos"."corrective_action_id" is not null;--> statement-breakpoint
CREATE INDEX "inspection_photos_uploader_idx" ON "inspection_photos" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "inspection_templates_type_idx" ON "inspection_templates" USING btree ("facility_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_idempotency_idx" ON "inspections" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "inspections_site_at_idx" ON "inspections" USING btree ("site_id","inspected_at");--> statement-breakpoint
CREATE INDEX "inspections_inspector_at_idx" ON "inspections" USING btree ("inspector_id","inspected_at");--> statement-breakpoint
CREATE INDEX "inspections_at_idx" ON "inspections" USING btree ("inspected_at");