import type { AnalyticsPeriod, TopPage, TrackingRequest, VisitorAnalytics, VisitorStats } from '#shared/contracts/tracking.ts';
import type { Database } from '../../db/client.ts';
import { placeOf } from '../../integrations/geo-ip.ts';
import { createTrackingRepository } from './tracking.repository.ts';
import { createVisitRollupsRepository } from './visit-rollups.repository.ts';
import { createLeadEngagementRepository } from '../crm/lead-engagement.repository.ts';
import { browserNameOf, deviceTypeOf, isAutomated } from './user-agent.ts';
import { periodRange } from './period-range.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';

const hourFormat = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });
/** The Minnesota hour (0-23) of an instant. */
const companyHour = (at: Date) => Number(hourFormat.format(at));

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
  const rollups = createVisitRollupsRepository(db);

  /** Figures of a range: from the rollups when it runs up to now, else from the visits themselves. */
  async function summary(from: Date, to: Date, now: Date) {
    if (to.getTime() !== now.getTime()) return repo.summary(from, to);
    const [live, newVisitors] = await Promise.all([rollups.summarySince(from), rollups.newVisitorsSince(from)]);
    return { ...live, newVisitors, avgDuration: Math.round(live.avgDuration) };
  }

  /**
   * The visits chart of [from, to): every hour of today so far, every day of a week or month so far,
   * every month of a year (so far, or all twelve of a past one), empty ones with 0. Hours come from
   * today's visits, days and months from the daily rollups.
   */
  async function visitSeries(period: AnalyticsPeriod, from: Date, to: Date, now: Date) {
    const firstDay = companyDate(from);
    // `to` is exclusive: the last day is the one holding its previous millisecond.
    const lastDay = companyDate(new Date(to.getTime() - 1));
    if (period === 'today') {
      const byHour = await repo.hourlyVisits(from, to);
      const hours = Array.from({ length: companyHour(now) + 1 }, (_, h) => `${firstDay}T${String(h).padStart(2, '0')}`);
      return { bucket: 'hour' as const, points: hours.map((bucket) => ({ bucket, visits: byHour.get(bucket) ?? 0 })) };
    }
    const byDay = await rollups.dailyVisits(firstDay, lastDay);
    if (period === 'year') {
      const byMonth = new Map<string, number>();
      for (const [day, visits] of byDay) byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + visits);
      const months = Array.from(
        { length: Number(lastDay.slice(5, 7)) },
        (_, i) => `${firstDay.slice(0, 4)}-${String(i + 1).padStart(2, '0')}`,
      );
      return { bucket: 'month' as const, points: months.map((bucket) => ({ bucket, visits: byMonth.get(bucket) ?? 0 })) };
    }
    const points = [];
    for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) points.push({ bucket: day, visits: byDay.get(day) ?? 0 });
    return { bucket: 'day' as const, points };
  }

  return {
    /** Stores a visit or completes it with its duration; bots are silently not counted. */
    async record(body: TrackingRequest, ctx: VisitContext): Promise<'stored' | 'ignored'> {
      if (isAutomated(ctx.userAgent)) return 'ignored';
      if (body.duration !== undefined) {
        const ended = await rollups.endVisit(body.session_id, body.page, body.duration);
        return ended ? 'stored' : 'ignored';
      }
      const place = await placeOf(ctx.ip);
      const visit = {
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
      };
      const { visitorHasLead } = await rollups.addVisit(visit);
      // A visitor who asked for a quote is back: their lead's engagement and last touch (decision 0020).
      // Most page views have no lead, and then cost one statement; the recount reads the stored visit.
      if (visitorHasLead) await createLeadEngagementRepository(db).visitorViewedPage(visit.visitorId, visit.visitStart);
      return 'stored';
    },

    async stats(): Promise<VisitorStats> {
      const now = clock();
      const [today, week, month, year] = await Promise.all(
        (['today', 'week', 'month', 'year'] as const).map((p) => {
          const r = periodRange(p, now);
          return r.to.getTime() === now.getTime() ? rollups.countSince(r.from) : repo.countBetween(r.from, r.to);
        }),
      );
      const m = periodRange('month', now);
      const monthSummary = await summary(m.from, m.to, now);
      // Year over year from the daily rollups: last year whole, and Jan 1 to today's date a year ago (whole days).
      const todayDate = companyDate(now);
      const lastYear = Number(todayDate.slice(0, 4)) - 1;
      const sameDay = todayDate.slice(5) === '02-29' ? '02-28' : todayDate.slice(5);
      const [previousYear, previousYearToDate] = await Promise.all([
        rollups.visitsOfDays(`${lastYear}-01-01`, `${lastYear}-12-31`),
        rollups.visitsOfDays(`${lastYear}-01-01`, `${lastYear}-${sameDay}`),
      ]);
      return {
        today_visits: today!,
        week_visits: week!,
        month_visits: month!,
        year_visits: year!,
        unique_visitors: monthSummary.unique,
        new_visitors: monthSummary.newVisitors,
        avg_duration: monthSummary.avgDuration,
        previous_year_visits: previousYear,
        previous_year_to_date_visits: previousYearToDate,
      };
    },

    async analytics(period: AnalyticsPeriod, year?: number): Promise<VisitorAnalytics> {
      const now = clock();
      const { from, to } = periodRange(period, now, period === 'year' ? year : undefined);
      const live = to.getTime() === now.getTime();
      const [totals, device_data, browser_data, location_data, series] = await Promise.all([
        summary(from, to, now),
        live
          ? rollups.byDimensionSince('device', from).then((rows) => rows.map((r) => ({ device_type: r.key as 'desktop', count: r.count })))
          : repo.devices(from, to),
        live
          ? rollups
              .byDimensionSince('browser', from, TOP_BROWSERS)
              .then((rows) => rows.map((r) => ({ browser_name: r.key, count: r.count })))
          : repo.browsers(from, to, TOP_BROWSERS),
        live
          ? rollups
              .byDimensionSince('location', from, TOP_LOCATIONS)
              .then((rows) => rows.map((r) => ({ city: r.key, country: r.key2, count: r.count })))
          : repo.locations(from, to, TOP_LOCATIONS),
        visitSeries(period, from, to, now),
      ]);
      return {
        period,
        from: from.toISOString(),
        to: to.toISOString(),
        total_visits: totals.visits,
        unique_visitors: totals.unique,
        new_visitors: totals.newVisitors,
        avg_duration: totals.avgDuration,
        device_data,
        browser_data,
        location_data,
        series_bucket: series.bucket,
        series: series.points,
      };
    },

    async topPages(period: AnalyticsPeriod): Promise<TopPage[]> {
      const now = clock();
      const { from, to } = periodRange(period, now);
      return to.getTime() === now.getTime() ? rollups.topPagesSince(from, TOP_PAGES) : repo.topPages(from, to, TOP_PAGES);
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
