import { addDays, weekdayOf, type IsoDate } from '#shared/domain/company-time.ts';
import type { Random } from './random.ts';

/** Times of day the story's people act at (Minnesota wall clock). */

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The office at work: 8:00 to 17:30. */
export const officeTime = (r: Random) => hhmm(r.int(8 * 60, 17 * 60 + 30));
/** A visitor on the website: mostly office hours, some evenings. */
export const visitorTime = (r: Random) => hhmm(r.chance(0.8) ? r.int(7 * 60, 18 * 60) : r.int(18 * 60, 22 * 60 + 30));

/** The first Monday to Friday on or after `day`. */
export function businessDayFrom(day: IsoDate): IsoDate {
  let d = day;
  while (weekdayOf(d) === 0 || weekdayOf(d) === 6) d = addDays(d, 1);
  return d;
}

/** `days` business days after `day` (0: `day` itself, moved off a weekend). */
export function businessDaysAfter(day: IsoDate, days: number): IsoDate {
  let d = businessDayFrom(day);
  for (let n = 0; n < days; n++) d = businessDayFrom(addDays(d, 1));
  return d;
}
