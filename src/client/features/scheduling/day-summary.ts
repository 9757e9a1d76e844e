import type { IsoDate } from '#shared/domain/company-time.ts';
import type { DayKind } from './calendar-days.ts';
import { freeCount, freeTimesText } from './slot-view.ts';
import type { DaySlots } from './use-schedule.ts';

/** What a day that cannot be booked says in place of its times. */
export const dayClosedText: Record<Exclude<DayKind, 'open'>, string> = {
  past: 'Past',
  closed: 'Closed',
  beyond: 'Not yet bookable',
};

/** A bookable day in a few words, for the name of its button: '11 free times', 'fully booked'. */
export function daySummary(day: IsoDate, today: IsoDate, state: DaySlots | undefined): string {
  if (!state || state.status === 'loading') return 'loading free times';
  if (state.status === 'error') return 'free times not loaded';
  const count = freeCount(state.slots);
  if (count > 0) return freeTimesText(count);
  return day === today ? 'no more free times today' : 'fully booked';
}
