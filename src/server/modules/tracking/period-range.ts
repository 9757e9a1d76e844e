import type { AnalyticsPeriod } from '#shared/contracts/tracking.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { companyDate, monthStart, weekStart, zonedInstant } from '#shared/domain/company-time.ts';

export { COMPANY_TIME_ZONE };

/**
 * The half-open range [from, to) of a period in Minnesota time: today, this
 * week (from Sunday, as the spec's weeks start), this month, this year, or a
 * whole past year when `year` is given with period=year.
 */
export function periodRange(period: AnalyticsPeriod, now: Date, year?: number): { from: Date; to: Date } {
  const today = companyDate(now);
  if (period === 'year') {
    const thisYear = Number(today.slice(0, 4));
    const y = year ?? thisYear;
    return { from: zonedInstant(`${y}-01-01`), to: y === thisYear ? now : zonedInstant(`${y + 1}-01-01`) };
  }
  if (period === 'month') return { from: zonedInstant(monthStart(today)), to: now };
  if (period === 'week') return { from: zonedInstant(weekStart(today)), to: now };
  return { from: zonedInstant(today), to: now };
}
