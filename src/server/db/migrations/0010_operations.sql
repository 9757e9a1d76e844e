CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"booking_id" integer,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_number" text NOT NULL,
	"number_year" integer NOT NULL,
	"number_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"service_plan_id" integer,
	"period_month" date,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"payment_reference" text,
	"bill_to" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK (("invoices"."kind" = 'plan') = ("invoices"."service_plan_id" is not null and "invoices"."period_month" is not null)),
	CONSTRAINT "invoices_due_check" CHECK ("invoices"."due_date" >= "invoices"."issue_date"),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"billing_email" text,
	"billing_address" text,
	"source_lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"lead_id" uuid,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"access_notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_coordinates_check" CHECK (("sites"."latitude" is null) = ("sites"."longitude" is null)),
	CONSTRAINT "sites_latitude_check" CHECK ("sites"."latitude" is null or "sites"."latitude" between -90 and 90),
	CONSTRAINT "sites_longitude_check" CHECK ("sites"."longitude" is null or "sites"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_ratings" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_ratings_rating_check" CHECK ("visit_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "quote_acceptances" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"signer_name" text,
	"signer_title" text,
	"consent" boolean,
	"ip" text,
	"user_agent" text,
	"agreement_sha256" text,
	"agreement_pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_acceptances_signed_check" CHECK ("quote_acceptances"."accepted_at" is null or ("quote_acceptances"."signer_name" is not null and "quote_acceptances"."signer_title" is not null and "quote_acceptances"."consent" = true and "quote_acceptances"."agreement_sha256" is not null and "quote_acceptances"."agreement_pdf" is not null))
);
--> statement-breakpoint
CREATE TABLE "booking_assignments" (
	"booking_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_assignments_booking_id_employee_id_pk" PRIMARY KEY("booking_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"site_id" integer,
	"service_plan_id" integer,
	"plan_occurrence" date,
	"source" text NOT NULL,
	"client_name" text,
	"client_email" text,
	"client_phone" text,
	"service_type" text NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"price_cents" integer,
	"location" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_plan_check" CHECK (("bookings"."service_plan_id" is null) = ("bookings"."plan_occurrence" is null)),
	CONSTRAINT "bookings_client_check" CHECK ("bookings"."customer_id" is not null or "bookings"."client_name" is not null),
	CONSTRAINT "bookings_duration_check" CHECK ("bookings"."duration_minutes" > 0),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."price_cents" is null or "bookings"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_crew" (
	"service_plan_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_crew_service_plan_id_employee_id_pk" PRIMARY KEY("service_plan_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "service_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"lead_id" uuid,
	"facility_type" text NOT NULL,
	"square_footage" integer,
	"frequency" text NOT NULL,
	"service_days" smallint[] NOT NULL,
	"start_time" time NOT NULL,
	"visit_minutes" integer NOT NULL,
	"crew_size" smallint DEFAULT 1 NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"generated_through" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_plans_days_check" CHECK (cardinality("service_plans"."service_days") between 1 and 7 and "service_plans"."service_days" <@ array[0,1,2,3,4,5,6]::smallint[]),
	CONSTRAINT "service_plans_minutes_check" CHECK ("service_plans"."visit_minutes" between 15 and 960),
	CONSTRAINT "service_plans_crew_check" CHECK ("service_plans"."crew_size" between 1 and 50),
	CONSTRAINT "service_plans_price_check" CHECK ("service_plans"."monthly_price_cents" >= 0),
	CONSTRAINT "service_plans_dates_check" CHECK ("service_plans"."ends_on" is null or "service_plans"."ends_on" >= "service_plans"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "mileage_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileage_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"booking_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"start_lat" double precision NOT NULL,
	"start_lng" double precision NOT NULL,
	"start_address" text NOT NULL,
	"end_lat" double precision,
	"end_lng" double precision,
	"end_address" text,
	"start_odometer" numeric(9, 1) NOT NULL,
	"end_odometer" numeric(9, 1),
	"miles" numeric(8, 1),
	"minutes" integer,
	"destination" text,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mileage_logs_odometer_check" CHECK ("mileage_logs"."end_odometer" is null or "mileage_logs"."end_odometer" >= "mileage_logs"."start_odometer")
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"booking_id" integer,
	"source" text NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"worked_minutes" integer,
	"description" text DEFAULT '' NOT NULL,
	"in_lat" double precision,
	"in_lng" double precision,
	"in_address" text,
	"in_distance_m" integer,
	"out_lat" double precision,
	"out_lng" double precision,
	"out_address" text,
	"out_distance_m" integer,
	"far_from_site" boolean DEFAULT false NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_order_check" CHECK ("time_entries"."clock_out" is null or "time_entries"."clock_out" > "time_entries"."clock_in"),
	CONSTRAINT "time_entries_distance_check" CHECK (coalesce("time_entries"."in_distance_m", 0) >= 0 and coalesce("time_entries"."out_distance_m", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"employee_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"hourly_rate_cents" integer,
	"worked_minutes" integer,
	"miles" numeric(9, 1),
	"pay_cents" integer,
	"exported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_weeks_employee_id_week_start_pk" PRIMARY KEY("employee_id","week_start"),
	CONSTRAINT "timesheet_weeks_sunday_check" CHECK (extract(dow from "timesheet_weeks"."week_start") = 0)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_plan_id_service_plans_id_fk" FOREIGN KEY ("service_plan_id") REFERENCES "public"."service_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_source_lead_id_leads_id_fk" FOREIGN KEY ("source_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_plan_id_service_plans_id_fk" FOREIGN KEY ("service_plan_id") REFERENCES "public"."service_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_crew" ADD CONSTRAINT "plan_crew_service_plan_id_service_plans_id_fk" FOREIGN KEY ("service_plan_id") REFERENCES "public"."service_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_crew" ADD CONSTRAINT "plan_crew_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_logs" ADD CONSTRAINT "mileage_logs_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_logs" ADD CONSTRAINT "mileage_logs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_booking_idx" ON "invoice_lines" USING btree ("booking_id") WHERE "invoice_lines"."booking_id" is not null and not "invoice_lines"."voided";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq_idx" ON "invoices" USING btree ("number_year","number_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_plan_month_idx" ON "invoices" USING btree ("service_plan_id","period_month") WHERE "invoices"."service_plan_id" is not null and "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_customer_issue_idx" ON "invoices" USING btree ("customer_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "sites_customer_idx" ON "sites" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_lead_idx" ON "sites" USING btree ("lead_id") WHERE "sites"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "problem_reports_status_idx" ON "problem_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "problem_reports_booking_idx" ON "problem_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "visit_ratings_customer_idx" ON "visit_ratings" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_acceptances_token_idx" ON "quote_acceptances" USING btree ("token");--> statement-breakpoint
CREATE INDEX "booking_assignments_employee_idx" ON "booking_assignments" USING btree ("employee_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_plan_occurrence_idx" ON "bookings" USING btree ("service_plan_id","plan_occurrence") WHERE "bookings"."service_plan_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("scheduled_start");--> statement-breakpoint
CREATE INDEX "bookings_customer_start_idx" ON "bookings" USING btree ("customer_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "bookings_status_start_idx" ON "bookings" USING btree ("status","scheduled_start");--> statement-breakpoint
CREATE INDEX "bookings_site_idx" ON "bookings" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_plans_lead_idx" ON "service_plans" USING btree ("lead_id") WHERE "service_plans"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "service_plans_customer_idx" ON "service_plans" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "service_plans_status_idx" ON "service_plans" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "mileage_logs_open_idx" ON "mileage_logs" USING btree ("employee_id") WHERE "mileage_logs"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "mileage_logs_employee_start_idx" ON "mileage_logs" USING btree ("employee_id","started_at");--> statement-breakpoint
CREATE INDEX "mileage_logs_employee_week_idx" ON "mileage_logs" USING btree ("employee_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_open_idx" ON "time_entries" USING btree ("employee_id") WHERE "time_entries"."clock_out" is null;--> statement-breakpoint
CREATE INDEX "time_entries_employee_in_idx" ON "time_entries" USING btree ("employee_id","clock_in");--> statement-breakpoint
CREATE INDEX "time_entries_employee_week_idx" ON "time_entries" USING btree ("employee_id","week_start");--> statement-breakpoint
CREATE INDEX "time_entries_booking_idx" ON "time_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_week_status_idx" ON "timesheet_weeks" USING btree ("week_start","status");