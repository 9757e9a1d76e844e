import { and, asc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { sites } from '../db/schema/customers.ts';
import { visitRatings } from '../db/schema/feedback.ts';
import { bookingAssignments, bookings } from '../db/schema/operations.ts';
import { mileageLogs, timeEntries } from '../db/schema/time.ts';
import type { BookingRow } from '../modules/operations/bookings.repository.ts';
import type { MileageLogRow, TimeEntryRow } from '../modules/time/time.repository.ts';

/**
 * The bulk side of a day's work (decision 0044): what the office marks done each morning, the crews'
 * punches and trips, the customers' ratings. A year of them one service call at a time would take
 * minutes, so they are written in batches, each with the audit event the service would have written.
 */
export type NewAuditRow = typeof auditEvents.$inferInsert;

export interface VisitToSettle {
  booking: BookingRow;
  crew: number[];
  site: { lat: number; lng: number } | null;
}

const BATCH = 500;

export function createVisitSettlingRepository(db: Database) {
  async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
    for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
  }

  return {
    /** Customers' visits (not walk-throughs) starting in [from, to) that are still confirmed, with their crews and site points. */
    async confirmedVisits(from: Date, to: Date): Promise<VisitToSettle[]> {
      const rows = await db
        .select({ booking: bookings, lat: sites.latitude, lng: sites.longitude })
        .from(bookings)
        .leftJoin(sites, eq(sites.id, bookings.siteId))
        .where(
          and(
            gte(bookings.scheduledStart, from),
            lt(bookings.scheduledStart, to),
            eq(bookings.status, 'confirmed'),
            ne(bookings.source, 'scheduling'),
          ),
        )
        .orderBy(asc(bookings.scheduledStart), asc(bookings.id));
      const ids = rows.map((r) => r.booking.id);
      const crews = ids.length
        ? await db
            .select({ bookingId: bookingAssignments.bookingId, employeeId: bookingAssignments.employeeId })
            .from(bookingAssignments)
            .where(inArray(bookingAssignments.bookingId, ids))
        : [];
      return rows.map((r) => ({
        booking: r.booking,
        crew: crews.filter((c) => c.bookingId === r.booking.id).map((c) => c.employeeId),
        site: r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null,
      }));
    },

    /** Marks each visit completed at its own moment (as the office's Complete does), answering the rows after. */
    async complete(visits: ReadonlyArray<{ id: number; at: Date }>): Promise<BookingRow[]> {
      if (visits.length === 0) return [];
      await db.execute(sql`
        update bookings b set status = 'completed', completed_at = v.at, updated_at = v.at
        from unnest(${sql.param(visits.map((v) => v.id))}::int[], ${sql.param(visits.map((v) => v.at.toISOString()))}::timestamptz[]) as v(id, at)
        where b.id = v.id and b.status = 'confirmed'`);
      return db
        .select()
        .from(bookings)
        .where(
          and(
            inArray(
              bookings.id,
              visits.map((v) => v.id),
            ),
            eq(bookings.status, 'completed'),
          ),
        )
        .orderBy(asc(bookings.id));
    },

    async insertEntries(rows: ReadonlyArray<typeof timeEntries.$inferInsert>): Promise<TimeEntryRow[]> {
      const out: TimeEntryRow[] = [];
      await inBatches(rows, async (batch) => out.push(...(await db.insert(timeEntries).values(batch).returning())));
      return out;
    },

    async insertTrips(rows: ReadonlyArray<typeof mileageLogs.$inferInsert>): Promise<MileageLogRow[]> {
      const out: MileageLogRow[] = [];
      await inBatches(rows, async (batch) => out.push(...(await db.insert(mileageLogs).values(batch).returning())));
      return out;
    },

    async insertRatings(rows: ReadonlyArray<typeof visitRatings.$inferInsert>): Promise<Array<typeof visitRatings.$inferSelect>> {
      const out: Array<typeof visitRatings.$inferSelect> = [];
      await inBatches(rows, async (batch) => out.push(...(await db.insert(visitRatings).values(batch).returning())));
      return out;
    },

    async insertAudits(rows: readonly NewAuditRow[]): Promise<void> {
      await inBatches(rows, (batch) => db.insert(auditEvents).values(batch));
    },

    /** Employees with time or trips in the week of `weekStart`: the timesheets to approve. */
    async employeesWithTime(weekStart: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: timeEntries.employeeId })
        .from(timeEntries)
        .where(eq(timeEntries.weekStart, weekStart))
        .union(db.selectDistinct({ id: mileageLogs.employeeId }).from(mileageLogs).where(eq(mileageLogs.weekStart, weekStart)));
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** Customers' confirmed visits in [from, to): what the office may cancel or move. */
    async upcomingIds(from: Date, to: Date): Promise<number[]> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            gte(bookings.scheduledStart, from),
            lt(bookings.scheduledStart, to),
            eq(bookings.status, 'confirmed'),
            or(eq(bookings.source, 'plan'), eq(bookings.source, 'admin')),
          ),
        )
        .orderBy(asc(bookings.id));
      return rows.map((r) => r.id);
    },

    /** Rows to keep the planner's statistics right after a bulk load. */
    async analyze(tables: readonly string[]): Promise<void> {
      for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
    },
  };
}
