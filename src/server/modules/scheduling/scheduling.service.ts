import type { AvailabilitySlot, CalendarEvent, CalendarIntegrations } from '#shared/contracts/scheduling.ts';
import { addDays, companyDate, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { horizonMessage, lastBookableDay, SLOT_MINUTES, slotTimes } from '#shared/domain/scheduling.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createCalendarEventsRepository } from './calendar-events.repository.ts';
import { createSchedulingRepository, type BookedTime } from './scheduling.repository.ts';

const MINUTE = 60_000;

export interface SchedulingDeps {
  db: Database;
  calendars: AppConfig['calendars'];
  now?: () => Date;
}

/** Which of the company's calendars are connected: those whose secret iCalendar address is configured. */
export const connectedCalendars = (calendars: AppConfig['calendars']): CalendarIntegrations => ({
  google: Boolean(calendars.googleIcsUrl),
  outlook: Boolean(calendars.outlookIcsUrl),
});

const endOf = (booked: BookedTime) => new Date(booked.scheduledStart.getTime() + booked.durationMinutes * MINUTE);

/** What takes the calendar's time in a window: its bookings and the connected calendars' busy times. */
async function takenBetween(db: Database, from: Date, to: Date, at: Date): Promise<CalendarEvent[]> {
  const booked = await createSchedulingRepository(db).bookedBetween(from, to, at);
  const busy = await createCalendarEventsRepository(db).busyBetween(from, to);
  const events: CalendarEvent[] = [
    ...booked.map((b) => ({
      id: `internal-${b.id}`,
      title: 'Booked',
      start: b.scheduledStart.toISOString(),
      end: endOf(b).toISOString(),
      location: null,
      source: 'internal' as const,
    })),
    // The company's own appointments: the public sees only that the time is taken, never their titles or places.
    ...busy.map((e) => ({
      id: `${e.source}-${e.id}`,
      title: 'Busy',
      start: e.startAt.toISOString(),
      end: e.endAt.toISOString(),
      location: null,
      source: e.source,
    })),
  ];
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

/**
 * The scheduling page's reads (decision 0018). A day past the horizon is refused: nobody may book
 * it, and an open-ended read would let one request walk the calendar for years. Past days are
 * allowed (every slot is then taken: it has passed).
 */
export function createSchedulingService(deps: SchedulingDeps) {
  const now = deps.now ?? (() => new Date());

  /** The day's window [midnight, next midnight) in Minnesota, after checking the horizon. */
  function dayWindow(date: IsoDate): { from: Date; to: Date } {
    const today = companyDate(now());
    if (date > lastBookableDay(today)) throw new AppError('VALIDATION_FAILED', horizonMessage(today), { date: horizonMessage(today) });
    return { from: zonedInstant(date), to: zonedInstant(addDays(date, 1)) };
  }

  return {
    /** Every slot of the day: taken when it has started or overlaps a booking or a busy time of a connected calendar. */
    async availability(date: IsoDate): Promise<AvailabilitySlot[]> {
      const { from, to } = dayWindow(date);
      const times = slotTimes(date);
      if (times.length === 0) return [];
      const at = now();
      const spans = (await takenBetween(deps.db, from, to, at)).map((e) => ({ start: Date.parse(e.start), end: Date.parse(e.end) }));
      return times.map((time) => {
        const start = zonedInstant(date, time).getTime();
        const end = start + SLOT_MINUTES * MINUTE;
        const taken = spans.some((b) => b.start < end && start < b.end);
        return { date, time, duration: SLOT_MINUTES, available: start > at.getTime() && !taken };
      });
    },

    /** The day's bookings ("Booked") and busy times ("Busy") as the spec's events, saying only that the time is taken. */
    async events(date: IsoDate): Promise<CalendarEvent[]> {
      const { from, to } = dayWindow(date);
      return takenBetween(deps.db, from, to, now());
    },

    integrations: (): CalendarIntegrations => connectedCalendars(deps.calendars),
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
