import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema/audit.ts';
import { timeEntries } from '#server/db/schema/time.ts';
import { companyDate, weekStart } from '#shared/domain/company-time.ts';
import { useTestApp } from '#tests/support/test-app.ts';
import { insertBooking, insertEntry, insertSite } from '#tests/support/operations.ts';
import { approveWeek, AT_SITE, call, FAR_FROM_SITE, NEAR_SITE, signedIn, timeSnapshot, type Person } from '#tests/support/time-clock.ts';

// No GEOCODER_URL: every address is the coordinates (the geocoder has its own file).
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

const clockIn = (who: Person, payload: object) => call(t, who, 'POST', '/api/employee/clock-in', payload);
const clockOut = (who: Person, payload: object) => call(t, who, 'POST', '/api/employee/clock-out', payload);
const overview = (who: Person) => call(t, who, 'GET', '/api/employee/time-entries');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A visit assigned to `crew`, starting about now unless told otherwise. */
const booking = (crew: number[], overrides: Parameters<typeof insertBooking>[3] = {}) =>
  insertBooking(t.database.db, customerId, siteId, { scheduledStart: new Date(), ...overrides }, crew);

/** Runs a refused call and proves nothing was written: the employee's entries, trips and the audit trail are as they were. */
async function refusedWithoutWriting(who: Person, send: () => ReturnType<typeof clockIn>, status: number, message: string | RegExp) {
  const before = await timeSnapshot(t.database.db, who.id);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await timeSnapshot(t.database.db, who.id)).toEqual(before);
  return res;
}

