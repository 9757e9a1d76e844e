import type { DashboardTrends } from '#shared/contracts/admin-dashboard.ts';
import { TREND_MONTHS, TREND_WEEKS } from '#shared/domain/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { createTrendsRepository } from './trends.repository.ts';
import { dollars } from './figures-format.ts';
import { lastMonths, lastWeeks, systemClock, windowsAt, type Clock } from './windows.ts';

/**
 * GET /api/admin/dashboard-trends: leads (and of them the won ones) by the week they came in, jobs by
 * the week they were completed, paid revenue by the month it was paid; every bucket present.
 */
export function createTrendsService(db: Database, clock: Clock = systemClock) {
  const repository = createTrendsRepository(db);
  return {
    async trends(): Promise<DashboardTrends> {
      const w = windowsAt(clock());
      const weeks = lastWeeks(w.today, TREND_WEEKS);
      const months = lastMonths(w.today, TREND_MONTHS);
      const [weekRows, monthRows] = await Promise.all([repository.weeks(weeks, w.now), repository.months(months, w.now)]);
      const byWeek = new Map(weekRows.map((row) => [row.weekStart, row]));
      const byMonth = new Map(monthRows.map((row) => [row.month, row.revenueCents]));
      return {
        weeks: weeks.map((weekStart) => {
          const row = byWeek.get(weekStart);
          return { weekStart, leads: row?.leads ?? 0, won: row?.won ?? 0, jobsCompleted: row?.jobsCompleted ?? 0 };
        }),
        months: months.map((first) => ({ month: first.slice(0, 7), revenue: dollars(byMonth.get(first.slice(0, 7)) ?? 0) })),
      };
    },
  };
}
