import type { Assignment } from '#shared/contracts/operations.ts';
import { companyDate, type IsoDate } from '#shared/domain/company-time.ts';
import { MINNESOTA_TIME_ZONE } from '../../lib/time-format.ts';

/**
 * How the employee portal writes times, hours and miles. Every clock time is Minnesota's, as the
 * server files entries and weeks by Minnesota days, whatever zone the phone is set to.
 */

// Newer ICU puts a narrow no-break space before AM/PM; plain spaces read and copy the same everywhere.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const clock = new Intl.DateTimeFormat('en-US', { timeZone: MINNESOTA_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { timeZone: MINNESOTA_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const calendarDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const hoursNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const milesNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '9:05 AM' */
export const formatClockTime = (iso: string): string => plain(clock.format(new Date(iso)));

/** 'Tue, Nov 24' */
export const formatDay = (iso: string): string => day.format(new Date(iso));

/** A Minnesota calendar day ('2026-11-22') as 'Sun, Nov 22'. */
export const formatCalendarDay = (date: IsoDate): string => calendarDay.format(new Date(`${date}T12:00:00Z`));

/** '9:00 AM – 12:30 PM', or '9:00 AM – now' while the entry is open. */
export function formatTimeRange(from: string, to: string | null): string {
  return `${formatClockTime(from)} – ${to ? formatClockTime(to) : 'now'}`;
}

/** 12.5 -> '12.5', 3 -> '3', 0.333 -> '0.33'. */
export const formatHours = (hours: number): string => hoursNumber.format(hours);

/** '1 hour', '2.5 hours' */
export const hoursLabel = (hours: number): string => `${formatHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

/** 48213.44 -> '48,213.4' */
export const formatMiles = (miles: number): string => milesNumber.format(miles);

/** '25 min', '1 h 05 min' */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}

/** A running clock: '0:04:09', '1:02:03'. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** 'Office cleaning · Acme Dental', how a visit is named in a picker or beside an entry. */
export const assignmentName = (assignment: Pick<Assignment, 'serviceType' | 'clientName'>): string =>
  `${assignment.serviceType} · ${assignment.clientName}`;

/** The visits of today (Minnesota) and those after it, each earliest first; earlier visits are left out. */
export function splitAssignments(assignments: readonly Assignment[], now: Date): { today: Assignment[]; upcoming: Assignment[] } {
  const todayDate = companyDate(now);
  const sorted = [...assignments].sort((a, b) => Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate));
  const dayOf = (assignment: Assignment) => companyDate(new Date(assignment.scheduledDate));
  return {
    today: sorted.filter((assignment) => dayOf(assignment) === todayDate),
    upcoming: sorted.filter((assignment) => dayOf(assignment) > todayDate),
  };
}

/** Visits one may clock in to now: today's that are still confirmed (the server checks the time window). */
export function clockableAssignments(assignments: readonly Assignment[], now: Date): Assignment[] {
  return splitAssignments(assignments, now).today.filter((assignment) => assignment.status === 'confirmed');
}

/** Visits a manual entry may name: those that have started (a manual entry records past work). */
export function pastAssignments(assignments: readonly Assignment[], now: Date): Assignment[] {
  return assignments
    .filter((assignment) => Date.parse(assignment.scheduledDate) <= now.getTime())
    .sort((a, b) => Date.parse(b.scheduledDate) - Date.parse(a.scheduledDate));
}

/**
 * The visit of the moment among `visits` (today's that can be clocked into): the one under way now,
 * else the next to start, else the one that ended last (a late clock-in still belongs to it). The
 * clock's chooser starts on it. Undefined when there is none.
 */
export function visitOfTheMoment(visits: readonly Assignment[], now: Date): Assignment | undefined {
  const at = now.getTime();
  const span = (visit: Assignment) => {
    const start = Date.parse(visit.scheduledDate);
    return { visit, start, end: start + visit.duration * 3_600_000 };
  };
  const spans = visits.map(span).sort((a, b) => a.start - b.start);
  return (
    // Under way: of two that overlap, the one that started last.
    spans.filter(({ start, end }) => start <= at && at < end).at(-1)?.visit ??
    spans.find(({ start }) => start > at)?.visit ??
    spans.filter(({ end }) => end <= at).at(-1)?.visit
  );
}
