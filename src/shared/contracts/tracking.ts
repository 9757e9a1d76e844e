import * as z from './zod.ts';
import { trackerIdSchema } from './tracker-id.ts';

/** The tracker's opaque visitor and session ids. */
const id = trackerIdSchema;
const optionalText = (max: number) => z.optional(z.text().check(z.maxLength(max)));

/**
 * POST /api/visitor-tracking: a page visit at load and on each path change, or
 * an exit record with the duration in seconds (spec §3/§7). Device, browser and
 * location are derived on the server; values the client sends for them are ignored.
 */
export const trackingRequestSchema = z.object({
  visitor_id: id,
  session_id: id,
  page: z.text().check(z.trim(), z.minLength(1), z.maxLength(500), z.startsWith('/', 'must be a path')),
  referrer: z.optional(z.text().check(z.trim(), z.maxLength(1000))),
  duration: z.optional(z.int().check(z.minimum(0), z.maximum(24 * 3600))),
  user_agent: optionalText(1000),
  device_type: optionalText(40),
  browser_name: optionalText(80),
  visit_start: optionalText(40),
  country: optionalText(100),
  city: optionalText(100),
});
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

export const analyticsPeriods = ['today', 'week', 'month', 'year'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export const analyticsQuerySchema = z.object({
  period: z._default(z.enum(analyticsPeriods), 'month'),
  year: z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
});

/**
 * GET /api/admin/visitor-stats (spec §3). Unique, new and average duration are for this month.
 * Added for the year-over-year card: last year's total, and last year from Jan 1 to the same
 * day (today's date a year ago, whole days) to set beside `year_visits`.
 */
export const visitorStatsSchema = z.object({
  today_visits: z.int(),
  week_visits: z.int(),
  month_visits: z.int(),
  year_visits: z.int(),
  unique_visitors: z.int(),
  new_visitors: z.int(),
  avg_duration: z.number(),
  previous_year_visits: z.int(),
  previous_year_to_date_visits: z.int(),
});
export type VisitorStats = z.infer<typeof visitorStatsSchema>;

/** How the visits chart is cut: hours of today, days of a week or month, months of a year. */
export const visitSeriesBuckets = ['hour', 'day', 'month'] as const;
export type VisitSeriesBucket = (typeof visitSeriesBuckets)[number];

/**
 * One bar of the visits chart. `bucket` is Minnesota time: 'YYYY-MM-DDTHH' for an hour, 'YYYY-MM-DD'
 * for a day, 'YYYY-MM' for a month. Every bucket of the period is present, empty ones with 0.
 */
export const visitSeriesPointSchema = z.object({ bucket: z.text(), visits: z.int() });
export type VisitSeriesPoint = z.infer<typeof visitSeriesPointSchema>;

/**
 * GET /api/admin/visitor-analytics: the spec's three breakdowns, plus the period's totals for the cards
 * and (added) the visits chart's series: hourly for today, daily for week and month, monthly for year.
 */
export const visitorAnalyticsSchema = z.object({
  period: z.enum(analyticsPeriods),
  from: z.text(),
  to: z.text(),
  total_visits: z.int(),
  unique_visitors: z.int(),
  new_visitors: z.int(),
  avg_duration: z.number(),
  device_data: z.array(z.object({ device_type: z.text(), count: z.int() })),
  browser_data: z.array(z.object({ browser_name: z.text(), count: z.int() })),
  location_data: z.array(z.object({ city: z.text(), country: z.text(), count: z.int() })),
  series_bucket: z.enum(visitSeriesBuckets),
  series: z.array(visitSeriesPointSchema),
});
export type VisitorAnalytics = z.infer<typeof visitorAnalyticsSchema>;

export const topPageSchema = z.object({
  page: z.text(),
  unique_visitors: z.int(),
  avg_duration: z.number(),
  visits: z.int(),
});
export type TopPage = z.infer<typeof topPageSchema>;

/** The schemas of each endpoint in tracking.endpoints.ts, by its name (the server registers them). */
export const trackingSchemas = {
  recordVisit: { body: trackingRequestSchema },
  getVisitorStats: { response: visitorStatsSchema },
  getVisitorAnalytics: { query: analyticsQuerySchema, response: visitorAnalyticsSchema },
  getTopPages: { query: analyticsQuerySchema, response: z.array(topPageSchema) },
};
