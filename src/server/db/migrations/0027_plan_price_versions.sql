CREATE TABLE "plan_price_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_price_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_plan_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"effective_from" date NOT NULL,
	"previous_price_cents" integer NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"note" text,
	"created_by" integer,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"signer_name" text,
	"signer_title" text,
	"ip" text,
	"user_agent" text,
	"agreement_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_price_versions_month_check" CHECK (extract(day from "plan_price_versions"."effective_from") = 1),
	CONSTRAINT "plan_price_versions_price_check" CHECK ("plan_price_versions"."monthly_price_cents" >= 0),
	CONSTRAINT "plan_price_versions_version_check" CHECK ("plan_price_versions"."version" >= 2)
);
--> statement-breakpoint
ALTER TABLE "plan_price_versions" ADD CONSTRAINT "plan_price_versions_service_plan_id_service_plans_id_fk" FOREIGN KEY ("service_plan_id") REFERENCES "public"."service_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_price_versions" ADD CONSTRAINT "plan_price_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_price_versions_plan_version_idx" ON "plan_price_versions" USING btree ("service_plan_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_price_versions_token_idx" ON "plan_price_versions" USING btree ("token");