CREATE TABLE "customer_message_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"reminder_email" boolean DEFAULT true NOT NULL,
	"reminder_sms" boolean DEFAULT false NOT NULL,
	"done_email" boolean DEFAULT true NOT NULL,
	"done_sms" boolean DEFAULT false NOT NULL,
	"updates_email" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"service" text NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"estimate_cents" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"price_cents" integer,
	"booking_id" integer,
	"decline_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_window_check" CHECK ("service_requests"."window_to" >= "service_requests"."window_from"),
	CONSTRAINT "service_requests_estimate_check" CHECK ("service_requests"."estimate_cents" is null or "service_requests"."estimate_cents" >= 0),
	CONSTRAINT "service_requests_price_check" CHECK ("service_requests"."price_cents" is null or "service_requests"."price_cents" >= 0),
	CONSTRAINT "service_requests_decision_check" CHECK (("service_requests"."status" <> 'approved' or "service_requests"."price_cents" is not null) and ("service_requests"."status" <> 'declined' or "service_requests"."decline_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "site_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_closures_dates_check" CHECK ("site_closures"."ends_on" >= "site_closures"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_start" timestamp with time zone NOT NULL,
	"to_start" timestamp with time zone,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_changes_move_check" CHECK (("visit_changes"."kind" = 'move') = ("visit_changes"."to_start" is not null)),
	CONSTRAINT "visit_changes_credit_check" CHECK ("visit_changes"."credit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_messages" (
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_messages_booking_id_kind_pk" PRIMARY KEY("booking_id","kind")
);
--> statement-breakpoint
ALTER TABLE "customer_message_preferences" ADD CONSTRAINT "customer_message_preferences_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_closures" ADD CONSTRAINT "site_closures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_closures" ADD CONSTRAINT "site_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribe_links" ADD CONSTRAINT "unsubscribe_links_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_messages" ADD CONSTRAINT "visit_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "site_closures_site_idx" ON "site_closures" USING btree ("site_id","starts_on");--> statement-breakpoint
CREATE INDEX "unsubscribe_links_customer_idx" ON "unsubscribe_links" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "visit_changes_created_idx" ON "visit_changes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_changes_booking_idx" ON "visit_changes" USING btree ("booking_id");