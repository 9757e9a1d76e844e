import type { JobPerformanceReport } from '#shared/contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { readJobPerformance } from './job-performance-report.repository.ts';
import { percent, round1, round2 } from '../admin-dashboard/figures-format.ts';
import { reportHeader, type ReportSpan } from './report-span.ts';

/** The month's jobs: how the scheduled ones ended, how the completed ones went (on time, ratings, problems, hours). */
export async function jobPerformanceReport(db: Database, span: ReportSpan): Promise<JobPerformanceReport> {
  const [f, distribution] = await readJobPerformance(db, span);
  const stars = new Map(distribution.map((row) => [row.stars, row.count]));
  return {
    report: 'job-performance',
    ...reportHeader(span),
    scheduled: { total: f.total, completed: f.completedScheduled, confirmed: f.confirmed, cancelled: f.cancelled },
    completionRate: percent(f.completedScheduled, f.total - f.cancelled),
    completed: f.completed,
    onTimeRate: percent(f.onTime, f.completed),
    ratings: {
      count: f.rated,
      average: f.ratingAverage === null ? null : round2(f.ratingAverage),
      distribution: [1, 2, 3, 4, 5].map((star) => ({ stars: star, count: stars.get(star) ?? 0 })),
    },
    problemReports: { filed: f.filed, open: f.open },
    hours: { worked: round1(f.workedMinutes / 60), scheduled: round1(f.scheduledMinutes / 60) },
  };
}
