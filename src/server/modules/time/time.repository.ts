import { and, desc, eq, inArray, isNull, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { sites } from '../../db/schema/customers.ts';
import { bookingAssignments, bookings } from '../../db/schema/operations.ts';
import { mileageLogs, timeEntries, timesheetWeeks } from '../../db/schema/time.ts';
import type { BookingStatus } from '#shared/domain/operations.ts';

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type NewTimeEntryRow = Omit<typeof timeEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MileageLogRow = typeof mileageLogs.$inferSelect;
export type NewMileageLogRow = Omit<typeof mileageLogs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The namespace of the per-employee advisory lock (`pg_advisory_xact_lock(4213, employee_id)`,
 * plan section 2, rule 5): every write to an employee's time entries or trips, and every approval
 * or reopening of their weeks, takes it first, so overlap and lock checks see a settled state.
 */
export const EMPLOYEE_TIME_LOCK = 4213;

/** A booking as a punch needs it: whether it can be worked, and where its site is. */
export interface BookingForPunch {
  id: number;
  status: BookingStatus;
  scheduledStart: Date;
  siteLat: number | null;
  siteLng: number | null;
}

/** Time entries, trips and the weeks that lock them; every query is scoped to one employee. */
export function createTimeRepository(db: Database) {
  const bookingColumns = {
    id: bookings.id,
    status: bookings.status,
    scheduledStart: bookings.scheduledStart,
    siteLat: sites.latitude,
    siteLng: sites.longitude,
  };

  return {
    /** The employee's hire date ('YYYY-MM-DD'), or null when none is recorded: manual entries never start before it (decision 0034). */
    async hireDate(employeeId: number): Promise<string | null> {
      const [row] = await db.select({ hireDate: users.hireDate }).from(users).where(eq(users.id, employeeId));
      return row?.hireDate ?? null;
    },
    /** Within a transaction: waits for, then holds until commit, this employee's time lock. */
    async lockEmployee(employeeId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${EMPLOYEE_TIME_LOCK}::int, ${employeeId}::int)`);
    },

    /** The booking, only when it is assigned to this employee. */
    async assignedBooking(bookingId: number, employeeId: number): Promise<BookingForPunch | undefined> {
      const [row] = await db
        .select(bookingColumns)
        .from(bookings)
        .innerJoin(bookingAssignments, and(eq(bookingAssignments.bookingId, bookings.id), eq(bookingAssignments.employeeId, employeeId)))
        .leftJoin(sites, eq(sites.id, bookings.siteId))
        .where(eq(bookings.id, bookingId));
      return row;
    },

    /** The booking an entry already names (assigned or not since), for the distance of its clock-out. */
    async bookingById(bookingId: number): Promise<BookingForPunch | undefined> {
      const [row] = await db
        .select(bookingColumns)
        .from(bookings)
        .leftJoin(sites, eq(sites.id, bookings.siteId))
        .where(eq(bookings.id, bookingId));
      return row;
    },

    /** Which of these weeks (Sundays) of the employee are approved, so locked. */
    async approvedWeeks(employeeId: number, weekStarts: string[]): Promise<string[]> {
      if (weekStarts.length === 0) return [];
      const rows = await db
        .select({ weekStart: timesheetWeeks.weekStart })
        .from(timesheetWeeks)
        .where(
          and(
            eq(timesheetWeeks.employeeId, employeeId),
            inArray(timesheetWeeks.weekStart, weekStarts),
            eq(timesheetWeeks.status, 'approved'),
          ),
        )
        .orderBy(timesheetWeeks.weekStart);
      return rows.map((r) => r.weekStart);
    },

    async openEntry(employeeId: number): Promise<TimeEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.employeeId, employeeId), isNull(timeEntries.clockOut)));
      return row;
    },

    /** The employee's own entry; someone else's is as missing as one that does not exist. */
    async ownEntry(employeeId: number, id: number): Promise<TimeEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.id, id), eq(timeEntries.employeeId, employeeId)));
      return row;
    },

    /**
     * The employee's earliest entry that shares time with [start, end) (end null: open-ended); an
     * open entry runs to infinity.
     */
    async firstOverlap(employeeId: number, start: Date, end: Date | null, exceptId?: number): Promise<TimeEntryRow | undefined> {
      const conditions: SQL[] = [
        eq(timeEntries.employeeId, employeeId),
        sql`coalesce(${timeEntries.clockOut}, 'infinity'::timestamptz) > ${start.toISOString()}::timestamptz`,
      ];
      if (end) conditions.push(lt(timeEntries.clockIn, end));
      if (exceptId !== undefined) conditions.push(ne(timeEntries.id, exceptId));
      const [row] = await db
        .select()
        .from(timeEntries)
        .where(and(...conditions))
        .orderBy(timeEntries.clockIn)
        .limit(1);
      return row;
    },

    async insertEntry(values: NewTimeEntryRow): Promise<TimeEntryRow> {
      const [row] = await db.insert(timeEntries).values(values).returning();
      return row!;
    },

    /** Closes the entry if it is still open; undefined when it was not. */
    async closeEntry(
      employeeId: number,
      id: number,
      values: Pick<TimeEntryRow, 'clockOut' | 'workedMinutes' | 'outLat' | 'outLng' | 'outAddress' | 'outDistanceM' | 'farFromSite'> & {
        description?: string;
      },
    ): Promise<TimeEntryRow | undefined> {
      const [row] = await db
        .update(timeEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(timeEntries.id, id), eq(timeEntries.employeeId, employeeId), isNull(timeEntries.clockOut)))
        .returning();
      return row;
    },

    /** Newest first. */
    async latestEntries(employeeId: number, limit: number): Promise<TimeEntryRow[]> {
      return db
        .select()
        .from(timeEntries)
        .where(eq(timeEntries.employeeId, employeeId))
        .orderBy(desc(timeEntries.clockIn), desc(timeEntries.id))
        .limit(limit);
    },

    /** Minutes of the employee's closed entries filed in a week. */
    async closedMinutesInWeek(employeeId: number, weekStart: string): Promise<number> {
      const [row] = await db
        .select({ minutes: sum(timeEntries.workedMinutes) })
        .from(timeEntries)
        .where(and(eq(timeEntries.employeeId, employeeId), eq(timeEntries.weekStart, weekStart)));
      return Number(row?.minutes ?? 0);
    },

    async openTrip(employeeId: number): Promise<MileageLogRow | undefined> {
      const [row] = await db
        .select()
        .from(mileageLogs)
        .where(and(eq(mileageLogs.employeeId, employeeId), isNull(mileageLogs.endedAt)));
      return row;
    },

    async ownTrip(employeeId: number, id: number): Promise<MileageLogRow | undefined> {
      const [row] = await db
        .select()
        .from(mileageLogs)
        .where(and(eq(mileageLogs.id, id), eq(mileageLogs.employeeId, employeeId)));
      return row;
    },

    async insertTrip(values: NewMileageLogRow): Promise<MileageLogRow> {
      const [row] = await db.insert(mileageLogs).values(values).returning();
      return row!;
    },

    /** Ends the trip if it is still open; undefined when it was not. */
    async endTrip(
      employeeId: number,
      id: number,
      values: Pick<MileageLogRow, 'endedAt' | 'endLat' | 'endLng' | 'endAddress' | 'endOdometer' | 'miles' | 'minutes' | 'destination'>,
    ): Promise<MileageLogRow | undefined> {
      const [row] = await db
        .update(mileageLogs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(mileageLogs.id, id), eq(mileageLogs.employeeId, employeeId), isNull(mileageLogs.endedAt)))
        .returning();
      return row;
    },

    /** The employee's trips filed in a week, newest first. */
    async tripsInWeek(employeeId: number, weekStart: string): Promise<MileageLogRow[]> {
      return db
        .select()
        .from(mileageLogs)
        .where(and(eq(mileageLogs.employeeId, employeeId), eq(mileageLogs.weekStart, weekStart)))
        .orderBy(desc(mileageLogs.startedAt), desc(mileageLogs.id));
    },
  };
}

export type TimeRepository = ReturnType<typeof createTimeRepository>;
