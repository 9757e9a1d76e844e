import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema/audit.ts';
import { addDays, companyDate, weekStart, zonedInstant } from '#shared/domain/company-time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/test-app.ts';
import { insertBooking, insertEntry, insertSite } from '#tests/support/operations.ts';
import { approveWeek, AT_SITE, call, signedIn, timeSnapshot, type Person } from '#tests/support/time-clock.ts';

const t = useTestApp();
let customerId: number;
let siteId: number;
beforeAll(async () => {
  customerId = (await signedIn(t, 'customer')).id;
  siteId = (await insertSite(t.database.db, customerId)).id;
});

let me: Person;
beforeEach(async () => {
  me = await signedIn(t, 'employee');
});

const manual = (who: Person, payload: object) => call(t, who, 'POST', '/api/employee/time-entries', payload);
/** A Minnesota wall time `days` before today, as an ISO instant. */
const at = (days: number, time: string) => zonedInstant(addDays(companyDate(new Date()), -days), time).toISOString();

async function refusedWithoutWriting(who: Person, payload: object, status: number, message: string | RegExp) {
  const before = await timeSnapshot(t.database.db, who.id);
  const res = await manual(who, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await timeSnapshot(t.database.db, who.id)).toEqual(before);
  return res;
}

describe('manual time entries', () => {
  it('stores an entry with the spec’s fields, filed in the Minnesota week of its start, audited', async () => {
    const res = await manual(me, { bookingId: null, clockIn: at(8, '09:00'), clockOut: at(8, '17:30'), description: 'Forgot to clock in' });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      bookingId: null,
      clockIn: at(8, '09:00'),
      clockOut: at(8, '17:30'),
      hoursWorked: 8.5,
      description: 'Forgot to clock in',
      location: null,
      address: null,
      source: 'manual',
      farFromSite: false,
      weekStart: weekStart(addDays(companyDate(new Date()), -8)),
    });
    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'time_entry'), eq(auditEvents.entityId, String(entry.id))));
    expect(trail).toMatchObject([{ action: 'create', actorId: me.id, before: null, after: { hoursWorked: 8.5 } }]);
  });

  it('files a Saturday 11:30 PM entry in the week that began the Sunday before (Minnesota, not UTC)', async () => {
    const today = companyDate(new Date());
    const lastSaturday = addDays(weekStart(today), -1);
    const start = zonedInstant(lastSaturday, '23:00');
    const res = await manual(me, { clockIn: start.toISOString(), clockOut: zonedInstant(lastSaturday, '23:30').toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().weekStart).toBe(weekStart(lastSaturday));
  });

  it('refuses an end that is not after the start with a 400 on clockOut, and writes nothing', async () => {
    const same = await refusedWithoutWriting(me, { clockIn: at(3, '09:00'), clockOut: at(3, '09:00') }, 400, /clockOut/);
    expect(same.json().fields).toEqual({ clockOut: 'The end time must be after the start time' });
    await refusedWithoutWriting(me, { clockIn: at(3, '09:00'), clockOut: at(3, '08:00') }, 400, /clockOut/);
  });

  it('asks for the start and end (the spec’s message) and refuses text that is not an ISO instant', async () => {
    const missing = await refusedWithoutWriting(me, { description: 'x' }, 400, /clockIn/);
    expect(missing.json().fields).toEqual({ clockIn: 'Please fill in required fields', clockOut: 'Please fill in required fields' });
    await refusedWithoutWriting(me, { clockIn: 'yesterday', clockOut: at(1, '10:00') }, 400, /clockIn/);
  });

  it('refuses an entry ending in the future or longer than 24 hours', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const res = await refusedWithoutWriting(me, { clockIn: new Date().toISOString(), clockOut: future }, 400, /clockOut/);
    expect(res.json().fields).toEqual({ clockOut: 'An entry cannot end in the future' });
    await refusedWithoutWriting(me, { clockIn: at(5, '08:00'), clockOut: at(4, '09:00') }, 400, /clockOut/);
  });

  it('refuses an entry that overlaps another of the caller’s entries (409 naming it), and writes nothing', async () => {
    expect((await manual(me, { clockIn: at(2, '09:00'), clockOut: at(2, '12:00') })).statusCode).toBe(201);
    const res = await refusedWithoutWriting(
      me,
      { clockIn: at(2, '11:00'), clockOut: at(2, '13:00') },
      409,
      /^This entry overlaps your entry of /,
    );
    expect(res.json().message).toMatch(/9:00\sAM–12:00\sPM\.$/);
    // Inside, around, and exactly the same.
    await refusedWithoutWriting(me, { clockIn: at(2, '10:00'), clockOut: at(2, '10:30') }, 409, /overlaps/);
    await refusedWithoutWriting(me, { clockIn: at(2, '08:00'), clockOut: at(2, '13:00') }, 409, /overlaps/);
    await refusedWithoutWriting(me, { clockIn: at(2, '09:00'), clockOut: at(2, '12:00') }, 409, /overlaps/);
    // Touching is not overlapping.
    expect((await manual(me, { clockIn: at(2, '12:00'), clockOut: at(2, '13:00') })).statusCode).toBe(201);
    expect((await manual(me, { clockIn: at(2, '08:00'), clockOut: at(2, '09:00') })).statusCode).toBe(201);
  });

  it('refuses an entry that overlaps the open one, and does not mind other employees’ entries', async () => {
    expect((await call(t, me, 'POST', '/api/employee/clock-in', { location: AT_SITE })).statusCode).toBe(201);
    const recent = new Date(Date.now() - 10 * 60_000).toISOString();
    await refusedWithoutWriting(me, { clockIn: recent, clockOut: new Date().toISOString() }, 409, /still clocked in/);

    const other = await signedIn(t, 'employee');
    await insertEntry(t.database.db, other.id, new Date(at(6, '09:00')), 480);
    expect((await manual(me, { clockIn: at(6, '09:00'), clockOut: at(6, '17:00') })).statusCode).toBe(201);
  });

  it('refuses any entry in an approved week (409), and writes nothing', async () => {
    const day = addDays(companyDate(new Date()), -7);
    await approveWeek(t.database.db, me.id, weekStart(day));
    await refusedWithoutWriting(
      me,
      { clockIn: zonedInstant(day, '09:00').toISOString(), clockOut: zonedInstant(day, '10:00').toISOString() },
      409,
      /^The week of .+ is approved and locked\.$/,
    );
  });

  it('takes a booking only when it is assigned to the caller (404 otherwise), completed visits included, cancelled ones not', async () => {
    const other = await signedIn(t, 'employee');
    const theirs = await insertBooking(t.database.db, customerId, siteId, {}, [other.id]);
    await refusedWithoutWriting(me, { bookingId: theirs.id, clockIn: at(3, '09:00'), clockOut: at(3, '10:00') }, 404, /Booking not found/);
    const done = await insertBooking(t.database.db, customerId, siteId, { status: 'completed', completedAt: new Date() }, [me.id]);
    const res = await manual(me, { bookingId: done.id, clockIn: at(3, '09:00'), clockOut: at(3, '10:00') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bookingId).toBe(done.id);
    const cancelled = await insertBooking(t.database.db, customerId, siteId, { status: 'cancelled', cancelledAt: new Date() }, [me.id]);
    await refusedWithoutWriting(
      me,
      { bookingId: cancelled.id, clockIn: at(4, '09:00'), clockOut: at(4, '10:00') },
      409,
      'This visit was cancelled.',
    );
  });
});

