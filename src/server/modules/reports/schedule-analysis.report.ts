import type { ScheduleAnalysisReport } from '#shared/contracts/reports.ts';
import { addDays } from '#shared/domain/company-time.ts';
import type { Database } from '../../db/client.ts';
import { readScheduleAnalysis, sources, type BookingGroup } from './schedule-analysis-report.repository.ts';
import { reportHeader, type ReportSpan } from './report-span.ts';

/** When the month's visits fall (weekday, hour, source), what lacks a crew, what was cancelled, and the next 14 days. */
export async function scheduleAnalysisReport(db: Database, span: ReportSpan): Promise<ScheduleAnalysisReport> {
  const [groups, upcoming] = await readScheduleAnalysis(db, span);
  const kept = groups.filter((g) => !g.cancelled);
  const sum = (rows: BookingGroup[]) => rows.reduce((total, row) => total + row.count, 0);
  const count = <K>(rows: BookingGroup[], key: (row: BookingGroup) => K) => {
    const map = new Map<K, number>();
    for (const row of rows) map.set(key(row), (map.get(key(row)) ?? 0) + row.count);
    return map;
  };
  const weekdays = count(kept, (row) => row.weekday);
  const hours = count(kept, (row) => row.hour);
  const bySource = count(kept, (row) => row.source);
  const cancelled = groups.filter((g) => g.cancelled);
  const reasons = count(cancelled, (row) => row.reason ?? 'No reason given');
  const days = new Map(upcoming.map((row) => [row.date, row]));
  return {
    report: 'schedule-analysis',
    ...reportHeader(span),
    total: sum(kept),
    byWeekday: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, count: weekdays.get(weekday) ?? 0 })),
    byHour: [...hours].sort((a, b) => a[0] - b[0]).map(([hour, n]) => ({ hour, count: n })),
    bySource: sources.map((source) => ({ source, count: bySource.get(source) ?? 0 })),
    unassigned: sum(kept.filter((row) => row.unassigned)),
    cancellations: {
      count: sum(cancelled),
      reasons: [...reasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([reason, n]) => ({ reason, count: n })),
    },
    next14Days: Array.from({ length: 14 }, (_, i) => {
      const date = addDays(span.today, i);
      const row = days.get(date);
      return { date, bookings: row?.bookings ?? 0, unassigned: row?.unassigned ?? 0 };
    }),
  };
}
