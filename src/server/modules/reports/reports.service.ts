import type { Report, ReportKind, ReportQuery } from '#shared/contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { systemClock, type Clock } from '../admin-dashboard/windows.ts';
import { financialReport } from './financial.report.ts';
import { jobPerformanceReport } from './job-performance.report.ts';
import { leadAnalyticsReport } from './lead-analytics.report.ts';
import { performanceReviewReport } from './performance-review.report.ts';
import { reportSpan, type ReportSpan } from './report-span.ts';
import { scheduleAnalysisReport } from './schedule-analysis.report.ts';
import { userActivityReport } from './user-activity.report.ts';

const reports: Record<ReportKind, (db: Database, span: ReportSpan) => Promise<Report>> = {
  financial: financialReport,
  'user-activity': userActivityReport,
  'job-performance': jobPerformanceReport,
  'schedule-analysis': scheduleAnalysisReport,
  'lead-analytics': leadAnalyticsReport,
  'performance-review': performanceReviewReport,
};

/** GET /api/admin/reports/:report (decision 0021): one month, this one or up to 12 back. */
export function createReportsService(db: Database, clock: Clock = systemClock) {
  return {
    async report(kind: ReportKind, query: ReportQuery): Promise<Report> {
      return reports[kind](db, reportSpan(clock(), query.month));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
