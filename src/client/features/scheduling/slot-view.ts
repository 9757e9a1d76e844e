import type { AvailabilitySlot, CalendarEvent } from '#shared/contracts/scheduling.ts';
import { addDays, companyDate, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { minutesOf } from '#shared/domain/scheduling.ts';
import { formatShortDay, formatWallTime, minnesotaClock } from '../../lib/business-format.ts';

/** A week's day cell shows at most this many free times (spec §2); the rest are counted. */
export const WEEK_CELL_SLOTS = 3;

/** The free times of a day cell, and how many more the day has. */
export function cellSlots(slots: readonly AvailabilitySlot[], max = WEEK_CELL_SLOTS): { shown: AvailabilitySlot[]; more: number } {
  const free = slots.filter((slot) => slot.available);
  return { shown: free.slice(0, max), more: Math.max(0, free.length - max) };
}

export const freeCount = (slots: readonly AvailabilitySlot[]): number => slots.filter((slot) => slot.available).length;

/**
 * How many hours are free from `time` on: the free slots that follow it without a gap. The last
 * slot of a day ends at closing, so this is also the longest visit that can start then.
 */
export function freeHoursFrom(slots: readonly AvailabilitySlot[], time: string): number {
  const free = new Set(slots.filter((slot) => slot.available).map((slot) => minutesOf(slot.time)));
  let hours = 0;
  for (let start = minutesOf(time); free.has(start); start += 60) hours += 1;
  return hours;
}

/** Why a slot cannot be chosen: its hour has come (or its day has gone), else someone has the time. */
export function takenReason(slot: AvailabilitySlot, now: Date): 'Passed' | 'Booked' {
  return zonedInstant(slot.date, slot.time).getTime() <= now.getTime() ? 'Passed' : 'Booked';
}

/** 'Tue, Nov 24 at 9:00 AM'. */
export const slotLabel = (date: IsoDate, time: string): string => `${formatShortDay(date)} at ${formatWallTime(time)}`;

/** '11 free times', '1 free time'. */
export const freeTimesText = (count: number): string => `${count} free time${count === 1 ? '' : 's'}`;

/**
 * When an event of `day` takes the time, in Minnesota time: '9:00 AM – 10:00 AM'; one that began
 * the day before reads 'Until …', one that runs into the next day 'From …', one that covers it 'All day'.
 */
export function eventTimeLabel(event: Pick<CalendarEvent, 'start' | 'end'>, day: IsoDate): string {
  const startsBefore = companyDate(new Date(event.start)) < day;
  const endsAfter = new Date(event.end).getTime() > zonedInstant(addDays(day, 1)).getTime();
  const start = formatWallTime(minnesotaClock(event.start));
  const end = formatWallTime(minnesotaClock(event.end));
  if (startsBefore && endsAfter) return 'All day';
  if (startsBefore) return `Until ${end}`;
  if (endsAfter) return `From ${start}`;
  return `${start} – ${end}`;
}
