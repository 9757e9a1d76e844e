import type { LeadAnalyticsReport } from '#shared/contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { readLeadAnalytics } from './lead-analytics-report.repository.ts';
import { leadSources, leadStatuses } from '#shared/contracts/crm/leads.ts';
import { percent, round1 } from '../admin-dashboard/figures-format.ts';
import { reportHeader, weeksOf, type ReportSpan } from './report-span.ts';

/** The month's leads: where they came from, where they stand, why they were lost, how fast someone answered. */
export async function leadAnalyticsReport(db: Database, span: ReportSpan): Promise<LeadAnalyticsReport> {
  const [groups, weeks, lost, contact, pages] = await readLeadAnalytics(db, span);
  const total = groups.reduce((sum, row) => sum + row.count, 0);
  const won = groups.filter((row) => row.status === 'won').reduce((sum, row) => sum + row.count, 0);
  const perWeek = new Map(weeks.map((row) => [row.weekStart, row.count]));
  return {
    report: 'lead-analytics',
    ...reportHeader(span),
    total,
    won,
    conversionRate: percent(won, total),
    bySource: leadSources.map((source) => {
      const rows = groups.filter((row) => row.source === source);
      return {
        source,
        count: rows.reduce((sum, row) => sum + row.count, 0),
        won: rows.filter((row) => row.status === 'won').reduce((sum, row) => sum + row.count, 0),
      };
    }),
    byStatus: leadStatuses.map((status) => ({
      status,
      count: groups.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0),
    })),
    byWeek: weeksOf(span).map((weekStart) => ({ weekStart, count: perWeek.get(weekStart) ?? 0 })),
    lostReasons: lost,
    timeToFirstContactHours: {
      contacted: contact.contacted,
      median: contact.median === null ? null : round1(contact.median),
      mean: contact.mean === null ? null : round1(contact.mean),
    },
    arrivalPages: pages,
  };
}
