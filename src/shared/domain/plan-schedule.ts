import { addDays, daysBetween, type IsoDate, monthStart, weekdayOf, weekStart } from './company-time.ts';
import type { PlanFrequency } from './operations.ts';

/** What decides a plan's visit days (decision 0017): Minnesota dates, weekdays 0 = Sunday .. 6 = Saturday. */
export interface PlanSchedule {
  frequency: PlanFrequency;
  serviceDays: readonly number[];
  startsOn: IsoDate;
  /** The last day the plan may have a visit; null or absent: open-ended. */
  endsOn?: IsoDate | null | undefined;
}

/** The months a Quarterly plan visits in: January, April, July and October. */
const QUARTER_MONTHS = new Set([1, 4, 7, 10]);

/** Day of the month (1..31) of the first day in the month of `date` that falls on one of `days`. */
function firstServiceDayOfMonth(date: IsoDate, days: ReadonlySet<number>): number {
  const first = weekdayOf(monthStart(date));
  let offset = 7;
  for (const day of days) offset = Math.min(offset, (day - first + 7) % 7);
  return 1 + offset;
}

/** Whether `date` (already on one of the plan's weekdays, within its dates) is a visit day for the frequency. */
function onFrequency(plan: PlanSchedule, date: IsoDate, days: ReadonlySet<number>): boolean {
  switch (plan.frequency) {
    case 'Weekly':
    case '2x-Weekly':
    case '3x-Weekly':
    case 'Daily-5':
    case 'Daily-7':
      return true;
    case 'Bi-weekly':
      // Every other week (Sunday to Saturday), the week of startsOn being the first.
      return (daysBetween(weekStart(plan.startsOn), weekStart(date)) / 7) % 2 === 0;
    case 'Monthly':
      return Number(date.slice(8, 10)) === firstServiceDayOfMonth(date, days);
    case 'Quarterly':
      return QUARTER_MONTHS.has(Number(date.slice(5, 7))) && Number(date.slice(8, 10)) === firstServiceDayOfMonth(date, days);
  }
}

/**
 * The visit days of a plan from `from` to `to` (Minnesota dates, both included), in order.
 *
 * - Every visit falls on one of `serviceDays`, never before `startsOn` and never after `endsOn`.
 * - Weekly, 2 and 3 times a week, Daily-5 and Daily-7 visit on each of their days every week.
 * - Bi-weekly visits in every other week, counted from the week (Sunday start) of `startsOn`.
 * - Monthly visits on the first service day of each month; Quarterly on the first service day of
 *   January, April, July and October. When that day falls before `startsOn`, that month has no
 *   visit: the schedule is the same whichever day the plan started.
 *
 * The answer depends only on the plan and the day, never on the range asked for, so the visits of
 * two adjoining ranges are the visits of the whole.
 */
export function planOccurrences(plan: PlanSchedule, from: IsoDate, to: IsoDate): IsoDate[] {
  const days = new Set(plan.serviceDays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  if (days.size === 0) return [];
  const first = from > plan.startsOn ? from : plan.startsOn;
  const last = plan.endsOn && plan.endsOn < to ? plan.endsOn : to;
  const found: IsoDate[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (days.has(weekdayOf(date)) && onFrequency(plan, date, days)) found.push(date);
  }
  return found;
}

/**
 * How many weekdays a frequency visits on, for those that fix it (2 and 3 times a week, five and seven
 * days a week); null where the admin picks any number (Weekly, Bi-weekly on each ticked day; Monthly,
 * Quarterly on the first of them).
 */
export function requiredServiceDays(frequency: PlanFrequency): number | null {
  switch (frequency) {
    case '2x-Weekly':
      return 2;
    case '3x-Weekly':
      return 3;
    case 'Daily-5':
      return 5;
    case 'Daily-7':
      return 7;
    default:
      return null;
  }
}

const SERVICE_DAYS_MESSAGES: Partial<Record<PlanFrequency, string>> = {
  '2x-Weekly': '2 times a week needs two service days: choose two weekdays',
  '3x-Weekly': '3 times a week needs three service days: choose three weekdays',
  'Daily-5': 'Daily (5 days a week) needs five service days: choose five weekdays',
  'Daily-7': 'Daily-7 visits every day: choose all seven weekdays',
};

/** Where a plan's fields contradict each other: field name -> what is expected (empty when none). */
export function planScheduleProblems(plan: PlanSchedule): Record<string, string> {
  const problems: Record<string, string> = {};
  if (plan.endsOn && plan.endsOn < plan.startsOn) problems['endsOn'] = 'Use an end date on or after the start date';
  const required = requiredServiceDays(plan.frequency);
  if (required !== null && new Set(plan.serviceDays).size !== required)
    problems['serviceDays'] = SERVICE_DAYS_MESSAGES[plan.frequency] ?? `Choose ${required} service days`;
  return problems;
}
