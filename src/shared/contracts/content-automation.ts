import { postOrigins } from './blog-admin.ts';
import { contentRunSchema } from './content-runs.ts';
import * as z from './zod.ts';

/**
 * RSS automation and the content status (spec §3 and §7, decision 0025): industry feeds rewritten into
 * drafts that cite their source, every 6 hours and on demand; generated posts (author 'system') wait in
 * the review queue until an admin publishes them.
 */

/** The status's message and aggregation's 503 when no feed is configured. */
export const CONTENT_AUTOMATION_UNAVAILABLE = 'No RSS feeds are configured (set RSS_FEEDS)';

/** How many recent generated posts the status lists. */
export const RSS_RECENT_POSTS = 10;

export const rssRecentPostSchema = z.object({
  id: z.int(),
  title: z.text(),
  /** ISO time. */
  createdAt: z.text(),
  status: z.enum(['draft', 'published']),
  /** Added for Share on Facebook: the post's excerpt and its public path ('/blog/<slug>'). */
  excerpt: z.text(),
  path: z.text(),
});
export type RssRecentPost = z.infer<typeof rssRecentPostSchema>;

/** GET /api/admin/rss/status: the spec's RSS status plus whether automation exists and a line saying so. */
export const rssStatusSchema = z.object({
  /** Generated posts (author 'system'), any status. */
  totalPosts: z.int(),
  /** Of them, created today in Minnesota. */
  todayPosts: z.int(),
  isScheduled: z.boolean(),
  /** ISO time of the next scheduled run; null while nothing is scheduled. */
  nextRun: z.nullable(z.text()),
  recentPosts: z.array(rssRecentPostSchema),
  /** At least one feed is configured: Run Aggregation is enabled. */
  available: z.boolean(),
  /** Which writer writes ("Writer: language model gpt-4o-mini"), or why automation is off. */
  message: z.text(),
  /** The feeds read (always sent; optional only for fixtures written before issue 16). */
  sources: z.optional(z.array(z.object({ name: z.text(), url: z.text() }))),
  /** The writer's name recorded on posts: 'llm:<model>' or 'built-in'. */
  writer: z.optional(z.text()),
  /** The newest RSS run (a running one first), with its outcomes; null before the first. */
  lastRun: z.optional(z.nullable(contentRunSchema)),
});
export type RssStatus = z.infer<typeof rssStatusSchema>;

/** POST /api/admin/rss/aggregate's answer (spec §3 "Aggregation result"); totalProcessed counts the new items examined. */
export const rssAggregateResultSchema = z.object({
  totalProcessed: z.int(),
  /** Drafts written into the review queue (generated posts are drafts until an admin publishes them). */
  totalPublished: z.int(),
  message: z.text(),
  /** The run (GET /api/admin/content/runs/:id) with each feed's and item's outcome. */
  runId: z.int(),
});
export type RssAggregateResult = z.infer<typeof rssAggregateResultSchema>;

export const contentStatusPostSchema = z.object({
  id: z.int(),
  title: z.text(),
  slug: z.text(),
  status: z.enum(['draft', 'published']),
  origin: z.enum(postOrigins),
  /** ISO time. */
  createdAt: z.text(),
  authorId: z.text(),
  excerpt: z.text(),
  /** '/blog/<slug>' (a draft's path answers 404 until it is published). */
  path: z.text(),
});
export type ContentStatusPost = z.infer<typeof contentStatusPostSchema>;

/** GET /api/admin/content/status (spec §3 "Content status") plus the review queue, the writer and the next run. */
export const contentStatusSchema = z.object({
  /** Every post, any status. */
  totalPosts: z.int(),
  /** Posts whose author is 'system'. */
  systemGenerated: z.int(),
  manualPosts: z.int(),
  /** Of the manual posts, the articles the site came with (origin 'built-in'): nobody on the team wrote them. */
  builtInPosts: z.int(),
  /** At least one feed is configured. */
  automationEnabled: z.boolean(),
  /** The 10 newest generated posts. */
  recentPosts: z.array(contentStatusPostSchema),
  /** Generated drafts waiting for an admin. */
  reviewQueue: z.int(),
  writer: z.text(),
  nextRun: z.nullable(z.text()),
});
export type ContentStatus = z.infer<typeof contentStatusSchema>;

/** The schemas of each endpoint in content-automation.endpoints.ts, by its name (the server registers them). */
export const contentAutomationSchemas = {
  getRssStatus: { response: rssStatusSchema },
  runRssAggregation: { response: rssAggregateResultSchema },
  getContentStatus: { response: contentStatusSchema },
};
