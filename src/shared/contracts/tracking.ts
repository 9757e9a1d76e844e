import { z } from 'zod';

const id = z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_.:-]+$/, 'must be an opaque id');

/**
 * POST /api/visitor-tracking: a page visit at load and on each path change, or
 * an exit record with the duration in seconds (spec §3/§7). Device, browser and
 * location are derived on the server; values the client sends for them are ignored.
 */
export const trackingRequestSchema = z.object({
  visitor_id: id,
  session_id: id,
  page: z.string().trim().min(1).max(500).startsWith('/', 'must be a path'),
  referrer: z.string().trim().max(1000).optional(),
  duration: z.number().int().min(0).max(24 * 3600).optional(),
  user_agent: z.string().max(1000).optional(),
  device_type: z.string().max(40).optional(),
  browser_name: z.string().max(80).optional(),
  visit_start: z.string().max(40).optional(),
  country: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
});
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

export const analyticsPeriods = ['today', 'week', 'month', 'year'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export const analyticsQuerySchema = z.object({
  period: z.enum(analyticsPeriods).default('month'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** GET /api/admin/visitor-stats (spec §3). Unique, new and average duration are for this month. */
export const visitorStatsSchema = z.object({
  today_visits: z.number().int(),
  week_visits: z.number().int(),
  month_visits: z.number().int(),
  year_visits: z.number().int(),
  unique_visitors: z.number().int(),
  new_visitors: z.number().int(),
  avg_duration: z.number(),
});
export type VisitorStats = z.infer<typeof visitorStatsSchema>;

/** GET /api/admin/visitor-analytics: the spec's three breakdowns, plus the period's totals for the cards. */
export const visitorAnalyticsSchema = z.object({
  period: z.enum(analyticsPeriods),
  from: z.string(),
  to: z.string(),
  total_visits: z.number().int(),
  unique_visitors: z.number().int(),
  new_visitors: z.number().int(),
  avg_duration: z.number(),
  device_data: z.array(z.object({ device_type: z.string(), count: z.number().int() })),
  browser_data: z.array(z.object({ browser_name: z.string(), count: z.number().int() })),
  location_data: z.array(z.object({ city: z.string(), country: z.string(), count: z.number().int() })),
});
export type VisitorAnalytics = z.infer<typeof visitorAnalyticsSchema>;

export const topPageSchema = z.object({
  page: z.string(),
  unique_visitors: z.number().int(),
  avg_duration: z.number(),
  visits: z.number().int(),
});
export type TopPage = z.infer<typeof topPageSchema>;
