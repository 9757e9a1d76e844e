import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mileageLogs, timeEntries, timesheetWeeks } from '#server/db/schema/time.ts';
import type { TestApp } from './test-app.ts';
import { bearer, insertUser, tokenFor } from './accounts.ts';

/** The default site of tests/support/operations.ts (Edina), as the portal sends a location. */
export const AT_SITE = '44.8766,-93.3301';
/** About 155 m north of the site: near enough. */
export const NEAR_SITE = '44.8780,-93.3301';
/** About 378 m north of the site: a far punch. */
export const FAR_FROM_SITE = '44.8800,-93.3301';

export interface Person {
  id: number;
  username: string;
  token: string;
}

export async function signedIn(t: TestApp, role: 'employee' | 'customer' | 'admin'): Promise<Person> {
  const user = await insertUser(t.database.db, role);
  return { id: user.id, username: user.username, token: await tokenFor(t.app, user.username) };
}

export const call = (t: TestApp, who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

/** Everything an employee's time writes touch, to prove a refusal wrote nothing. */
export async function timeSnapshot(db: Database, employeeId: number) {
  const [entries, trips, audit] = await Promise.all([
    db.select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId)).orderBy(timeEntries.id),
    db.select().from(mileageLogs).where(eq(mileageLogs.employeeId, employeeId)).orderBy(mileageLogs.id),
    db.execute(sql`select count(*)::int as n from audit_events`),
  ]);
  return { entries, trips, auditEvents: (audit as unknown as { rows: Array<{ n: number }> }).rows[0]!.n };
}

/** An approved (locked) timesheet week, as the admin's approval leaves it. */
export async function approveWeek(db: Database, employeeId: number, weekStart: string) {
  await db.insert(timesheetWeeks).values({ employeeId, weekStart, status: 'approved', approvedAt: new Date() });
}
