CREATE TABLE "blog_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rss_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rss_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feed_url" text NOT NULL,
	"guid" text NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"fingerprint" text NOT NULL,
	"item_published_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"post_id" integer,
	"run_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_optimizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seo_optimizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"run_id" integer,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"score_before" integer NOT NULL,
	"score_after" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "city_slug" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "service_type" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "season" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "writer" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "source_title" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "overview" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "industries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "faq" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_items" ADD CONSTRAINT "rss_items_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_items" ADD CONSTRAINT "rss_items_run_id_content_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."content_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_optimizations" ADD CONSTRAINT "seo_optimizations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_optimizations" ADD CONSTRAINT "seo_optimizations_run_id_content_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."content_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_runs_one_running_idx" ON "content_runs" USING btree ("kind") WHERE "content_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "content_runs_kind_started_idx" ON "content_runs" USING btree ("kind","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rss_items_feed_guid_idx" ON "rss_items" USING btree ("feed_url","guid");--> statement-breakpoint
CREATE INDEX "rss_items_fingerprint_idx" ON "rss_items" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "seo_optimizations_post_idx" ON "seo_optimizations" USING btree ("post_id","created_at");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_city_slug_cities_slug_fk" FOREIGN KEY ("city_slug") REFERENCES "public"."cities"("slug") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "blog_posts_city_idx" ON "blog_posts" USING btree ("city_slug","status","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_author_created_idx" ON "blog_posts" USING btree ("author_id","created_at");--> statement-breakpoint
UPDATE "blog_posts" SET "origin" = 'built-in' WHERE "author_id" = 'editorial';