describe('how far back a manual entry may start (issue 29, decision 0034)', () => {
  /** "November 15, 2026": the Minnesota day `days` before today, written out with Intl. */
  const dayWords = (days: number) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
      new Date(`${addDays(companyDate(new Date()), -days)}T12:00:00Z`),
    );
  const policy = (who: Person, method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({ method, url: '/api/admin/settings/time-entries', headers: bearer(who.token), ...(payload ? { payload } : {}) });

  it('takes the last 14 days by default and refuses an older start, naming clockIn, writing nothing', async () => {
    expect((await manual(me, { clockIn: at(14, '09:00'), clockOut: at(14, '10:00') })).statusCode).toBe(201);
    const res = await refusedWithoutWriting(me, { clockIn: at(15, '09:00'), clockOut: at(15, '10:00') }, 400, 'Invalid body: clockIn');
    expect(res.json().fields).toEqual({
      clockIn: `Time can be entered for the last 14 days only (from ${dayWords(14)}). Ask an administrator to enter older time.`,
    });
    await refusedWithoutWriting(
      me,
      { clockIn: '2019-03-04T15:00:00.000Z', clockOut: '2019-03-04T16:00:00.000Z' },
      400,
      'Invalid body: clockIn',
    );
  });

  it('never before the employee’s hire date', async () => {
    const hired = await insertUser(t.database.db, 'employee', { hireDate: addDays(companyDate(new Date()), -3) });
    const newcomer: Person = { id: hired.id, username: hired.username, token: await tokenFor(t.app, hired.username) };
    const res = await refusedWithoutWriting(newcomer, { clockIn: at(4, '09:00'), clockOut: at(4, '10:00') }, 400, 'Invalid body: clockIn');
    expect(res.json().fields).toEqual({ clockIn: `An entry cannot start before your hire date, ${dayWords(3)}.` });
    expect((await manual(newcomer, { clockIn: at(3, '09:00'), clockOut: at(3, '10:00') })).statusCode).toBe(201);
  });

  it('follows the admin’s setting, which is checked; admins still enter older time themselves', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await policy(admin, 'GET')).json()).toEqual({ manualEntryDaysBack: 14 });
    for (const bad of [0, 367, 2.5, '30']) {
      const refused = await policy(admin, 'PUT', { manualEntryDaysBack: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().fields).toEqual({ manualEntryDaysBack: 'Enter a whole number of days from 1 to 366' });
    }
    try {
      expect((await policy(admin, 'PUT', { manualEntryDaysBack: 30 })).json()).toEqual({ manualEntryDaysBack: 30 });
      expect((await policy(admin, 'GET')).json()).toEqual({ manualEntryDaysBack: 30 });
      expect((await manual(me, { clockIn: at(30, '09:00'), clockOut: at(30, '10:00') })).statusCode).toBe(201);
      await refusedWithoutWriting(me, { clockIn: at(31, '09:00'), clockOut: at(31, '10:00') }, 400, 'Invalid body: clockIn');
    } finally {
      expect((await policy(admin, 'PUT', { manualEntryDaysBack: 14 })).statusCode).toBe(200);
    }

    // The admin's own entry for the employee may go back further (within the hire date set by insertUser: 2025-01-06).
    const older = await t.app.inject({
      method: 'POST',
      url: '/api/admin/time-entries',
      headers: bearer(admin.token),
      payload: { employeeId: me.id, clockIn: at(60, '09:00'), clockOut: at(60, '11:00'), description: 'Paper timesheet, entered late' },
    });
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json()).toMatchObject({ clockIn: at(60, '09:00'), source: 'admin' });
  });
});
