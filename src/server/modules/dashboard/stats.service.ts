import type { DashboardStats } from '#shared/contracts/admin-dashboard.ts';
import type { Database } from '../../db/client.ts';
import { DECAY, effectiveLeadScore, ENGAGEMENT } from '../crm/lead-score.ts';
import { createStatsRepository, type ScoreCaps } from './stats.repository.ts';
import { dollars, growth, percent, round1, round2, systemClock, windowsAt, type Clock } from './windows.ts';

const DAY_MS = 86_400_000;

/** Where each score fact stops counting: full decay after grace + max/perWeek weeks, each engagement kind at its cap. */
const SCORE_CAPS: ScoreCaps = {
  days: DECAY.graceDays + 7 * Math.ceil(DECAY.max / DECAY.perWeek),
  pageViews: Math.ceil(ENGAGEMENT.pageViewsMax / ENGAGEMENT.perPageView),
  returnVisits: Math.ceil(ENGAGEMENT.returnVisitsMax / ENGAGEMENT.perReturnVisit),
  pdfDownloads: Math.ceil(ENGAGEMENT.pdfDownloadsMax / ENGAGEMENT.perPdfDownload),
};

/** GET /api/admin/dashboard-stats (decision 0021: every formula and window is written there). */
export function createStatsService(db: Database, clock: Clock = systemClock) {
  const repository = createStatsRepository(db);
  return {
    async stats(): Promise<DashboardStats> {
      const now = clock();
      const w = windowsAt(now);
      const [f, groups] = await Promise.all([repository.figures(w), repository.openLeadGroups(now, SCORE_CAPS)]);
      // The mean current score (lead-score.ts), each group's score weighted by its leads.
      let openLeads = 0;
      let scoreSum = 0;
      for (const group of groups) {
        const lastTouchedAt = new Date(now.getTime() - group.daysInactive * DAY_MS);
        scoreSum += effectiveLeadScore({ ...group, lastTouchedAt }, now) * group.leads;
        openLeads += group.leads;
      }
      return {
        totalUsers: f.totalUsers,
        monthlyGrowthRate: percent(f.createdThisMonth, f.createdBefore),
        monthlyRevenue: dollars(f.revenueCents),
        revenueGrowthRate: growth(f.revenueCents, f.lastMonthSameSpanCents),
        activeJobs: f.activeJobs,
        todayScheduledJobs: f.todayScheduledJobs,
        leadScore: openLeads === 0 ? null : round1(scoreSum / openLeads),
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
