import type { AnalyticsPeriod, TopPage, TrackingRequest, VisitorAnalytics, VisitorStats } from '#shared/contracts/tracking.ts';
import type { Database } from '../../db/client.ts';
import { placeOf } from '../../integrations/geo-ip.ts';
import { createTrackingRepository } from './tracking.repository.ts';
import { browserNameOf, deviceTypeOf, isAutomated } from './user-agent.ts';
import { periodRange } from './period-range.ts';

/** Spec list sizes: browsers 6, locations 8, top pages 8. */
const TOP_BROWSERS = 6;
const TOP_LOCATIONS = 8;
const TOP_PAGES = 8;

export interface VisitContext {
  userAgent: string;
  ip: string;
}

export function createTrackingService(db: Database, clock: () => Date = () => new Date()) {
  const repo = createTrackingRepository(db);
  return {
    /** Stores a visit or completes it with its duration; bots are silently not counted. */
    async record(body: TrackingRequest, ctx: VisitContext): Promise<'stored' | 'ignored'> {
      if (isAutomated(ctx.userAgent)) return 'ignored';
      if (body.duration !== undefined) {
        return (await repo.recordExit(body.session_id, body.page, body.duration)) ? 'stored' : 'ignored';
      }
      const place = await placeOf(ctx.ip);
      await repo.insert({
        visitorId: body.visitor_id,
        sessionId: body.session_id,
        page: body.page,
        referrer: body.referrer?.trim() || 'direct',
        userAgent: ctx.userAgent.slice(0, 1000),
        deviceType: deviceTypeOf(ctx.userAgent),
        browserName: browserNameOf(ctx.userAgent),
        country: place.country,
        city: place.city,
        visitStart: clock(),
      });
      return 'stored';
    },

    async stats(): Promise<VisitorStats> {
      const now = clock();
      const [today, week, month, year] = await Promise.all(
        (['today', 'week', 'month', 'year'] as const).map((p) => {
          const r = periodRange(p, now);
          return repo.countBetween(r.from, r.to);
        }),
      );
      const m = periodRange('month', now);
      const summary = await repo.summary(m.from, m.to);
      return {
        today_visits: today!,
        week_visits: week!,
        month_visits: month!,
        year_visits: year!,
        unique_visitors: summary.unique,
        new_visitors: summary.newVisitors,
        avg_duration: summary.avgDuration,
      };
    },

    async analytics(period: AnalyticsPeriod, year?: number): Promise<VisitorAnalytics> {
      const { from, to } = periodRange(period, clock(), period === 'year' ? year : undefined);
      const [summary, device_data, browser_data, location_data] = await Promise.all([
        repo.summary(from, to),
        repo.devices(from, to),
        repo.browsers(from, to, TOP_BROWSERS),
        repo.locations(from, to, TOP_LOCATIONS),
      ]);
      return {
        period,
        from: from.toISOString(),
        to: to.toISOString(),
        total_visits: summary.visits,
        unique_visitors: summary.unique,
        new_visitors: summary.newVisitors,
        avg_duration: summary.avgDuration,
        device_data,
        browser_data,
        location_data,
      };
    },

    async topPages(period: AnalyticsPeriod): Promise<TopPage[]> {
      const { from, to } = periodRange(period, clock());
      return repo.topPages(from, to, TOP_PAGES);
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
