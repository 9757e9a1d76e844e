import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonRow } from '../../db/json-row.ts';
import { bookingRequests, bookings } from '../../db/schema/operations.ts';

export type BookingRequestRow = typeof bookingRequests.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** What the per-e-mail and per-address limits count at one instant (decision 0034). */
export interface BookingCounts {
  /** The e-mail's appointments still ahead: confirmed, or pending with a hold that has not run out. */
  upcomingForEmail: number;
  /** Bookings asked for the e-mail since the window opened, kept or not. */
  emailSince: number;
  /** Bookings made from the client address since the window opened. */
  addressSince: number;
}

/** The office holds live at one instant (decision 0041): unconfirmed, held until their visit, awaiting a call. */
export interface OfficeHoldCounts {
  /** Those booked from the client address. */
  fromAddress: number;
  /** All of them. */
  total: number;
}

/** Why a pending booking ended without a confirmation (its cancel reason, shown to admins). */
export const HOLD_EXPIRED_REASON = 'Not confirmed in time: the hold expired';

/**
 * The scheduling page's booking requests (decision 0034): who asked, the confirmation link's digest
 * and the request the lead is made from. Counts and writes run in the booking's transaction under the
 * calendar's lock, so the limits hold across instances.
 */
export function createBookingRequestsRepository(db: Database) {
  return {
    async insert(values: typeof bookingRequests.$inferInsert): Promise<void> {
      await db.insert(bookingRequests).values(values);
    },

    async counts(emailKey: string, address: string, since: Date, at: Date): Promise<BookingCounts> {
      const atIso = at.toISOString();
      const sinceIso = since.toISOString();
      return jsonRow<BookingCounts>(
        db,
        sql`select
          (select count(*) from ${bookingRequests} r join ${bookings} b on b.id = r.booking_id
            where r.email_key = ${emailKey} and b.scheduled_start > ${atIso}::timestamptz
              and (b.status = 'confirmed' or (b.status = 'pending' and b.held_until > ${atIso}::timestamptz))) as "upcomingForEmail",
          (select count(*) from ${bookingRequests} r
            where r.email_key = ${emailKey} and r.created_at > ${sinceIso}::timestamptz) as "emailSince",
          (select count(*) from ${bookingRequests} r
            where r.requested_from = ${address} and r.created_at > ${sinceIso}::timestamptz) as "addressSince"`,
      );
    },

    /**
     * The office holds still running at `at`: pending, their hold not run out, to be confirmed by the
     * office. Counted live, not per day: one lasts until its visit, weeks ahead (decision 0041).
     */
    async liveOfficeHolds(address: string, at: Date): Promise<OfficeHoldCounts> {
      return jsonRow<OfficeHoldCounts>(
        db,
        sql`select count(*) filter (where r.requested_from = ${address}) as "fromAddress", count(*) as "total"
          from ${bookings} b join ${bookingRequests} r on r.booking_id = b.id
          where b.status = 'pending' and b.held_until > ${at.toISOString()}::timestamptz and r.confirm_by = 'office'`,
      );
    },

    /** The request of a confirmation link and its booking, locked until the transaction ends. */
    async lockByToken(tokenHash: string): Promise<{ request: BookingRequestRow; booking: BookingRow } | undefined> {
      const [row] = await db
        .select({ request: bookingRequests, booking: bookings })
        .from(bookingRequests)
        .innerJoin(bookings, eq(bookings.id, bookingRequests.bookingId))
        .where(eq(bookingRequests.tokenHash, tokenHash))
        .for('update');
      return row;
    },

    /** A booking's request and the booking, locked until the transaction ends (an admin confirming it, decision 0041). */
    async lockByBooking(bookingId: number): Promise<{ request: BookingRequestRow; booking: BookingRow } | undefined> {
      const [row] = await db
        .select({ request: bookingRequests, booking: bookings })
        .from(bookingRequests)
        .innerJoin(bookings, eq(bookings.id, bookingRequests.bookingId))
        .where(eq(bookingRequests.bookingId, bookingId))
        .for('update');
      return row;
    },

    async markConfirmed(bookingId: number, leadId: string, at: Date, manageTokenHash: string): Promise<BookingRow> {
      await db.update(bookingRequests).set({ confirmedAt: at, leadId, manageTokenHash }).where(eq(bookingRequests.bookingId, bookingId));
      const [row] = await db.update(bookings).set({ status: 'confirmed', updatedAt: at }).where(eq(bookings.id, bookingId)).returning();
      return row!;
    },

    /** A manage link's request and its booking (decision 0048); `lock` holds both rows until the transaction ends. */
    async byManageToken(manageTokenHash: string, lock: boolean): Promise<{ request: BookingRequestRow; booking: BookingRow } | undefined> {
      const query = db
        .select({ request: bookingRequests, booking: bookings })
        .from(bookingRequests)
        .innerJoin(bookings, eq(bookings.id, bookingRequests.bookingId))
        .where(eq(bookingRequests.manageTokenHash, manageTokenHash));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * Claims the day-before reminders due at `at` (decision 0048): confirmed walk-throughs starting in
     * (`from`, `to`), confirmed over a day before their start, not reminded yet. One UPDATE stamps them,
     * so instances running the job at once each get only the rows they stamped: each reminder goes once.
     */
    async claimReminders(at: Date, from: Date, to: Date): Promise<Array<{ request: BookingRequestRow; booking: BookingRow }>> {
      const claimed = await db
        .update(bookingRequests)
        .set({ reminderSentAt: at })
        .where(
          and(
            isNull(bookingRequests.reminderSentAt),
            isNotNull(bookingRequests.manageTokenHash),
            sql`${bookingRequests.bookingId} in (select ${bookings.id} from ${bookings}
              where ${bookings.status} = 'confirmed' and ${bookings.scheduledStart} > ${from.toISOString()}::timestamptz
                and ${bookings.scheduledStart} < ${to.toISOString()}::timestamptz)`,
            sql`${bookingRequests.confirmedAt} < (select ${bookings.scheduledStart} - interval '1 day' from ${bookings} where ${bookings.id} = ${bookingRequests.bookingId})`,
          ),
        )
        .returning({ bookingId: bookingRequests.bookingId });
      if (claimed.length === 0) return [];
      return db
        .select({ request: bookingRequests, booking: bookings })
        .from(bookingRequests)
        .innerJoin(bookings, eq(bookings.id, bookingRequests.bookingId))
        .where(
          inArray(
            bookingRequests.bookingId,
            claimed.map((c) => c.bookingId),
          ),
        );
    },

    /** A change by the manage link: the booking's new values, and the calendar file's SEQUENCE one more. */
    async change(
      bookingId: number,
      values: Partial<Pick<BookingRow, 'scheduledStart' | 'status' | 'cancelledAt' | 'cancelReason'>>,
      at: Date,
    ): Promise<{ booking: BookingRow; sequence: number }> {
      const [request] = await db
        .update(bookingRequests)
        // A walk-through moved to another day is reminded again the day before its new time.
        .set({
          icsSequence: sql`${bookingRequests.icsSequence} + 1`,
          ...(values.scheduledStart ? { reminderSentAt: null } : {}),
        })
        .where(eq(bookingRequests.bookingId, bookingId))
        .returning({ sequence: bookingRequests.icsSequence });
      const [booking] = await db
        .update(bookings)
        .set({ ...values, updatedAt: at })
        .where(eq(bookings.id, bookingId))
        .returning();
      return { booking: booking!, sequence: request!.sequence };
    },

    /**
     * Cancels the pending bookings whose hold ran out by `at` and answers them. Their slots were free
     * from that instant already (the calendar's reads compare the hold with the time); this records it.
     * One UPDATE: instances sweeping at once each get only the rows they changed.
     */
    async releaseExpired(at: Date): Promise<BookingRow[]> {
      return db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: sql`${bookings.heldUntil}`, cancelReason: HOLD_EXPIRED_REASON, updatedAt: at })
        .where(and(eq(bookings.status, 'pending'), lte(bookings.heldUntil, at)))
        .returning();
    },
  };
}
