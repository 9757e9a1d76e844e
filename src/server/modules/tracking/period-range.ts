import type { AnalyticsPeriod } from '#shared/contracts/tracking.ts';

export const COMPANY_TIME_ZONE = 'America/Chicago';

/** The UTC instant of a wall-clock time in the company's time zone. */
export function zonedInstant(year: number, month: number, day: number, timeZone = COMPANY_TIME_ZONE): Date {
  const guess = new Date(Date.UTC(year, month - 1, day));
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(guess)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asIfUtc = Date.UTC(parts['year']!, parts['month']! - 1, parts['day']!, parts['hour']!, parts['minute']!);
  return new Date(guess.getTime() - (asIfUtc - guess.getTime()));
}

function localDate(now: Date, timeZone = COMPANY_TIME_ZONE) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts['weekday']!);
  return { year: Number(parts['year']), month: Number(parts['month']), day: Number(parts['day']), weekday };
}

/**
 * The half-open range [from, to) of a period in Minnesota time: today, this
 * week (from Sunday, as the spec's weeks start), this month, this year, or a
 * whole past year when `year` is given with period=year.
 */
export function periodRange(period: AnalyticsPeriod, now: Date, year?: number): { from: Date; to: Date } {
  const d = localDate(now);
  if (period === 'year') {
    const y = year ?? d.year;
    return { from: zonedInstant(y, 1, 1), to: y === d.year ? now : zonedInstant(y + 1, 1, 1) };
  }
  if (period === 'month') return { from: zonedInstant(d.year, d.month, 1), to: now };
  if (period === 'week') {
    const sunday = new Date(Date.UTC(d.year, d.month - 1, d.day - d.weekday));
    return { from: zonedInstant(sunday.getUTCFullYear(), sunday.getUTCMonth() + 1, sunday.getUTCDate()), to: now };
  }
  return { from: zonedInstant(d.year, d.month, d.day), to: now };
}