describe('clock in and out', () => {
  it('opens an entry at the location, shows Active, and closes it on clock-out with the hours worked and an audit trail', async () => {
    const res = await clockIn(me, { bookingId: null, description: 'Evening shift', location: '44.9778,-93.2650', address: 'typed in' });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      bookingId: null,
      clockOut: null,
      hoursWorked: null,
      description: 'Evening shift',
      location: '44.977800,-93.265000',
      // No geocoder configured: the coordinates are the address, whatever the browser sent.
      address: '44.977800,-93.265000',
      source: 'clock',
      distanceMeters: null,
      farFromSite: false,
      weekStart: weekStart(companyDate(new Date())),
    });

    const active = (await overview(me)).json();
    expect(active).toMatchObject({ status: 'Active', openEntry: { id: entry.id }, weekStart: weekStart(companyDate(new Date())) });
    expect(active.entries.map((e: { id: number }) => e.id)).toEqual([entry.id]);

    const out = await clockOut(me, { timeEntryId: entry.id, description: 'Floors done', location: '44.9780,-93.2652', address: '' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      id: entry.id,
      clockOut: expect.any(String),
      hoursWorked: 0,
      description: 'Evening shift\nFloors done',
      clockOutLocation: '44.978000,-93.265200',
      clockOutAddress: '44.978000,-93.265200',
    });
    expect((await overview(me)).json()).toMatchObject({ status: 'Off Duty', openEntry: null });

    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'time_entry'), eq(auditEvents.entityId, String(entry.id))))
      .orderBy(auditEvents.id);
    expect(trail.map((e) => [e.action, e.actorId])).toEqual([
      ['clock-in', me.id],
      ['clock-out', me.id],
    ]);
    expect(trail[1]!.before).toMatchObject({ clockOut: null });
    expect(trail[1]!.after).toMatchObject({ clockOutLocation: '44.978000,-93.265200' });
  });

  it('clocks out of the open entry when no id is sent, and takes null for every optional field', async () => {
    const entry = (await clockIn(me, { bookingId: null, description: null, location: AT_SITE, address: null })).json();
    expect(entry.description).toBe('');
    const out = await clockOut(me, { timeEntryId: null, description: null, location: AT_SITE, address: null });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ id: entry.id, description: '' });
  });

  it('refuses a second clock-in while an entry is open (409) and writes nothing', async () => {
    expect((await clockIn(me, { location: AT_SITE })).statusCode).toBe(201);
    await refusedWithoutWriting(me, () => clockIn(me, { location: AT_SITE }), 409, 'You are already clocked in.');
  });

  it('refuses a clock-out with nothing open (409) and writes nothing', async () => {
    await refusedWithoutWriting(me, () => clockOut(me, { location: AT_SITE }), 409, 'You are not clocked in.');
    const closed = await insertEntry(t.database.db, me.id, hoursAgo(5), 60);
    await refusedWithoutWriting(me, () => clockOut(me, { timeEntryId: closed.id, location: AT_SITE }), 409, 'You are not clocked in.');
  });

  it("refuses to clock out of another employee's entry with a 404, and leaves that entry open", async () => {
    const other = await signedIn(t, 'employee');
    const theirs = (await clockIn(other, { location: AT_SITE })).json();
    expect((await clockIn(me, { location: AT_SITE })).statusCode).toBe(201);
    await refusedWithoutWriting(me, () => clockOut(me, { timeEntryId: theirs.id, location: AT_SITE }), 404, 'Time entry not found');
    await refusedWithoutWriting(me, () => clockOut(me, { timeEntryId: 2_147_483_647, location: AT_SITE }), 404, 'Time entry not found');
    expect((await overview(other)).json()).toMatchObject({ status: 'Active', openEntry: { id: theirs.id } });
    // Nor does the other's entry show in my list.
    expect((await overview(me)).json().entries.map((e: { id: number }) => e.id)).not.toContain(theirs.id);
  });

  it('refuses a location that is not lat,lng within range with a 400 naming the field, and writes nothing', async () => {
    for (const location of ['', 'here', '44.97', '91,10', '44.9,-181', '44.9;-93.2', 'NaN,NaN', '1e2,3']) {
      const res = await refusedWithoutWriting(me, () => clockIn(me, { location }), 400, /location/);
      expect(res.json().fields).toEqual({ location: 'Send the location as latitude,longitude within range, like 44.9778,-93.2650' });
    }
    await refusedWithoutWriting(me, () => clockIn(me, {}), 400, /location/);
    expect((await clockIn(me, { location: AT_SITE })).statusCode).toBe(201);
    await refusedWithoutWriting(me, () => clockOut(me, { location: '200,0' }), 400, /location/);
  });

  it('refuses a clock-in in an approved week (409) and writes nothing', async () => {
    await approveWeek(t.database.db, me.id, weekStart(companyDate(new Date())));
    await refusedWithoutWriting(me, () => clockIn(me, { location: AT_SITE }), 409, /^The week of .+ is approved and locked\.$/);
  });

  it('refuses a clock-out of an entry whose week was approved meanwhile (409) and writes nothing', async () => {
    const open = await insertEntry(t.database.db, me.id, hoursAgo(2), 0, { clockOut: null, workedMinutes: null, source: 'clock' });
    await approveWeek(t.database.db, me.id, open.weekStart);
    await refusedWithoutWriting(me, () => clockOut(me, { location: AT_SITE }), 409, /is approved and locked/);
  });
});

