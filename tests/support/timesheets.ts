import type { Database } from '#server/db/client.ts';
import { mileageLogs } from '#server/db/schema/time.ts';
import { addDays, companyDate, weekStart, zonedInstant } from '#shared/domain/company-time.ts';
import type { TestApp } from './test-app.ts';
import { bearer } from './accounts.ts';
import type { Person } from './time-clock.ts';

/** The Sunday `weeks` weeks before this week's (Minnesota): 1 is last week, which has ended. */
export const pastWeek = (weeks: number) => addDays(weekStart(companyDate(new Date())), -7 * weeks);

/** A Minnesota wall time on day `day` (0 = Sunday) of the week of `week`. */
export const inWeek = (week: string, day: number, time: string) => zonedInstant(addDays(week, day), time);

/** An ended trip of `miles` from `startedAt` (30 minutes), filed in its Minnesota week. */
export async function insertTrip(db: Database, employeeId: number, startedAt: Date, miles: number, open = false) {
  const start = 40_000;
  const [row] = await db
    .insert(mileageLogs)
    .values({
      employeeId,
      startedAt,
      endedAt: open ? null : new Date(startedAt.getTime() + 1_800_000),
      startLat: 44.8766,
      startLng: -93.3301,
      startAddress: '44.876600,-93.330100',
      endLat: open ? null : 44.9778,
      endLng: open ? null : -93.265,
      endAddress: open ? null : '44.977800,-93.265000',
      startOdometer: start.toFixed(1),
      endOdometer: open ? null : (start + miles).toFixed(1),
      miles: open ? null : miles.toFixed(1),
      minutes: open ? null : 30,
      destination: open ? null : 'Supply store',
      weekStart: weekStart(companyDate(startedAt)),
    })
    .returning();
  return row!;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as `who`. */
export const api = (t: TestApp, who: Person, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

export const approveUrl = (employeeId: number, week: string) => `/api/admin/timesheets/${employeeId}/${week}/approve`;
export const reopenUrl = (employeeId: number, week: string) => `/api/admin/timesheets/${employeeId}/${week}/reopen`;
