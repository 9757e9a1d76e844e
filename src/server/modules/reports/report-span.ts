import { REPORT_MONTH_MESSAGE } from '#shared/contracts/reports.ts';
import { addDays, companyDate, monthStart, nextMonthStart, weekStart, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { REPORT_MONTHS_BACK } from '#shared/domain/dashboard.ts';
import { AppError } from '../../errors.ts';

/** The month a report covers: [from, to), the current month ending now. */
export interface ReportSpan {
  month: string;
  /** YYYY-MM-01 and the next month's first day (Minnesota calendar). */
  first: IsoDate;
  nextFirst: IsoDate;
  from: Date;
  to: Date;
  now: Date;
  today: IsoDate;
}

/** The span of `month` (YYYY-MM), or of the current month; a 400 for a future month or one more than 12 back. */
export function reportSpan(now: Date, month: string | undefined): ReportSpan {
  const today = companyDate(now);
  const current = monthStart(today);
  let earliest = current;
  for (let i = 0; i < REPORT_MONTHS_BACK; i++) earliest = monthStart(addDays(earliest, -1));
  const first = month === undefined ? current : `${month}-01`;
  if (first > current || first < earliest) {
    throw new AppError(
      'BAD_REQUEST',
      `month must be between ${earliest.slice(0, 7)} and ${current.slice(0, 7)} (this month or one of the ${REPORT_MONTHS_BACK} before)`,
      { month: REPORT_MONTH_MESSAGE },
    );
  }
  const nextFirst = nextMonthStart(first);
  const end = zonedInstant(nextFirst);
  return { month: first.slice(0, 7), first, nextFirst, from: zonedInstant(first), to: end < now ? end : now, now, today };
}

/** The header every report starts with. */
export function reportHeader(span: ReportSpan) {
  return { month: span.month, from: span.from.toISOString(), to: span.to.toISOString(), generatedAt: span.now.toISOString() };
}

/** The Sundays of the weeks that overlap the month, oldest first. */
export function weeksOf(span: ReportSpan): IsoDate[] {
  const weeks: IsoDate[] = [];
  for (let week = weekStart(span.first); week < span.nextFirst; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}
