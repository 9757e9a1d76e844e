import { addDays, monthStart, nextMonthStart, weekStart, type IsoDate } from '#shared/domain/company-time.ts';
import { hoursOn, lastBookableDay } from '#shared/domain/scheduling.ts';

/**
 * The scheduling calendar's days, Minnesota calendar dates ('2026-11-24'): which days a week or a
 * month shows (weeks start on Sunday, spec §9), which of them can be booked, and where the previous
 * and next buttons lead (never before this week or month, never past the 90-day horizon).
 */

export type CalendarView = 'week' | 'month';

/** What a day is before any slot is read: open for booking, gone, a Sunday, or past the horizon. */
export type DayKind = 'open' | 'past' | 'closed' | 'beyond';

export function dayKind(date: IsoDate, today: IsoDate): DayKind {
  if (date < today) return 'past';
  if (date > lastBookableDay(today)) return 'beyond';
  return hoursOn(date) ? 'open' : 'closed';
}

/** The seven days of the week that holds `date`, Sunday to Saturday. */
export function weekDays(date: IsoDate): IsoDate[] {
  const sunday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** The month of `date` as weeks of seven, Sunday first; null stands for a day of the month before or after. */
export function monthWeeks(date: IsoDate): (IsoDate | null)[][] {
  const first = monthStart(date);
  const next = nextMonthStart(date);
  const weeks: (IsoDate | null)[][] = [];
  for (let sunday = weekStart(first); sunday < next; sunday = addDays(sunday, 7)) {
    weeks.push(weekDays(sunday).map((day) => (day >= first && day < next ? day : null)));
  }
  return weeks;
}

/** The first and last day the view shows around the selected day. */
export function visibleRange(view: CalendarView, selected: IsoDate): { first: IsoDate; last: IsoDate } {
  if (view === 'week') {
    const first = weekStart(selected);
    return { first, last: addDays(first, 6) };
  }
  return { first: monthStart(selected), last: addDays(nextMonthStart(selected), -1) };
}

/** Every day from `first` to `last`. */
export function daysFrom(first: IsoDate, last: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days of the view whose slots are worth reading: past days are all taken, Sundays closed, and the API refuses days past the horizon. */
export function daysToRead(view: CalendarView, selected: IsoDate, today: IsoDate): IsoDate[] {
  const { first, last } = visibleRange(view, selected);
  return daysFrom(first, last).filter((day) => dayKind(day, today) === 'open');
}

/** The day to select in a newly shown range: its first bookable day, else its first day that has not passed. */
export function dayToSelect(first: IsoDate, last: IsoDate, today: IsoDate): IsoDate {
  const days = daysFrom(first < today ? today : first, last);
  return days.find((day) => dayKind(day, today) === 'open') ?? days[0] ?? first;
}

/** The first day to show on arrival: today, or the next day the company is open. */
export function initialDay(today: IsoDate): IsoDate {
  return dayToSelect(today, addDays(today, 6), today);
}

/** The range one week or month before (-1) or after (+1) the one shown. */
function steppedRange(view: CalendarView, selected: IsoDate, step: -1 | 1): { first: IsoDate; last: IsoDate } {
  if (view === 'week') return visibleRange('week', addDays(weekStart(selected), 7 * step));
  const first = step > 0 ? nextMonthStart(selected) : monthStart(addDays(monthStart(selected), -1));
  return visibleRange('month', first);
}

/** Whether the previous (-1) or next (+1) week or month holds a day between today and the horizon. */
export function canStep(view: CalendarView, selected: IsoDate, step: -1 | 1, today: IsoDate): boolean {
  const { first, last } = steppedRange(view, selected, step);
  return last >= today && first <= lastBookableDay(today);
}

/** The day selected after moving one week or month back or forward. */
export function stepSelection(view: CalendarView, selected: IsoDate, step: -1 | 1, today: IsoDate): IsoDate {
  const { first, last } = steppedRange(view, selected, step);
  return dayToSelect(first, last, today);
}
