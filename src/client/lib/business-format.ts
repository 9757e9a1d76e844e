import { addDays, companyDate, zonedInstant } from '#shared/domain/company-time.ts';

/**
 * How the back office writes the business's figures: money from cents or dollars, Minnesota calendar
 * days ('2026-11-22') and wall-clock times ('18:00') as people read them, week and month labels.
 * Calendar days are formatted as the day they name, whatever the viewer's own time zone.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' from 123450. */
/** '1,234': a count as every back-office screen writes it. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** '$1,234.50' from 1234.5. */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}

/** Dollars as an input holds them ('180.5' from 18050); '' for none. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Cents from dollars as typed ('1,250.5', '$90'), or null when it is not an amount of at most two decimals. */
export function inputToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayFormat(options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (date: string) => {
    const match = ISO_DATE.exec(date);
    if (!match) return date;
    return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
  };
}

/** 'Sun, Nov 22, 2026'. */
export const formatDay = dayFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
/** 'Sun, Nov 22'. */
export const formatShortDay = dayFormat({ weekday: 'short', month: 'short', day: 'numeric' });
/** 'Nov 22, 2026'. */
export const formatDate = dayFormat({ month: 'short', day: 'numeric', year: 'numeric' });
/** 'Sunday'. */
export const formatWeekday = dayFormat({ weekday: 'long' });
const monthDay = dayFormat({ month: 'short', day: 'numeric' });
const dayOnly = dayFormat({ day: 'numeric' });
const monthYear = dayFormat({ month: 'long', year: 'numeric' });

/** '6:00 PM' from '18:00'. */
export function formatWallTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}

/** 'Nov 22 – 28, 2026' (or 'Nov 29 – Dec 5, 2026', 'Dec 27, 2026 – Jan 2, 2027') for the week starting on `sunday`. */
export function formatWeekRange(sunday: string): string {
  const saturday = addDays(sunday, 6);
  const year = saturday.slice(0, 4);
  if (sunday.slice(0, 4) !== year) return `${formatDate(sunday)} – ${formatDate(saturday)}`;
  if (sunday.slice(5, 7) === saturday.slice(5, 7)) return `${monthDay(sunday)} – ${dayOnly(saturday)}, ${year}`;
  return `${monthDay(sunday)} – ${monthDay(saturday)}, ${year}`;
}

/** 'November 2026' from '2026-11'. */
export function formatMonth(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? monthYear(`${month}-01`) : month;
}

/** '2 h 30 min', '45 min', '3 h'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Today on the Minnesota calendar. */
export function minnesotaToday(now: Date = new Date()): string {
  return companyDate(now);
}

/** The month ('2026-11') before the month of `date`. */
export function previousMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** `count` months ending with the month of `date`, newest first ('2026-11', '2026-10', ...). */
export function recentMonths(date: string, count: number): string[] {
  const months = [date.slice(0, 7)];
  while (months.length < count) months.push(previousMonth(`${months.at(-1)!}-01`));
  return months;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'Mon, Wed, Fri' from [1, 3, 5] (sorted Sunday first); 'Every day' for all seven, 'Mon – Fri' for the working week. */
export function formatServiceDays(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 7) return 'Every day';
  if (sorted.join() === '1,2,3,4,5') return 'Mon – Fri';
  return sorted.map((d) => WEEKDAY_SHORT[d]).join(', ');
}

const clock = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '18:05': the Minnesota wall-clock time of an instant. */
export function minnesotaClock(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return clock.format(at).replace(/^24:/, '00:');
}

/** '2026-11-24T18:05' (what a datetime-local input holds) for an instant, on Minnesota's calendar and clock. */
export function minnesotaDateTimeInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${companyDate(at)}T${minnesotaClock(iso)}`;
}

/** The instant (ISO) of a datetime-local value read as Minnesota time; '' when it is not one. */
export function instantFromMinnesotaInput(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? zonedInstant(match[1]!, match[2]!).toISOString() : '';
}
