import type { Database } from '../../db/client.ts';
import { createCalendarEventsRepository } from './calendar-events.repository.ts';
import { createSchedulingRepository } from './scheduling.repository.ts';

/**
 * What takes a time on the appointment calendar (decision 0018): another scheduling booking that is
 * not cancelled (a pending one while its hold runs at `at`), or a busy time of a connected calendar. Call within a transaction: it takes the
 * calendar's lock first, so the answer holds until the caller commits. `except` is the booking being
 * moved, which does not block itself. Answers what is in the way, or null when the time is free.
 */
export async function calendarConflict(
  tx: Database,
  start: Date,
  end: Date,
  except?: number,
  at: Date = new Date(),
): Promise<'booking' | 'busy' | null> {
  const calendar = createSchedulingRepository(tx);
  await calendar.lockCalendar();
  if ((await calendar.bookedBetween(start, end, at)).some((b) => b.id !== except)) return 'booking';
  if ((await createCalendarEventsRepository(tx).busyBetween(start, end)).length > 0) return 'busy';
  return null;
}
