import { addDays, companyDate, weekdayOf, zonedInstant, type IsoDate } from './company-time.ts';

/**
 * The company's appointment calendar (issue 14, decision 0018): when a visitor may book a visit on
 * the scheduling page. Times are Minnesota wall-clock times ('HH:MM'); days are Minnesota days.
 */

export interface OpeningHours {
  /** The first minute a visit may start. */
  open: string;
  /** Every visit ends by then. */
  close: string;
}

const WEEKDAY = { open: '06:00', close: '20:00' } as const;
/** By weekday, 0 = Sunday: Monday to Friday 6 AM to 8 PM, Saturday 8 AM to 6 PM, Sunday closed. */
export const BUSINESS_HOURS: readonly (OpeningHours | null)[] = [
  null,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  { open: '08:00', close: '18:00' },
];

/** One slot per hour start, each an hour long. */
export const SLOT_MINUTES = 60;
/** Visitors book at most this many days ahead (today counts as day 0). */
export const SCHEDULING_HORIZON_DAYS = 90;
/** The booking form's lengths in hours (8 is "Full Day"); the API takes them in minutes. */
export const BOOKING_HOURS = [1, 2, 3, 4, 5, 6, 8] as const;
/**
 * A booking made on the scheduling page is a walk-through: a free sales appointment where the
 * estimator sees the building before quoting (decision 0041). It is not cleaning work: no crew, no
 * price, no invoice, no pay, and it stays out of the crew figures. Its length is the company's, one
 * slot; a visitor does not choose it (signed-in admins booking on the page may).
 */
export const WALK_THROUGH_MINUTES = 60;
export const isWalkThrough = (booking: { source: string }): boolean => booking.source === 'scheduling';
/**
 * Who confirms a held walk-through (decision 0041): the visitor, from the link e-mailed to them; or,
 * while the site sends no e-mail, the office, after calling them (the hold then lasts until the visit).
 */
export const bookingConfirmers = ['email', 'office'] as const;
export type BookingConfirmer = (typeof bookingConfirmers)[number];
/** Where the visitor wants the appointment added; google and outlook only while that calendar is connected. */
export const calendarIntegrations = ['none', 'google', 'outlook'] as const;
export type CalendarIntegration = (typeof calendarIntegrations)[number];

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The opening hours of a day, or null when the company is closed. */
export function hoursOn(date: IsoDate): OpeningHours | null {
  return BUSINESS_HOURS[weekdayOf(date)] ?? null;
}

/** The start times of a day's slots: every hour from opening until the last one that ends by closing. */
export function slotTimes(date: IsoDate): string[] {
  const hours = hoursOn(date);
  if (!hours) return [];
  const times: string[] = [];
  for (let start = minutesOf(hours.open); start + SLOT_MINUTES <= minutesOf(hours.close); start += SLOT_MINUTES) times.push(timeOf(start));
  return times;
}

/** The last day a visitor may book or look at (today + the horizon). */
export const lastBookableDay = (today: IsoDate): IsoDate => addDays(today, SCHEDULING_HORIZON_DAYS);

/**
 * The first day, from today, that still has an hour to start: today until its last hour has begun, then
 * the next open day (on a Saturday evening, the Monday after). The calendar opens on its week, so it
 * never opens on a week whose free hours have all passed.
 */
export function firstDayWithHoursLeft(now: Date): IsoDate {
  const today = companyDate(now);
  for (let day = today; day <= lastBookableDay(today); day = addDays(day, 1)) {
    if (slotTimes(day).some((time) => zonedInstant(day, time).getTime() > now.getTime())) return day;
  }
  return today;
}

export const horizonMessage = (today: IsoDate) =>
  `Choose a date within the next ${SCHEDULING_HORIZON_DAYS} days (up to ${lastBookableDay(today)})`;

export interface RequestedVisit {
  date: IsoDate;
  time: string;
  durationMinutes: number;
}

/**
 * What is wrong with a requested start, by the booking payload's field names (empty when it can be
 * booked as far as the calendar's rules go; overlaps are checked under the lock): a day in the past,
 * beyond the horizon or a Sunday names preferredDate; a time off the hour, outside the hours (the whole
 * visit must end by closing) or already past names preferredTime.
 */
export function visitTimeProblems(visit: RequestedVisit, now: Date, today: IsoDate): Record<string, string> {
  if (visit.date < today) return { preferredDate: 'Choose today or a later date' };
  if (visit.date > lastBookableDay(today)) return { preferredDate: horizonMessage(today) };
  const hours = hoursOn(visit.date);
  if (!hours) return { preferredDate: 'We are closed on Sundays: choose a day from Monday to Saturday' };
  const start = minutesOf(visit.time);
  if (start % SLOT_MINUTES !== 0) return { preferredTime: 'Choose a start time on the hour, like 09:00' };
  const latest = minutesOf(hours.close) - visit.durationMinutes;
  if (start < minutesOf(hours.open) || start > latest) {
    const hoursLong = visit.durationMinutes / 60;
    const length = `a visit of ${hoursLong} hour${hoursLong === 1 ? '' : 's'}`;
    return {
      preferredTime:
        latest < minutesOf(hours.open)
          ? `On ${WEEKDAY_NAMES[weekdayOf(visit.date)]}s we are open ${hours.open} to ${hours.close}: ${length} does not fit`
          : `On ${WEEKDAY_NAMES[weekdayOf(visit.date)]}s ${length} can start from ${hours.open} to ${timeOf(latest)}, so that it ends by ${hours.close}`,
    };
  }
  if (zonedInstant(visit.date, visit.time).getTime() <= now.getTime()) {
    return { preferredTime: 'That time has passed: choose a later time' };
  }
  return {};
}

/** The company's calendars read from their iCalendar feeds into busy times (decision 0018, "Calendar feeds"). */
export const calendarFeedSources = ['google', 'outlook'] as const;
export type CalendarFeedSource = (typeof calendarFeedSources)[number];
