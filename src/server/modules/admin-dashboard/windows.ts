import { addDays, companyDate, monthStart, nextMonthStart, weekStart, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { JOB_WINDOW_DAYS } from '#shared/domain/dashboard.ts';
import { companyClock } from '../operations/operations.mapper.ts';

/** The dashboard's clock: the real time, or a fixed one in tests. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const DAY_MS = 86_400_000;

/** Days in the month of `date`. */
function monthLength(date: IsoDate): number {
  return Number(addDays(nextMonthStart(date), -1).slice(8, 10));
}

/**
 * The windows every figure is computed over, from one reading of the clock (Minnesota calendar).
 * Instants are half-open: [from, to).
 */
export function windowsAt(now: Date) {
  const today = companyDate(now);
  const thisMonth = monthStart(today);
  const monthFrom = zonedInstant(thisMonth);
  const lastMonth = monthStart(addDays(thisMonth, -1));
  // The same span of last month: from its 1st to the same day and wall-clock time, clipped to its end
  // (on March 31 the span of February ends with February).
  const day = Number(today.slice(8, 10));
  const wall = companyClock(now);
  const sameSpanEnd =
    day > monthLength(lastMonth)
      ? monthFrom
      : new Date(zonedInstant(`${lastMonth.slice(0, 8)}${String(day).padStart(2, '0')}`, wall).getTime() + (now.getTime() % 60_000));
  return {
    now,
    today,
    todayFrom: zonedInstant(today),
    tomorrowFrom: zonedInstant(addDays(today, 1)),
    monthFrom,
    lastMonthFrom: zonedInstant(lastMonth),
    lastMonthSameSpanEnd: sameSpanEnd,
    /** The rolling window of the job figures: the last 30 days up to now. */
    jobsFrom: new Date(now.getTime() - JOB_WINDOW_DAYS * DAY_MS),
    thisWeek: weekStart(today),
  };
}
export type Windows = ReturnType<typeof windowsAt>;

/** The `count` Sundays ending with this week's, oldest first. */
export function lastWeeks(today: IsoDate, count: number): IsoDate[] {
  const last = weekStart(today);
  return Array.from({ length: count }, (_, index) => addDays(last, -7 * (count - 1 - index)));
}

/** The `count` months (YYYY-MM-01) ending with this one, oldest first. */
export function lastMonths(today: IsoDate, count: number): IsoDate[] {
  const months: IsoDate[] = [monthStart(today)];
  while (months.length < count) months.unshift(monthStart(addDays(months[0]!, -1)));
  return months;
}
