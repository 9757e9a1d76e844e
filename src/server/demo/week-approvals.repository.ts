import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { mileageLogs, timeEntries, timesheetWeeks } from '../db/schema/time.ts';
import type { MileageLogRow, TimeEntryRow } from '../modules/time/time.repository.ts';
import type { TimesheetWeekRow } from '../modules/time/timesheets.repository.ts';

/** The reads and the write of the weeks the demo approves in bulk (week-approvals.ts). */
export function createWeekApprovalsRepository(db: Database) {
  return {
    async weekOf(
      employeeIds: readonly number[],
      weekStart: string,
    ): Promise<{ entries: TimeEntryRow[]; trips: MileageLogRow[]; rates: Map<number, string | null> }> {
      const ids = [...employeeIds];
      const [entries, trips, people] = [
        await db
          .select()
          .from(timeEntries)
          .where(and(inArray(timeEntries.employeeId, ids), eq(timeEntries.weekStart, weekStart))),
        await db
          .select()
          .from(mileageLogs)
          .where(and(inArray(mileageLogs.employeeId, ids), eq(mileageLogs.weekStart, weekStart))),
        await db.select({ id: users.id, rate: users.hourlyRate }).from(users).where(inArray(users.id, ids)),
      ];
      return { entries, trips, rates: new Map(people.map((p) => [p.id, p.rate])) };
    },

    async approve(rows: ReadonlyArray<typeof timesheetWeeks.$inferInsert>): Promise<TimesheetWeekRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(timesheetWeeks)
        .values([...rows])
        .returning();
    },
  };
}
