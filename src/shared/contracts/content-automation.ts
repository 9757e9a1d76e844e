import * as z from './zod.ts';

/**
 * The Auto Blog tab's RSS calls (spec §3 and §7). Content automation does not exist yet (issue 16):
 * the status is computed from the generated posts (author 'system') with `isScheduled: false`,
 * `available: false` and a message, and aggregation answers 503.
 */

export const CONTENT_AUTOMATION_UNAVAILABLE = 'Content automation is not set up yet';

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
  available: z.boolean(),
  message: z.text(),
});
export type RssStatus = z.infer<typeof rssStatusSchema>;

/** POST /api/admin/rss/aggregate's answer once automation exists (spec §3 "Aggregation result"). */
export const rssAggregateResultSchema = z.object({
  totalProcessed: z.int(),
  totalPublished: z.int(),
  message: z.text(),
});
export type RssAggregateResult = z.infer<typeof rssAggregateResultSchema>;

/** The schemas of each endpoint in content-automation.endpoints.ts, by its name (the server registers them). */
export const contentAutomationSchemas = {
  getRssStatus: { response: rssStatusSchema },
  runRssAggregation: { response: rssAggregateResultSchema },
};
