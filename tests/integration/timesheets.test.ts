import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '#server/db/schema/audit.ts';
import { timeEntries, timesheetWeeks } from '#server/db/schema/time.ts';
import type { UserRow } from '#server/modules/accounts/users.repository.ts';
import { SUNDAY_MESSAGE, WEEK_DATE_MESSAGE } from '#shared/contracts/timesheets.ts';
import { addDays, companyDate, weekStart, zonedInstant } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertEntry, insertSite } from '#tests/support/operations.ts';
import { AT_SITE, timeSnapshot, type Person } from '#tests/support/time-clock.ts';
import { api, approveUrl, inWeek, insertTrip, pastWeek, reopenUrl } from '#tests/support/timesheets.ts';

/**
 * The admin's timesheets (plan step 11): the week's list and one employee's week, approval (locks the
 * week, snapshots the pay), reopening, and corrections. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL; the parallel calls are in timesheets-races.test.ts, the CSV in timesheets-payroll.test.ts.
 */

let t: TestApp;
let admin: Person;
let customerId: number;
let siteId: number;
let n = 0;

async function person(role: 'employee' | 'admin' | 'customer', overrides: Partial<UserRow> = {}): Promise<Person & { row: UserRow }> {
  const row = await insertUser(t.database.db, role, { username: `ts-${role}-${++n}`, ...overrides });
  return { id: row.id, username: row.username, token: await tokenFor(t.app, row.username), row };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await person('admin', { firstName: 'Ada', lastName: 'Admin' });
  // Employees here enter time in weeks up to three back: an admin lets them reach that far (decision 0034).
  const policy = await api(t, admin, 'PUT', '/api/admin/settings/time-entries', { manualEntryDaysBack: 60 });
  if (policy.statusCode !== 200) throw new Error(`The time entry policy answered ${policy.statusCode}: ${policy.body}`);
  customerId = (await person('customer')).id;
  siteId = (await insertSite(t.database.db, customerId)).id;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const db = () => t.database.db;
const weekRow = async (employeeId: number, week: string) =>
  (
    await db()
      .select()
      .from(timesheetWeeks)
      .where(and(eq(timesheetWeeks.employeeId, employeeId), eq(timesheetWeeks.weekStart, week)))
  )[0];
const auditCount = async () =>
  ((await db().execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
const trailOf = (entity: 'time_entry' | 'timesheet_week', entityId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
    .orderBy(auditEvents.id);

/** Everything a timesheet write could touch, to prove a refusal wrote nothing. */
async function everything(employeeId: number) {
  return { time: await timeSnapshot(db(), employeeId), weeks: await db().select().from(timesheetWeeks) };
}

async function refused(
  employeeId: number,
  send: () => Promise<{ statusCode: number; json: () => { message: string; fields?: unknown } }>,
  status: number,
  message: string | RegExp,
) {
  const before = await everything(employeeId);
  const res = await send();
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await everything(employeeId)).toEqual(before);
  return res.json();
}

describe('GET /api/admin/timesheets?week=', () => {
  it('lists every employee with entries, trips or an approval in the week, by name, with far punches, distances and totals', async () => {
    const week = pastWeek(3);
    const ana = await person('employee', { firstName: 'Ana', lastName: 'Ruiz', hourlyRate: '21.00' });
    const ben = await person('employee', { firstName: 'Ben', lastName: 'Olson', hourlyRate: '18.50' });
    const idle = await person('employee', { firstName: 'Cy', lastName: 'Idle' });
    const visit = await insertBooking(db(), customerId, siteId, { scheduledStart: inWeek(week, 1, '08:00') }, [ana.id]);
    // Monday 8:00-12:30 at the site, out 420 m away: flagged.
    const far = await insertEntry(db(), ana.id, inWeek(week, 1, '08:00'), 270, {
      bookingId: visit.id,
      source: 'clock',
      inLat: 44.8766,
      inLng: -93.3301,
      inDistanceM: 0,
      outLat: 44.8804,
      outLng: -93.3301,
      outDistanceM: 420,
      farFromSite: true,
    });
    await insertEntry(db(), ana.id, inWeek(week, 2, '13:00'), 61);
    await insertTrip(db(), ana.id, inWeek(week, 2, '12:30'), 12.3);
    // Ben drove and logged no hours; another week's entry of Cy does not count.
    await insertTrip(db(), ben.id, inWeek(week, 4, '10:00'), 4.5);
    await insertEntry(db(), idle.id, inWeek(addDays(week, -7), 3, '09:00'), 60);

    const res = await api(t, admin, 'GET', `/api/admin/timesheets?week=${week}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.weekStart).toBe(week);
    const mine = body.timesheets.filter((s: { employee: { id: number } }) => [ana.id, ben.id, idle.id].includes(s.employee.id));
    expect(mine.map((s: { employee: { name: string } }) => s.employee.name)).toEqual(['Ben Olson', 'Ana Ruiz']);
    const [benWeek, anaWeek] = mine;
    expect(anaWeek).toMatchObject({
      employee: { id: ana.id, name: 'Ana Ruiz', username: ana.username, isActive: true },
      weekStart: week,
      status: 'open',
      totalMinutes: 331,
      totalHours: 5.52,
      totalMiles: 12.3,
      openEntries: 0,
      openTrips: 0,
      farPunches: 1,
      hourlyRateCents: 2100,
      // 270 x 35 = 9,450 and 61 x 35 = 2,135 cents.
      payCents: 11_585,
      approvedBy: null,
      approvedAt: null,
      exportedAt: null,
      days: [
        { date: addDays(week, 1), minutes: 270, hours: 4.5, miles: 0, payCents: 9450 },
        { date: addDays(week, 2), minutes: 61, hours: 1.02, miles: 12.3, payCents: 2135 },
      ],
    });
    expect(anaWeek.entries[0]).toMatchObject({
      id: far.id,
      bookingId: visit.id,
      farFromSite: true,
      distanceMeters: 0,
      clockOutDistanceMeters: 420,
      location: '44.876600,-93.330100',
      clockOutLocation: '44.880400,-93.330100',
      hoursWorked: 4.5,
      // The visit's site by name (issue 30): the week reads "Main office", not a visit number.
      siteName: 'Main office',
    });
    expect(anaWeek.entries[1]).toMatchObject({ bookingId: null, siteName: null });
    expect(anaWeek.trips).toMatchObject([{ miles: 12.3, destination: 'Supply store' }]);
    expect(benWeek).toMatchObject({
      totalMinutes: 0,
      totalMiles: 4.5,
      entries: [],
      payCents: 0,
      days: [{ date: addDays(week, 4), miles: 4.5 }],
    });
  });

  it('refuses a week that is not a Sunday, or not a date, with a 400 naming `week`', async () => {
    for (const [week, message] of [
      ['2026-11-23', SUNDAY_MESSAGE],
      ['2026-02-30', WEEK_DATE_MESSAGE],
      ['last-week', WEEK_DATE_MESSAGE],
    ] as const) {
      const res = await api(t, admin, 'GET', `/api/admin/timesheets?week=${week}`);
      expect(res.statusCode, week).toBe(400);
      expect(res.json().fields).toEqual({ week: message });
    }
    const missing = await api(t, admin, 'GET', '/api/admin/timesheets');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['week']);
  });
});

describe('GET /api/admin/timesheets/:employeeId?week=', () => {
  it('answers one employee’s week, empty when nothing was filed', async () => {
    const emp = await person('employee', { firstName: 'Dee', lastName: 'Quiet' });
    const res = await api(t, admin, 'GET', `/api/admin/timesheets/${emp.id}?week=${pastWeek(2)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      employee: { id: emp.id, name: 'Dee Quiet' },
      status: 'open',
      entries: [],
      trips: [],
      days: [],
      totalMinutes: 0,
    });
  });

  it('is 404 for an unknown id and for someone who is not an employee; 400 for an id that is not one', async () => {
    const customer = await person('customer');
    for (const id of [2_147_483_647, customer.id, admin.id]) {
      const res = await api(t, admin, 'GET', `/api/admin/timesheets/${id}?week=${pastWeek(1)}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe('Employee not found');
    }
    const bad = await api(t, admin, 'GET', `/api/admin/timesheets/abc?week=${pastWeek(1)}`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['employeeId']);
  });
});

describe('approving a week', () => {
  it('snapshots rate, minutes, miles and pay (the sum of the days), records who and when, and audits it', async () => {
    const week = pastWeek(2);
    const emp = await person('employee', { firstName: 'Eve', lastName: 'Stone', hourlyRate: '17.35' });
    // Monday 510 min (14,747.5 -> 14,748 cents), Tuesday 247 + 61 = 308 min (8,906.33 -> 8,906), a 12.3-mile trip.
    await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 510);
    await insertEntry(db(), emp.id, inWeek(week, 2, '08:00'), 247);
    await insertEntry(db(), emp.id, inWeek(week, 2, '13:00'), 61);
    await insertTrip(db(), emp.id, inWeek(week, 2, '12:10'), 12.3);

    const res = await api(t, admin, 'POST', approveUrl(emp.id, week));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      hourlyRateCents: 1735,
      totalMinutes: 818,
      totalMiles: 12.3,
      payCents: 23_654,
      approvedBy: { id: admin.id, name: 'Ada Admin' },
      days: [
        { date: addDays(week, 1), minutes: 510, payCents: 14_748 },
        { date: addDays(week, 2), minutes: 308, payCents: 8906 },
      ],
    });
    expect(Date.now() - Date.parse(res.json().approvedAt)).toBeLessThan(60_000);
    expect(await weekRow(emp.id, week)).toMatchObject({
      status: 'approved',
      approvedBy: admin.id,
      hourlyRateCents: 1735,
      workedMinutes: 818,
      miles: '12.3',
      payCents: 23_654,
      exportedAt: null,
    });
    expect(await trailOf('timesheet_week', `${emp.id}:${week}`)).toMatchObject([
      { action: 'approve', actorId: admin.id, before: null, after: { status: 'approved', payCents: 23_654, hourlyRateCents: 1735 } },
    ]);
    // The list shows it approved, with the snapshot.
    const list = (await api(t, admin, 'GET', `/api/admin/timesheets?week=${week}`)).json();
    expect(list.timesheets.find((s: { employee: { id: number } }) => s.employee.id === emp.id)).toMatchObject({
      status: 'approved',
      payCents: 23_654,
    });
  });

  it('keeps the snapshot when the rate changes later', async () => {
    const week = pastWeek(2);
    const emp = await person('employee', { hourlyRate: '20.00' });
    await insertEntry(db(), emp.id, inWeek(week, 3, '09:00'), 60);
    expect((await api(t, admin, 'POST', approveUrl(emp.id, week))).statusCode).toBe(200);
    await db().execute(sql`update users set hourly_rate = 99 where id = ${emp.id}`);
    const res = await api(t, admin, 'GET', `/api/admin/timesheets/${emp.id}?week=${week}`);
    expect(res.json()).toMatchObject({ hourlyRateCents: 2000, payCents: 2000, days: [{ payCents: 2000 }] });
  });

  it('approves a week with nothing in it (it locks it) at zero pay', async () => {
    const emp = await person('employee');
    const res = await api(t, admin, 'POST', approveUrl(emp.id, pastWeek(4)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', payCents: 0, totalMinutes: 0, days: [] });
  });

  it('refuses to approve twice (409) and changes nothing', async () => {
    const week = pastWeek(2);
    const emp = await person('employee');
    await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60);
    expect((await api(t, admin, 'POST', approveUrl(emp.id, week))).statusCode).toBe(200);
    await refused(emp.id, () => api(t, admin, 'POST', approveUrl(emp.id, week)), 409, /^The week of .+ is already approved on .+\.$/);
  });

  it('refuses a week with an open entry or an open trip, an employee without a rate, and a week not over yet (409, nothing written)', async () => {
    const week = pastWeek(1);
    const clockedIn = await person('employee', { firstName: 'Fay', lastName: 'Open' });
    await insertEntry(db(), clockedIn.id, inWeek(week, 5, '09:00'), 0, { clockOut: null, workedMinutes: null, source: 'clock' });
    await refused(clockedIn.id, () => api(t, admin, 'POST', approveUrl(clockedIn.id, week)), 409, /^Fay Open is still clocked in \(/);

    const driving = await person('employee', { firstName: 'Gus', lastName: 'Road' });
    await insertTrip(db(), driving.id, inWeek(week, 6, '09:00'), 0, true);
    await refused(driving.id, () => api(t, admin, 'POST', approveUrl(driving.id, week)), 409, /trip still under way/);

    const unpaid = await person('employee', { hourlyRate: null });
    await insertEntry(db(), unpaid.id, inWeek(week, 1, '09:00'), 60);
    await refused(unpaid.id, () => api(t, admin, 'POST', approveUrl(unpaid.id, week)), 409, /^Set an hourly rate first/);

    const current = weekStart(companyDate(new Date()));
    await refused(
      unpaid.id,
      () => api(t, admin, 'POST', approveUrl(unpaid.id, current)),
      409,
      /is not over yet: it can be approved from Sunday, /,
    );
    expect(await weekRow(unpaid.id, week)).toBeUndefined();
  });

  it('is 404 for an unknown employee and 400 naming `week` for a day that is not a Sunday', async () => {
    const res = await api(t, admin, 'POST', approveUrl(2_147_483_647, pastWeek(1)));
    expect(res.statusCode).toBe(404);
    const emp = await person('employee');
    const monday = addDays(pastWeek(1), 1);
    const bad = await api(t, admin, 'POST', approveUrl(emp.id, monday));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ week: SUNDAY_MESSAGE });
  });
});

describe('an approved week is locked', () => {
  it('refuses the employee’s manual entry into it (409) and writes nothing', async () => {
    const week = pastWeek(1);
    const emp = await person('employee');
    await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60);
    expect((await api(t, admin, 'POST', approveUrl(emp.id, week))).statusCode).toBe(200);
    const entry = {
      clockIn: inWeek(week, 2, '09:00').toISOString(),
      clockOut: inWeek(week, 2, '10:00').toISOString(),
      description: 'late',
    };
    await refused(emp.id, () => api(t, emp, 'POST', '/api/employee/time-entries', entry), 409, /^The week of .+ is approved and locked\.$/);
    // The week before is open: the same entry there goes in.
    const earlier = { clockIn: inWeek(week, -5, '09:00').toISOString(), clockOut: inWeek(week, -5, '10:00').toISOString() };
    expect((await api(t, emp, 'POST', '/api/employee/time-entries', earlier)).statusCode).toBe(201);
  });

  it('refuses the employee’s clock-in into it (the week approved once it was over, seen from the next Sunday)', async () => {
    const emp = await person('employee');
    const thisWeek = weekStart(companyDate(new Date()));
    // The approval is made "next Sunday at noon", the only time a week that is still running now can be approved.
    vi.useFakeTimers({ toFake: ['Date'], now: zonedInstant(addDays(thisWeek, 7), '12:00') });
    // Signed in then, too: PGlite's clock follows the faked one, so today's session would look idle for days.
    const later = { ...admin, token: await tokenFor(t.app, admin.username) };
    const approved = await api(t, later, 'POST', approveUrl(emp.id, thisWeek));
    vi.useRealTimers();
    expect(approved.statusCode, approved.body).toBe(200);
    await refused(
      emp.id,
      () => api(t, emp, 'POST', '/api/employee/clock-in', { location: AT_SITE }),
      409,
      /^The week of .+ is approved and locked\.$/,
    );
  });

  it('refuses the admin’s corrections in it: add, edit, delete, and moving an entry into it (409, nothing written)', async () => {
    const week = pastWeek(2);
    const emp = await person('employee');
    const locked = await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60);
    const elsewhere = await insertEntry(db(), emp.id, inWeek(addDays(week, -7), 1, '09:00'), 60);
    expect((await api(t, admin, 'POST', approveUrl(emp.id, week))).statusCode).toBe(200);
    const message = /^The week of .+ is approved and locked\.$/;
    const times = (day: number) => ({
      clockIn: inWeek(week, day, '13:00').toISOString(),
      clockOut: inWeek(week, day, '14:00').toISOString(),
    });
    await refused(emp.id, () => api(t, admin, 'POST', '/api/admin/time-entries', { employeeId: emp.id, ...times(3) }), 409, message);
    await refused(emp.id, () => api(t, admin, 'PUT', `/api/admin/time-entries/${locked.id}`, times(1)), 409, message);
    await refused(emp.id, () => api(t, admin, 'DELETE', `/api/admin/time-entries/${locked.id}`), 409, message);
    // Moving an entry of an open week into the approved one, and out of it.
    await refused(emp.id, () => api(t, admin, 'PUT', `/api/admin/time-entries/${elsewhere.id}`, times(4)), 409, message);
    const out = { clockIn: inWeek(week, -6, '13:00').toISOString(), clockOut: inWeek(week, -6, '14:00').toISOString() };
    await refused(emp.id, () => api(t, admin, 'PUT', `/api/admin/time-entries/${locked.id}`, out), 409, message);
  });
});

describe('reopening a week', () => {
  it('opens an approved week again (snapshots cleared, audited) so that writes go in again', async () => {
    const week = pastWeek(2);
    const emp = await person('employee');
    const visit = await insertBooking(db(), customerId, siteId, { scheduledStart: inWeek(week, 1, '09:00') }, [emp.id]);
    await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60, { bookingId: visit.id });
    const approved = await api(t, admin, 'POST', approveUrl(emp.id, week));
    expect(approved.statusCode).toBe(200);
    expect(approved.json().entries).toMatchObject([{ bookingId: visit.id, siteName: 'Main office' }]);
    const res = await api(t, admin, 'POST', reopenUrl(emp.id, week));
    expect(res.json().timesheet.entries).toMatchObject([{ bookingId: visit.id, siteName: 'Main office' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      warning: null,
      timesheet: { status: 'open', approvedBy: null, approvedAt: null, totalMinutes: 60, payCents: 2100 },
    });
    expect(await weekRow(emp.id, week)).toMatchObject({
      status: 'open',
      approvedBy: null,
      hourlyRateCents: null,
      payCents: null,
      workedMinutes: null,
    });
    expect(
      (await trailOf('timesheet_week', `${emp.id}:${week}`)).map((e) => [
        e.action,
        e.actorId,
        (e.before as { status: string } | null)?.status,
      ]),
    ).toEqual([
      ['approve', admin.id, undefined],
      ['reopen', admin.id, 'approved'],
    ]);
    const entry = { clockIn: inWeek(week, 2, '09:00').toISOString(), clockOut: inWeek(week, 2, '10:00').toISOString() };
    expect((await api(t, emp, 'POST', '/api/employee/time-entries', entry)).statusCode).toBe(201);
    // And it can be approved again, now with both entries.
    expect((await api(t, admin, 'POST', approveUrl(emp.id, week))).json()).toMatchObject({ status: 'approved', totalMinutes: 120 });
  });

  it('refuses a week that is not approved (409) and an unknown employee (404)', async () => {
    const emp = await person('employee');
    await refused(emp.id, () => api(t, admin, 'POST', reopenUrl(emp.id, pastWeek(1))), 409, /^The week of .+ is not approved\.$/);
    expect((await api(t, admin, 'POST', reopenUrl(2_147_483_647, pastWeek(1)))).statusCode).toBe(404);
  });
});

describe('admin corrections', () => {
  const entriesOf = (employeeId: number) =>
    db().select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId)).orderBy(timeEntries.id);

  it('adds an entry for an employee (source admin), audited with the admin as actor', async () => {
    const week = pastWeek(1);
    const emp = await person('employee');
    const visit = await insertBooking(db(), customerId, siteId, { scheduledStart: inWeek(week, 2, '09:00') });
    const res = await api(t, admin, 'POST', '/api/admin/time-entries', {
      employeeId: emp.id,
      bookingId: visit.id,
      clockIn: inWeek(week, 2, '09:00').toISOString(),
      clockOut: inWeek(week, 2, '11:15').toISOString(),
      description: 'Forgot to punch (phone died)',
    });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      source: 'admin',
      bookingId: visit.id,
      hoursWorked: 2.25,
      weekStart: week,
      description: 'Forgot to punch (phone died)',
    });
    expect(await trailOf('time_entry', String(entry.id))).toMatchObject([
      { action: 'create', actorId: admin.id, before: null, after: { source: 'admin' } },
    ]);
    expect((await api(t, admin, 'GET', `/api/admin/timesheets/${emp.id}?week=${week}`)).json()).toMatchObject({ totalMinutes: 135 });
  });

  it('refuses bad input with a 400 naming the field, overlaps and cancelled visits with a 409, and writes nothing', async () => {
    const week = pastWeek(1);
    const emp = await person('employee', { firstName: 'Hal', lastName: 'Busy' });
    await insertEntry(db(), emp.id, inWeek(week, 3, '09:00'), 180);
    const body = (over: object = {}) => ({
      employeeId: emp.id,
      clockIn: inWeek(week, 4, '09:00').toISOString(),
      clockOut: inWeek(week, 4, '10:00').toISOString(),
      ...over,
    });
    const add = (payload: object) => () => api(t, admin, 'POST', '/api/admin/time-entries', payload);
    const customer = await person('customer');
    expect((await refused(emp.id, add(body({ employeeId: customer.id })), 400, /employeeId/)).fields).toEqual({
      employeeId: 'No employee has this id',
    });
    expect((await refused(emp.id, add(body({ employeeId: 'x' })), 400, /employeeId/)).fields).toHaveProperty('employeeId');
    expect((await refused(emp.id, add(body({ clockOut: inWeek(week, 4, '08:00').toISOString() })), 400, /clockOut/)).fields).toEqual({
      clockOut: 'The end time must be after the start time',
    });
    expect((await refused(emp.id, add({ employeeId: emp.id }), 400, /clockIn/)).fields).toEqual({
      clockIn: 'Please fill in required fields',
      clockOut: 'Please fill in required fields',
    });
    const tomorrow = addDays(companyDate(new Date()), 1);
    await refused(
      emp.id,
      add(body({ clockIn: zonedInstant(tomorrow, '09:00').toISOString(), clockOut: zonedInstant(tomorrow, '10:00').toISOString() })),
      400,
      /clockOut/,
    );
    await refused(emp.id, add(body({ clockOut: inWeek(week, 5, '10:00').toISOString() })), 400, /clockOut/);
    expect((await refused(emp.id, add(body({ bookingId: 2_147_483_647 })), 400, /bookingId/)).fields).toEqual({
      bookingId: 'No visit has this id',
    });
    const cancelled = await insertBooking(db(), customerId, siteId, { status: 'cancelled', cancelledAt: new Date() });
    await refused(emp.id, add(body({ bookingId: cancelled.id })), 409, 'This visit was cancelled.');
    await refused(
      emp.id,
      add(body({ clockIn: inWeek(week, 3, '11:00').toISOString(), clockOut: inWeek(week, 3, '13:00').toISOString() })),
      409,
      /^This entry overlaps Hal Busy’s entry of Wednesday, .+ 9:00 AM–12:00 PM\.$/,
    );
  });

  it('edits an entry: new times, source admin, distances measured again for a new visit; audited with before and after', async () => {
    const week = pastWeek(1);
    const emp = await person('employee');
    const farSite = await insertSite(db(), customerId, { latitude: 44.9778, longitude: -93.265 });
    const visit = await insertBooking(db(), customerId, farSite.id, {}, [emp.id]);
    const punched = await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60, {
      source: 'clock',
      inLat: 44.8766,
      inLng: -93.3301,
      outLat: 44.8766,
      outLng: -93.3301,
    });
    const res = await api(t, admin, 'PUT', `/api/admin/time-entries/${punched.id}`, {
      bookingId: visit.id,
      clockIn: inWeek(week, 1, '08:30').toISOString(),
      clockOut: inWeek(week, 1, '10:00').toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({
      id: punched.id,
      source: 'admin',
      bookingId: visit.id,
      hoursWorked: 1.5,
      farFromSite: true,
      description: '',
    });
    expect(after.distanceMeters).toBeGreaterThan(5000);
    const trail = await trailOf('time_entry', String(punched.id));
    expect(trail).toMatchObject([
      {
        action: 'update',
        actorId: admin.id,
        before: { source: 'clock', hoursWorked: 1, bookingId: null },
        after: { source: 'admin', hoursWorked: 1.5 },
      },
    ]);
    // Missing fields are kept; null clears.
    const kept = await api(t, admin, 'PUT', `/api/admin/time-entries/${punched.id}`, {
      clockIn: inWeek(week, 1, '08:30').toISOString(),
      clockOut: inWeek(week, 1, '09:45').toISOString(),
      description: 'Left early',
    });
    expect(kept.json()).toMatchObject({ bookingId: visit.id, description: 'Left early', hoursWorked: 1.25 });
    const cleared = await api(t, admin, 'PUT', `/api/admin/time-entries/${punched.id}`, {
      bookingId: null,
      clockIn: inWeek(week, 1, '08:30').toISOString(),
      clockOut: inWeek(week, 1, '09:45').toISOString(),
      description: null,
    });
    expect(cleared.json()).toMatchObject({ bookingId: null, description: '', farFromSite: false, distanceMeters: null });
  });

  it('closes an open entry the employee forgot to clock out of', async () => {
    const emp = await person('employee');
    const start = new Date(Date.now() - 3 * 3_600_000);
    const open = await insertEntry(db(), emp.id, start, 0, { clockOut: null, workedMinutes: null, source: 'clock' });
    const res = await api(t, admin, 'PUT', `/api/admin/time-entries/${open.id}`, {
      clockIn: start.toISOString(),
      clockOut: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hoursWorked: 2 });
    expect((await api(t, emp, 'GET', '/api/employee/time-entries')).json()).toMatchObject({ status: 'Off Duty' });
  });

  it('refuses an edit that overlaps another entry (its own old times are fine), and unknown ids (404)', async () => {
    const week = pastWeek(1);
    const emp = await person('employee');
    const first = await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 120);
    await insertEntry(db(), emp.id, inWeek(week, 1, '13:00'), 60);
    const edit = (id: number, from: string, to: string) => () =>
      api(t, admin, 'PUT', `/api/admin/time-entries/${id}`, {
        clockIn: inWeek(week, 1, from).toISOString(),
        clockOut: inWeek(week, 1, to).toISOString(),
      });
    await refused(emp.id, edit(first.id, '09:00', '13:30'), 409, /overlaps .+ 1:00 PM–2:00 PM\.$/);
    expect((await edit(first.id, '10:00', '12:30')()).statusCode).toBe(200);
    await refused(emp.id, edit(2_147_483_647, '09:00', '10:00'), 404, 'Time entry not found');
    await refused(emp.id, () => api(t, admin, 'DELETE', '/api/admin/time-entries/2147483647'), 404, 'Time entry not found');
    const bad = await api(t, admin, 'PUT', '/api/admin/time-entries/abc', {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['id']));
  });

  it('deletes an entry (204), audited with what it was; a second delete is 404', async () => {
    const emp = await person('employee');
    const entry = await insertEntry(db(), emp.id, inWeek(pastWeek(1), 2, '09:00'), 45);
    const res = await api(t, admin, 'DELETE', `/api/admin/time-entries/${entry.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await entriesOf(emp.id)).toEqual([]);
    expect(await trailOf('time_entry', String(entry.id))).toMatchObject([
      { action: 'delete', actorId: admin.id, before: { id: entry.id, hoursWorked: 0.75 }, after: null },
    ]);
    const count = await auditCount();
    expect((await api(t, admin, 'DELETE', `/api/admin/time-entries/${entry.id}`)).statusCode).toBe(404);
    expect(await auditCount()).toBe(count);
  });

  it('is for admins only: an employee cannot correct even their own entry', async () => {
    const emp = await person('employee');
    const entry = await insertEntry(db(), emp.id, inWeek(pastWeek(1), 2, '09:00'), 45);
    await refused(emp.id, () => api(t, emp, 'DELETE', `/api/admin/time-entries/${entry.id}`), 403, /.+/);
    await refused(emp.id, () => api(t, emp, 'POST', approveUrl(emp.id, pastWeek(1))), 403, /.+/);
  });
});
