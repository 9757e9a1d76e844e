import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SeoSnapshot as SeoSnapshotView } from '#shared/contracts/seo-optimizer.ts';
import type { RunOutcomeView } from '#shared/contracts/content-runs.ts';
import { blogPosts } from './blog.ts';

/** A readable outcome of one unit of a run: a feed, an item, a post, a city (the shared contract's shape). */
export type RunOutcome = RunOutcomeView;

/**
 * Long content work (RSS aggregation, SEO optimisation of every post, bulk generation) as a run:
 * progress (processed of total) that screens poll, counts, and a readable outcome per unit. At most
 * one run of a kind is running across all instances (the partial unique index); a run whose instance
 * died stops beating and is closed as failed by the next claimant.
 */
export const contentRuns = pgTable(
  'content_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['rss', 'seo-optimize-all', 'landing-pages', 'city-content'] }).notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    trigger: text('trigger', { enum: ['manual', 'schedule'] }).notNull(),
    /** The admin who asked for it (a user id); null for scheduled runs. */
    requestedBy: text('requested_by'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** Posts written (RSS: drafts in the review queue; generation: pages; SEO: posts improved). */
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    message: text('message').notNull().default(''),
    outcomes: jsonb('outcomes').$type<RunOutcome[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_runs_one_running_idx')
      .on(t.kind)
      .where(sql`${t.status} = 'running'`),
    index('content_runs_kind_started_idx').on(t.kind, t.startedAt),
  ],
);

/**
 * Every feed item ever seen, once per feed and item id: what became of it (a draft, a duplicate of an
 * earlier item, a failure) so a run never rewrites an item twice and each outcome can be read later.
 * `fingerprint` (normalised link, else title) finds the same story arriving through two feeds.
 */
export const rssItems = pgTable(
  'rss_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedUrl: text('feed_url').notNull(),
    guid: text('guid').notNull(),
    link: text('link').notNull(),
    title: text('title').notNull(),
    fingerprint: text('fingerprint').notNull(),
    itemPublishedAt: timestamp('item_published_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['drafted', 'duplicate', 'skipped', 'failed'] }).notNull(),
    detail: text('detail').notNull().default(''),
    postId: integer('post_id').references(() => blogPosts.id, { onDelete: 'set null' }),
    runId: integer('run_id').references(() => contentRuns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rss_items_feed_guid_idx').on(t.feedUrl, t.guid), index('rss_items_fingerprint_idx').on(t.fingerprint)],
);

/** The post's SEO fields before and after an optimisation (the shared contract's shape). */
export type SeoSnapshot = SeoSnapshotView;

/** Each SEO optimisation of a post: what changed, the score before and after, who or which run. */
export const seoOptimizations = pgTable(
  'seo_optimizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    runId: integer('run_id').references(() => contentRuns.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<SeoSnapshot>().notNull(),
    after: jsonb('after').$type<SeoSnapshot>().notNull(),
    scoreBefore: integer('score_before').notNull(),
    scoreAfter: integer('score_after').notNull(),
    changes: jsonb('changes').$type<string[]>().notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seo_optimizations_post_idx').on(t.postId, t.createdAt)],
);
