import { addDays, type IsoDate, weekdayOf } from './company-time.ts';

/**
 * Company holidays (decision 0043): the days the company is normally closed, computed for any year
 * from rules (no table of dates to keep up). A plan visit that falls on one is flagged for the admin,
 * who asks the customer and then moves or cancels it; nothing is skipped on its own.
 */

/** How a holiday's day is found in a year: a fixed date, the nth weekday of a month, or the last one. */
type HolidayDate =
  | { kind: 'fixed'; month: number; day: number }
  | { kind: 'nth-weekday'; month: number; weekday: number; nth: number; plusDays?: number }
  | { kind: 'last-weekday'; month: number; weekday: number };

interface HolidayRule {
  name: string;
  date: HolidayDate;
  /**
   * Federal practice for a fixed-date holiday on a weekend: offices close on the Friday before a
   * Saturday and the Monday after a Sunday. That day is flagged too, as "(observed)".
   */
  observed?: boolean;
}

/** Every holiday the company can choose from, by id. */
export const HOLIDAY_RULES = {
  'new-years-day': { name: 'New Year’s Day', date: { kind: 'fixed', month: 1, day: 1 }, observed: true },
  'martin-luther-king-day': { name: 'Martin Luther King Jr. Day', date: { kind: 'nth-weekday', month: 1, weekday: 1, nth: 3 } },
  'presidents-day': { name: 'Presidents’ Day', date: { kind: 'nth-weekday', month: 2, weekday: 1, nth: 3 } },
  'memorial-day': { name: 'Memorial Day', date: { kind: 'last-weekday', month: 5, weekday: 1 } },
  juneteenth: { name: 'Juneteenth', date: { kind: 'fixed', month: 6, day: 19 }, observed: true },
  'independence-day': { name: 'Independence Day', date: { kind: 'fixed', month: 7, day: 4 }, observed: true },
  'labor-day': { name: 'Labor Day', date: { kind: 'nth-weekday', month: 9, weekday: 1, nth: 1 } },
  'columbus-day': { name: 'Columbus Day', date: { kind: 'nth-weekday', month: 10, weekday: 1, nth: 2 } },
  'veterans-day': { name: 'Veterans Day', date: { kind: 'fixed', month: 11, day: 11 }, observed: true },
  thanksgiving: { name: 'Thanksgiving Day', date: { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4 } },
  'day-after-thanksgiving': {
    name: 'Day after Thanksgiving',
    date: { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4, plusDays: 1 },
  },
  'christmas-eve': { name: 'Christmas Eve', date: { kind: 'fixed', month: 12, day: 24 } },
  'christmas-day': { name: 'Christmas Day', date: { kind: 'fixed', month: 12, day: 25 }, observed: true },
  'new-years-eve': { name: 'New Year’s Eve', date: { kind: 'fixed', month: 12, day: 31 } },
} as const satisfies Record<string, HolidayRule>;

export type HolidayId = keyof typeof HOLIDAY_RULES;

/**
 * The company's closures: the holidays commercial clients in the Twin Cities mostly close on, plus
 * Christmas Eve. To change them, change this list (the API, the screens and the tests follow).
 */
export const COMPANY_HOLIDAYS: readonly HolidayId[] = [
  'new-years-day',
  'memorial-day',
  'independence-day',
  'labor-day',
  'thanksgiving',
  'day-after-thanksgiving',
  'christmas-eve',
  'christmas-day',
];

export interface Holiday {
  date: IsoDate;
  /** "Christmas Day", "Independence Day (observed)"; two holidays on one day are joined with "and". */
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function dateIn(year: number, rule: HolidayDate): IsoDate {
  switch (rule.kind) {
    case 'fixed':
      return dayOf(year, rule.month, rule.day);
    case 'nth-weekday': {
      const first = dayOf(year, rule.month, 1);
      const offset = (rule.weekday - weekdayOf(first) + 7) % 7;
      return addDays(first, offset + (rule.nth - 1) * 7 + (rule.plusDays ?? 0));
    }
    case 'last-weekday': {
      const last = dayOf(year, rule.month, daysInMonth(year, rule.month));
      return addDays(last, -((weekdayOf(last) - rule.weekday + 7) % 7));
    }
  }
}

/** A Saturday holiday is observed on the Friday before, a Sunday one on the Monday after. */
function observedDay(date: IsoDate): IsoDate | null {
  const weekday = weekdayOf(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return null;
}

/** The holidays of `ids` in `year`, by date (an observed day may come from next year's New Year's Day). */
export function holidaysOfYear(year: number, ids: readonly HolidayId[] = COMPANY_HOLIDAYS): Holiday[] {
  const names = new Map<IsoDate, string[]>();
  const add = (date: IsoDate, name: string) => {
    if (Number(date.slice(0, 4)) !== year) return;
    const list = names.get(date) ?? [];
    if (!list.includes(name)) list.push(name);
    names.set(date, list);
  };
  // The year around, so that an observed day crossing New Year lands in the year it falls in.
  for (const y of [year - 1, year, year + 1]) {
    for (const id of ids) {
      const rule: HolidayRule = HOLIDAY_RULES[id];
      const date = dateIn(y, rule.date);
      add(date, rule.name);
      const observed = rule.observed ? observedDay(date) : null;
      if (observed) add(observed, `${rule.name} (observed)`);
    }
  }
  return [...names.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, name: list.join(' and ') }));
}

const byYear = new Map<string, Map<IsoDate, string>>();

/** The name of the company holiday on a Minnesota day ('2026-12-25' -> 'Christmas Day'), else null. */
export function holidayOn(date: IsoDate, ids: readonly HolidayId[] = COMPANY_HOLIDAYS): string | null {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year)) return null;
  const key = `${year}|${ids.join()}`;
  let days = byYear.get(key);
  if (!days) {
    days = new Map(holidaysOfYear(year, ids).map((h) => [h.date, h.name]));
    byYear.set(key, days);
  }
  return days.get(date) ?? null;
}

/** The holidays among `dates`, in their order (a plan's coming visit days, say). */
export function holidaysAmong(dates: readonly IsoDate[], ids: readonly HolidayId[] = COMPANY_HOLIDAYS): Holiday[] {
  const found: Holiday[] = [];
  for (const date of dates) {
    const name = holidayOn(date, ids);
    if (name) found.push({ date, name });
  }
  return found;
}
