import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/operations.ts';

export type SchedulingBookingRow = typeof bookings.$inferSelect;
export type NewSchedulingBooking = typeof bookings.$inferInsert;

/** A booking of the appointment calendar: when it starts and how long it lasts. */
export interface BookedTime {
  id: number;
  scheduledStart: Date;
  durationMinutes: number;
}

/** Bookings on the calendar are taken one at a time across instances (pg_advisory_xact_lock; 'SCHD'). */
const CALENDAR_LOCK_KEY = 0x5343_4844;

/**
 * No booking lasts a day (visit lengths stop at 960 minutes): a booking that reaches into a window
 * starts less than a day before it. The bound lets the start index find them without reading every
 * earlier booking.
 */
const LONGEST_BOOKING_MS = 24 * 3_600_000;

/**
 * The company's appointment calendar in `bookings` (decision 0018): the bookings made on the
 * scheduling page (source 'scheduling') that are not cancelled. Plan visits and the admin's one-offs
 * are crew work and do not take the sales calendar's time.
 */
export function createSchedulingRepository(db: Database) {
  return {
    /** Within a transaction: waits until no other booking holds the calendar; released at commit. */
    async lockCalendar(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK_KEY})`);
    },

    /**
     * The calendar's bookings that overlap [from, to), earliest first. A pending booking counts while
     * its hold runs at `at` (decision 0034): once it has run out, its slot is free on every instance.
     */
    async bookedBetween(from: Date, to: Date, at: Date = new Date()): Promise<BookedTime[]> {
      return db
        .select({ id: bookings.id, scheduledStart: bookings.scheduledStart, durationMinutes: bookings.durationMinutes })
        .from(bookings)
        .where(
          and(
            eq(bookings.source, 'scheduling'),
            ne(bookings.status, 'cancelled'),
            or(ne(bookings.status, 'pending'), gt(bookings.heldUntil, at)),
            gt(bookings.scheduledStart, new Date(from.getTime() - LONGEST_BOOKING_MS)),
            lt(bookings.scheduledStart, to),
            sql`${bookings.scheduledStart} + ${bookings.durationMinutes} * interval '1 minute' > ${from.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(bookings.scheduledStart), asc(bookings.id));
    },

    /** The calendar's confirmed (or done) bookings that start in [from, to), whole rows (the company's own feed shows them). */
    async bookingsStartingBetween(from: Date, to: Date): Promise<SchedulingBookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.source, 'scheduling'),
            inArray(bookings.status, ['confirmed', 'completed']),
            gte(bookings.scheduledStart, from),
            lt(bookings.scheduledStart, to),
          ),
        )
        .orderBy(asc(bookings.scheduledStart), asc(bookings.id))
        .limit(5000);
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
      return row !== undefined;
    },

    async insertBooking(values: NewSchedulingBooking): Promise<SchedulingBookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },
  };
}
