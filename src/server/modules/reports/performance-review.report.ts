import type { PerformanceReviewReport } from '#shared/contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { readPerformanceReview } from './performance-review-report.repository.ts';
import { percent, round2 } from '../admin-dashboard/figures-format.ts';
import { reportHeader, type ReportSpan } from './report-span.ts';

/** Every active employee's month: completed jobs, on-time share (their own first clock-in), rating, hours, problems. */
export async function performanceReviewReport(db: Database, span: ReportSpan): Promise<PerformanceReviewReport> {
  const rows = await readPerformanceReview(db, span);
  return {
    report: 'performance-review',
    ...reportHeader(span),
    employees: rows.map((row) => ({
      employeeId: row.employeeId,
      name: row.name,
      completedJobs: row.completedJobs,
      onTimeRate: percent(row.onTime, row.completedJobs),
      averageRating: row.averageRating === null ? null : round2(row.averageRating),
      hoursWorked: round2(row.minutes / 60),
      problemReports: row.problemReports,
    })),
  };
}
