import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CalendarFeedSource } from '#shared/domain/scheduling.ts';
import { calendarEvents } from '../../db/schema/calendar.ts';
import type { BusyEvent } from '../../integrations/calendar-feed.ts';

/** A busy time of a connected calendar, as the slot reads need it. */
export interface BusyTime {
  id: number;
  source: CalendarFeedSource;
  startAt: Date;
  endAt: Date;
}

/** The busy times read from the company's calendars' feeds (decision 0018, "Calendar feeds"). */
export function createCalendarEventsRepository(db: Database) {
  return {
    /** Busy times overlapping [from, to), earliest first. */
    async busyBetween(from: Date, to: Date): Promise<BusyTime[]> {
      return db
        .select({ id: calendarEvents.id, source: calendarEvents.source, startAt: calendarEvents.startAt, endAt: calendarEvents.endAt })
        .from(calendarEvents)
        .where(and(lt(calendarEvents.startAt, to), gt(calendarEvents.endAt, from)))
        .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id));
    },

    /**
     * Within a transaction: the source's busy times that overlap the window become exactly `events`,
     * so an event removed from the calendar stops blocking. Rows outside the window are left alone.
     */
    async replaceInWindow(source: CalendarFeedSource, window: { from: Date; to: Date }, events: BusyEvent[], at: Date): Promise<void> {
      await db
        .delete(calendarEvents)
        .where(and(eq(calendarEvents.source, source), lt(calendarEvents.startAt, window.to), gt(calendarEvents.endAt, window.from)));
      // A row kept from an older window (an event since moved into this one) is overwritten, not duplicated.
      for (let i = 0; i < events.length; i += 500) {
        const rows = events.slice(i, i + 500).map((e) => ({
          source,
          uid: e.uid,
          title: e.title,
          startAt: e.start,
          endAt: e.end,
          location: e.location,
          syncedAt: at,
        }));
        if (rows.length > 0) {
          await db
            .insert(calendarEvents)
            .values(rows)
            .onConflictDoUpdate({
              target: [calendarEvents.source, calendarEvents.uid],
              set: {
                title: sql`excluded.title`,
                startAt: sql`excluded.start_at`,
                endAt: sql`excluded.end_at`,
                location: sql`excluded.location`,
                syncedAt: sql`excluded.synced_at`,
              },
            });
        }
      }
    },
  };
}
