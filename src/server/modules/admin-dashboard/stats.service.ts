import type { DashboardStats } from '#shared/contracts/admin-dashboard.ts';
import type { Database } from '../../db/client.ts';
import { createStatsRepository } from './stats.repository.ts';
import { dollars, growth, percent, round1, round2 } from './figures-format.ts';
import { systemClock, windowsAt, type Clock } from './windows.ts';

/** GET /api/admin/dashboard-stats (decision 0021: every formula and window is written there). */
export function createStatsService(db: Database, clock: Clock = systemClock) {
  const repository = createStatsRepository(db);
  return {
    async stats(): Promise<DashboardStats> {
      const now = clock();
      const w = windowsAt(now);
      const f = await repository.figures(w);
      return {
        totalUsers: f.totalUsers,
        monthlyGrowthRate: percent(f.createdThisMonth, f.createdBefore),
        monthlyRevenue: dollars(f.revenueCents),
        revenueGrowthRate: growth(f.revenueCents, f.lastMonthSameSpanCents),
        activeJobs: f.activeJobs,
        todayScheduledJobs: f.todayScheduledJobs,
        leadScore: f.meanScore === null ? null : round1(f.meanScore),
        activeCustomers: f.activeCustomers,
        employees: f.employees,
        conversionRate: percent(f.wonLeads, f.leads),
        completedJobs: f.completedJobs,
        averageRating: f.ratedJobs === 0 ? null : round2(f.ratingSum / f.ratedJobs),
        onTimeRate: percent(f.onTimeJobs, f.completedJobs),
      };
    },
  };
}
