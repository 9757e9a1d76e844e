import { addDays, type IsoDate } from './company-time.ts';
import type { PlanFrequency } from './operations.ts';
import { planOccurrences } from './plan-schedule.ts';

/**
 * The schedule a converted quote starts with (decision 0017; the quote names no day or time): the
 * first visit at least a week after the conversion, on the frequency's usual days, in the evening.
 * The admin changes any of it afterwards; the acceptance page says "We will confirm your schedule".
 */

/** A plan made from an accepted quote starts at least this many days after the acceptance. */
export const CONVERSION_LEAD_DAYS = 7;
/** The quote's "after business hours" (agreement §2.2): 6 PM Minnesota time. */
export const DEFAULT_VISIT_TIME = '18:00';

/**
 * Monday for the weekly and rarer plans (Monthly: the first Monday), Monday and Thursday for 2 times a
 * week, Monday, Wednesday and Friday for 3 (visits spread over the week: decision 0039), Monday to
 * Friday for Daily-5, every day for Daily-7.
 */
export function defaultServiceDays(frequency: PlanFrequency): number[] {
  switch (frequency) {
    case 'Daily-7':
      return [0, 1, 2, 3, 4, 5, 6];
    case 'Daily-5':
      return [1, 2, 3, 4, 5];
    case '3x-Weekly':
      return [1, 3, 5];
    case '2x-Weekly':
      return [1, 4];
    default:
      return [1];
  }
}

/**
 * The plan's start: the first day on or after `today` + CONVERSION_LEAD_DAYS that is a visit of a plan
 * starting that day. The plan then starts on its first visit: the first of its weekdays to come for 2 and
 * 3 times a week, Monday for Weekly and Bi-weekly (whose every-other-week count begins with that week),
 * the first Monday of a month for Monthly, of January, April, July or October for Quarterly. Falls back to the earliest day if the days give no visit
 * (never for valid days: a quarter's first service day is at most about 100 days after any day).
 */
export function conversionStartsOn(frequency: PlanFrequency, serviceDays: readonly number[], today: IsoDate): IsoDate {
  const earliest = addDays(today, CONVERSION_LEAD_DAYS);
  for (let day = earliest, n = 0; n < 130; n++, day = addDays(day, 1)) {
    if (planOccurrences({ frequency, serviceDays, startsOn: day }, day, day).length === 1) return day;
  }
  return earliest;
}

/** Minutes of one visit from the quote's hours per cleaner: to the nearest quarter hour, 15 minutes to 16 hours. */
export function visitMinutesFromHours(hoursPerCleaner: number): number {
  const quarters = Math.round((hoursPerCleaner * 60) / 15);
  return Math.min(960, Math.max(15, quarters * 15));
}

/** The crew size a quote asks for (cleaners needed), within what a plan takes (1 to 50). */
export function crewSizeFromQuote(cleanersNeeded: number): number {
  return Math.min(50, Math.max(1, Math.round(cleanersNeeded)));
}
