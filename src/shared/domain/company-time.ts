import { COMPANY_TIME_ZONE } from './company.ts';

/**
 * Calendar arithmetic in the company's time zone. A business day (a plan's visit day, an
 * invoice date, a timesheet week) is an ISO date string 'YYYY-MM-DD' on the Minnesota calendar;
 * an instant is a Date. Date strings are added to as UTC dates, which has no DST to trip over.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not an ISO date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function fromUtc(at: Date): IsoDate {
  return at.toISOString().slice(0, 10);
}

function asUtc(date: IsoDate): Date {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && fromUtc(asUtc(value)) === value;
}

/**
 * One formatter per time zone and use, made on first need: building an Intl.DateTimeFormat costs
 * tens of microseconds, formatting with one about a microsecond, and a list of a year of visits
 * names the day of each (issue 13's portal calls spent most of their time here).
 */
function cachedFormat(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: (timeZone: string) => Intl.DateTimeFormat) {
  let format = cache.get(timeZone);
  if (!format) cache.set(timeZone, (format = make(timeZone)));
  return format;
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The Minnesota calendar day of an instant: 11:30 PM on a Saturday in St. Paul is still Saturday. */
export function companyDate(at: Date, timeZone = COMPANY_TIME_ZONE): IsoDate {
  return cachedFormat(
    dayFormats,
    timeZone,
    (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(at);
}

/**
 * The instant of a wall-clock time on a Minnesota calendar day ('09:30'). A time that does not
 * exist (2:30 AM on the spring-forward Sunday) lands an hour later, as a clock set by hand would.
 */
export function zonedInstant(date: IsoDate, time = '00:00', timeZone = COMPANY_TIME_ZONE): Date {
  const { year, month, day } = parts(date);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets in force half a day before and after: the same except on the day of a change.
  const before = offsetAt(new Date(wanted - 43_200_000), timeZone);
  const after = offsetAt(new Date(wanted + 43_200_000), timeZone);
  // The first that reads back as the wanted wall time (1:30 AM on the fall-back night: its first
  // occurrence); neither does inside the spring-forward gap, where the earlier offset moves it ahead.
  const fits = [before, after].find((offset) => offsetAt(new Date(wanted - offset), timeZone) === offset);
  return new Date(wanted - (fits ?? before));
}

/** Milliseconds the zone's wall clock is ahead of UTC at `at` (negative in Minnesota). */
function offsetAt(at: Date, timeZone: string): number {
  const wallClock = cachedFormat(
    wallFormats,
    timeZone,
    (zone) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      }),
  );
  const p = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(p['year']!, p['month']! - 1, p['day']!, p['hour']!, p['minute']!, p['second']!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const at = asUtc(date);
  at.setUTCDate(at.getUTCDate() + days);
  return fromUtc(at);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return asUtc(date).getUTCDay();
}

/** The Sunday that starts the week of `date` (the spec's weeks start on Sunday). */
export function weekStart(date: IsoDate): IsoDate {
  return addDays(date, -weekdayOf(date));
}

/** The first day of the month of `date`. */
export function monthStart(date: IsoDate): IsoDate {
  const { year, month } = parts(date);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The first day of the month after the month of `date`. */
export function nextMonthStart(date: IsoDate): IsoDate {
  const { year, month } = parts(date);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The first day of the month `months` whole months from the month of `date` (negative: before). */
export function shiftMonth(date: IsoDate, months: number): IsoDate {
  const { year, month } = parts(date);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000);
}
