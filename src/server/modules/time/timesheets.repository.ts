import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { sites } from '../../db/schema/customers.ts';
import { bookings } from '../../db/schema/operations.ts';
import { mileageLogs, timeEntries, timesheetWeeks } from '../../db/schema/time.ts';
import type { MileageLogRow, NewTimeEntryRow, TimeEntryRow } from './time.repository.ts';
import { rowsOf } from '../../db/rows-of.ts';

export type TimesheetWeekRow = typeof timesheetWeeks.$inferSelect;

/** An employee as a timesheet names and pays them. */
export interface EmployeeRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  /** users.hourly_rate: numeric dollars ('21.00'), null when not set. */
  hourlyRate: string | null;
}

const employeeColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  hourlyRate: users.hourlyRate,
};

/** The snapshots approval writes. */
export interface ApprovalValues {
  employeeId: number;
  weekStart: string;
  approvedBy: number;
  approvedAt: Date;
  hourlyRateCents: number;
  workedMinutes: number;
  miles: string;
  payCents: number;
}

/**
 * The admin's side of time: weeks across employees, approval rows, corrections to any employee's
 * entries, and the approved weeks a payroll export reads. Writes run in the caller's transaction,
 * under the employee's lock (time.repository's `lockEmployee`).
 */
export function createTimesheetsRepository(db: Database) {
  return {
    /** A user with role employee (active or not). */
    async findEmployee(id: number): Promise<EmployeeRow | undefined> {
      const [row] = await db
        .select(employeeColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'employee')))
        .limit(1);
      return row;
    },

    async employeesByIds(ids: readonly number[]): Promise<EmployeeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(employeeColumns)
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Names of people (approvers), by id. */
    async peopleByIds(
      ids: readonly number[],
    ): Promise<Array<{ id: number; username: string; firstName: string | null; lastName: string | null }>> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Everyone with an entry, a trip or a week row (an approval) in the week. */
    async employeeIdsInWeek(weekStart: string): Promise<number[]> {
      const result = await db.execute(sql`
        select ${timeEntries.employeeId} as id from ${timeEntries} where ${timeEntries.weekStart} = ${weekStart}
        union
        select ${mileageLogs.employeeId} from ${mileageLogs} where ${mileageLogs.weekStart} = ${weekStart}
        union
        select ${timesheetWeeks.employeeId} from ${timesheetWeeks} where ${timesheetWeeks.weekStart} = ${weekStart}
      `);
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    /** The entries filed in the week, earliest first. */
    async entriesInWeek(employeeIds: readonly number[], weekStart: string): Promise<TimeEntryRow[]> {
      if (employeeIds.length === 0) return [];
      return db
        .select()
        .from(timeEntries)
        .where(and(inArray(timeEntries.employeeId, [...employeeIds]), eq(timeEntries.weekStart, weekStart)))
        .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
    },

    /** The site names of these visits, by booking id (visits without a site are left out). */
    async siteNamesOfBookings(bookingIds: readonly number[]): Promise<Map<number, string>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db
        .select({ bookingId: bookings.id, name: sites.name })
        .from(bookings)
        .innerJoin(sites, eq(sites.id, bookings.siteId))
        .where(inArray(bookings.id, [...new Set(bookingIds)]));
      return new Map(rows.map((r) => [r.bookingId, r.name]));
    },

    /** The trips filed in the week, earliest first. */
    async tripsInWeek(employeeIds: readonly number[], weekStart: string): Promise<MileageLogRow[]> {
      if (employeeIds.length === 0) return [];
      return db
        .select()
        .from(mileageLogs)
        .where(and(inArray(mileageLogs.employeeId, [...employeeIds]), eq(mileageLogs.weekStart, weekStart)))
        .orderBy(asc(mileageLogs.startedAt), asc(mileageLogs.id));
    },

    async weekRows(employeeIds: readonly number[], weekStart: string): Promise<TimesheetWeekRow[]> {
      if (employeeIds.length === 0) return [];
      return db
        .select()
        .from(timesheetWeeks)
        .where(and(inArray(timesheetWeeks.employeeId, [...employeeIds]), eq(timesheetWeeks.weekStart, weekStart)));
    },

    /**
     * Approves the week: a new row, or an open one turned approved, with its snapshots. Undefined
     * when the row is already approved (the check before it, under the lock, says so first).
     */
    async approve(values: ApprovalValues): Promise<TimesheetWeekRow | undefined> {
      const now = new Date();
      const [row] = await db
        .insert(timesheetWeeks)
        .values({ ...values, status: 'approved' })
        .onConflictDoUpdate({
          target: [timesheetWeeks.employeeId, timesheetWeeks.weekStart],
          set: {
            status: 'approved',
            approvedBy: values.approvedBy,
            approvedAt: values.approvedAt,
            hourlyRateCents: values.hourlyRateCents,
            workedMinutes: values.workedMinutes,
            miles: values.miles,
            payCents: values.payCents,
            updatedAt: now,
          },
          setWhere: eq(timesheetWeeks.status, 'open'),
        })
        .returning();
      return row;
    },

    /** Opens an approved week again (snapshots cleared, `exported_at` kept); undefined when it was not approved. */
    async reopen(employeeId: number, weekStart: string): Promise<TimesheetWeekRow | undefined> {
      const [row] = await db
        .update(timesheetWeeks)
        .set({
          status: 'open',
          approvedBy: null,
          approvedAt: null,
          hourlyRateCents: null,
          workedMinutes: null,
          miles: null,
          payCents: null,
          updatedAt: new Date(),
        })
        .where(
          and(eq(timesheetWeeks.employeeId, employeeId), eq(timesheetWeeks.weekStart, weekStart), eq(timesheetWeeks.status, 'approved')),
        )
        .returning();
      return row;
    },

    /**
     * The approved weeks from `from` to `to` (Sundays, inclusive), locked (`for update`) until the
     * export commits, so a reopen waits for it and an export never prints a week being reopened.
     */
    async approvedWeeksBetween(from: string, to: string): Promise<TimesheetWeekRow[]> {
      return db
        .select()
        .from(timesheetWeeks)
        .where(and(eq(timesheetWeeks.status, 'approved'), gte(timesheetWeeks.weekStart, from), lte(timesheetWeeks.weekStart, to)))
        .orderBy(asc(timesheetWeeks.employeeId), asc(timesheetWeeks.weekStart))
        .for('update');
    },

    /** The entries of the employees' weeks in the range (the caller keeps those of approved weeks). */
    async entriesBetween(employeeIds: readonly number[], from: string, to: string): Promise<TimeEntryRow[]> {
      if (employeeIds.length === 0) return [];
      return db
        .select()
        .from(timeEntries)
        .where(and(inArray(timeEntries.employeeId, [...employeeIds]), gte(timeEntries.weekStart, from), lte(timeEntries.weekStart, to)))
        .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
    },

    async tripsBetween(employeeIds: readonly number[], from: string, to: string): Promise<MileageLogRow[]> {
      if (employeeIds.length === 0) return [];
      return db
        .select()
        .from(mileageLogs)
        .where(and(inArray(mileageLogs.employeeId, [...employeeIds]), gte(mileageLogs.weekStart, from), lte(mileageLogs.weekStart, to)))
        .orderBy(asc(mileageLogs.startedAt), asc(mileageLogs.id));
    },

    /** Stamps the approved weeks of the range as exported. */
    async markExported(from: string, to: string, at: Date): Promise<number> {
      const rows = await db
        .update(timesheetWeeks)
        .set({ exportedAt: at })
        .where(and(eq(timesheetWeeks.status, 'approved'), gte(timesheetWeeks.weekStart, from), lte(timesheetWeeks.weekStart, to)))
        .returning({ employeeId: timesheetWeeks.employeeId });
      return rows.length;
    },

    /** Any employee's entry, by id. */
    async entryById(id: number): Promise<TimeEntryRow | undefined> {
      const [row] = await db.select().from(timeEntries).where(eq(timeEntries.id, id)).limit(1);
      return row;
    },

    async updateEntry(id: number, values: Partial<NewTimeEntryRow>): Promise<TimeEntryRow | undefined> {
      const [row] = await db
        .update(timeEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(timeEntries.id, id))
        .returning();
      return row;
    },

    async deleteEntry(id: number): Promise<TimeEntryRow | undefined> {
      const [row] = await db.delete(timeEntries).where(eq(timeEntries.id, id)).returning();
      return row;
    },
  };
}

export type TimesheetsRepository = ReturnType<typeof createTimesheetsRepository>;