describe('clocking in to a booking', () => {
  it('takes only a booking assigned to the caller: anyone else’s or a missing one is 404, with nothing written', async () => {
    const other = await signedIn(t, 'employee');
    const theirs = await booking([other.id]);
    await refusedWithoutWriting(me, () => clockIn(me, { bookingId: theirs.id, location: AT_SITE }), 404, /Booking not found/);
    await refusedWithoutWriting(me, () => clockIn(me, { bookingId: 2_147_483_647, location: AT_SITE }), 404, /Booking not found/);
    const mine = await booking([me.id, other.id]);
    const res = await clockIn(me, { bookingId: mine.id, location: AT_SITE });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ bookingId: mine.id, distanceMeters: 0, farFromSite: false });
  });

  it('refuses a cancelled or completed visit, and one scheduled more than 12 hours away (409)', async () => {
    const cancelled = await booking([me.id], { status: 'cancelled', cancelledAt: new Date() });
    await refusedWithoutWriting(me, () => clockIn(me, { bookingId: cancelled.id, location: AT_SITE }), 409, 'This visit was cancelled.');
    const completed = await booking([me.id], { status: 'completed', completedAt: new Date() });
    await refusedWithoutWriting(
      me,
      () => clockIn(me, { bookingId: completed.id, location: AT_SITE }),
      409,
      'This visit is already completed.',
    );
    const tomorrow = await booking([me.id], { scheduledStart: new Date(Date.now() + 13 * 3_600_000) });
    await refusedWithoutWriting(
      me,
      () => clockIn(me, { bookingId: tomorrow.id, location: AT_SITE }),
      409,
      /12 hours before to 12 hours after/,
    );
  });

  it('stores the distance of each punch from the site and flags a punch beyond 300 m', async () => {
    const visit = await booking([me.id]);
    const near = (await clockIn(me, { bookingId: visit.id, location: NEAR_SITE })).json();
    expect(near.distanceMeters).toBeGreaterThan(140);
    expect(near.distanceMeters).toBeLessThan(170);
    expect(near.farFromSite).toBe(false);
    const out = (await clockOut(me, { location: FAR_FROM_SITE })).json();
    expect(out.distanceMeters).toBe(near.distanceMeters);
    expect(out.clockOutDistanceMeters).toBeGreaterThan(360);
    expect(out.clockOutDistanceMeters).toBeLessThan(400);
    expect(out.farFromSite).toBe(true);

    const [row] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, out.id));
    expect(row).toMatchObject({ inDistanceM: near.distanceMeters, outDistanceM: out.clockOutDistanceMeters, farFromSite: true });

    // A far clock-in is flagged at once.
    const second = await booking([me.id]);
    expect((await clockIn(me, { bookingId: second.id, location: FAR_FROM_SITE })).json()).toMatchObject({ farFromSite: true });
  });

  it('records no distance when the site has no coordinates or there is no booking', async () => {
    const noCoordinates = await insertSite(t.database.db, customerId, { latitude: null, longitude: null });
    const visit = await insertBooking(t.database.db, customerId, noCoordinates.id, { scheduledStart: new Date() }, [me.id]);
    const entry = (await clockIn(me, { bookingId: visit.id, location: FAR_FROM_SITE })).json();
    expect(entry).toMatchObject({ distanceMeters: null, farFromSite: false });
    expect((await clockOut(me, { location: FAR_FROM_SITE })).json()).toMatchObject({ clockOutDistanceMeters: null, farFromSite: false });
  });
});

describe('GET /api/employee/time-entries', () => {
  it('lists the 10 latest of the caller’s own entries, newest first, with this week’s hours from Sunday', async () => {
    const thisWeek = weekStart(companyDate(new Date()));
    // Twelve closed entries of 30 minutes, one a day, the newest yesterday... and one of someone else.
    const made = [];
    for (let day = 12; day >= 1; day--) made.push(await insertEntry(t.database.db, me.id, hoursAgo(day * 24), 30));
    const other = await signedIn(t, 'employee');
    await insertEntry(t.database.db, other.id, hoursAgo(1), 600);

    const res = await overview(me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entries.map((e: { id: number }) => e.id)).toEqual(
      made
        .slice(-10)
        .reverse()
        .map((e) => e.id),
    );
    const minutesThisWeek = made.filter((e) => e.weekStart === thisWeek).length * 30;
    expect(body).toMatchObject({ status: 'Off Duty', openEntry: null, weekStart: thisWeek, weeklyHours: minutesThisWeek / 60 });
  });

  it('counts an open entry of this week up to now', async () => {
    await insertEntry(t.database.db, me.id, hoursAgo(2), 0, { clockOut: null, workedMinutes: null, source: 'clock' });
    const body = (await overview(me)).json();
    expect(body.status).toBe('Active');
    // The open entry began two hours ago: this week's count holds those two hours (unless the week began since).
    if (body.openEntry.weekStart === body.weekStart) expect(body.weeklyHours).toBeCloseTo(2, 1);
  });
});
