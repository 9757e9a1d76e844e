import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema/audit.ts';
import { mileageLogs } from '#server/db/schema/time.ts';
import { addDays, companyDate, weekStart } from '#shared/domain/company-time.ts';
import { useTestApp } from '#tests/support/test-app.ts';
import { insertBooking, insertSite } from '#tests/support/operations.ts';
import { approveWeek, AT_SITE, call, NEAR_SITE, signedIn, timeSnapshot, type Person } from '#tests/support/time-clock.ts';

const t = useTestApp();

let me: Person;
beforeEach(async () => {
  me = await signedIn(t, 'employee');
});

const start = (who: Person, payload: object) => call(t, who, 'POST', '/api/employee/mileage-logs', payload);
const end = (who: Person, id: number, payload: object) => call(t, who, 'POST', `/api/employee/mileage-logs/${id}/end`, payload);
const week = (who: Person, day?: string) => call(t, who, 'GET', `/api/employee/mileage-logs${day ? `?week=${day}` : ''}`);
const arrive = { location: NEAR_SITE, endMileage: 48_231.6, destination: 'Edina office' };

async function refusedWithoutWriting(who: Person, send: () => ReturnType<typeof start>, status: number, message: string | RegExp) {
  const before = await timeSnapshot(t.database.db, who.id);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await timeSnapshot(t.database.db, who.id)).toEqual(before);
  return res;
}

/** A trip stored as if it had happened `daysAgo` days back, lasting `minutes`. */
async function pastTrip(employeeId: number, daysAgo: number, from: number, to: number, minutes: number) {
  const startedAt = new Date(Date.now() - daysAgo * 86_400_000);
  await t.database.db.insert(mileageLogs).values({
    employeeId,
    startedAt,
    endedAt: new Date(startedAt.getTime() + minutes * 60_000),
    startLat: 44.9,
    startLng: -93.2,
    startAddress: '44.900000,-93.200000',
    endLat: 44.8766,
    endLng: -93.3301,
    endAddress: '44.876600,-93.330100',
    startOdometer: from.toFixed(1),
    endOdometer: to.toFixed(1),
    miles: (to - from).toFixed(1),
    minutes,
    destination: 'Site',
    weekStart: weekStart(companyDate(startedAt)),
  });
}

describe('drive mode trips', () => {
  it('starts a trip with the location and mileage, shows it open, and ends it: miles = end - start, minutes from elapsed time', async () => {
    const res = await start(me, { location: '44.9778,-93.2650', address: 'x', startMileage: '48,213.4' });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json();
    expect(trip).toMatchObject({
      startLocation: '44.977800,-93.265000',
      startAddress: '44.977800,-93.265000',
      startMileage: 48_213.4,
      endedAt: null,
      miles: null,
      weekStart: weekStart(companyDate(new Date())),
    });
    expect((await week(me)).json()).toMatchObject({ openTrip: { id: trip.id }, totalMiles: 0, totalMinutes: 0 });

    const ended = await end(me, trip.id, arrive);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      id: trip.id,
      endMileage: 48_231.6,
      miles: 18.2,
      minutes: 0,
      destination: 'Edina office',
      endLocation: '44.878000,-93.330100',
      endedAt: expect.any(String),
    });
    const listed = (await week(me)).json();
    expect(listed).toMatchObject({ openTrip: null, totalMiles: 18.2, totalMinutes: 0 });
    expect(listed.trips.map((r: { id: number }) => r.id)).toEqual([trip.id]);

    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'mileage_log'), eq(auditEvents.entityId, String(trip.id))))
      .orderBy(auditEvents.id);
    expect(trail.map((e) => [e.action, e.actorId])).toEqual([
      ['start', me.id],
      ['end', me.id],
    ]);
  });

  it('totals a week’s ended trips (from Sunday) and lists any week by one of its days, newest first', async () => {
    const today = companyDate(new Date());
    const lastWeek = addDays(weekStart(today), -7);
    await pastTrip(me.id, 7, 1000, 1012.3, 25);
    await pastTrip(me.id, 8, 1012.3, 1020.4, 14);
    const body = (await week(me, addDays(lastWeek, 3))).json();
    expect(body.weekStart).toBe(lastWeek);
    // Which of the two fell in last week depends on today's weekday; the totals are theirs.
    const trips = body.trips as Array<{ miles: number; minutes: number; startedAt: string }>;
    expect(body.totalMiles).toBeCloseTo(
      trips.reduce((sum, trip) => sum + trip.miles, 0),
      5,
    );
    expect(body.totalMinutes).toBe(trips.reduce((sum, trip) => sum + trip.minutes, 0));
    expect(trips.map((trip) => trip.startedAt)).toEqual([...trips.map((trip) => trip.startedAt)].sort().reverse());
    expect((await week(me, '2026-02-30')).statusCode).toBe(400);
  });

  it('refuses a second trip while one is open (409), and writes nothing', async () => {
    expect((await start(me, { location: AT_SITE, startMileage: 100 })).statusCode).toBe(201);
    await refusedWithoutWriting(me, () => start(me, { location: AT_SITE, startMileage: 101 }), 409, /trip in progress/);
  });

  it('refuses a mileage that is not a number with the spec’s message, and writes nothing', async () => {
    for (const startMileage of ['', 'lots', '-5', null, '12e3']) {
      const res = await refusedWithoutWriting(me, () => start(me, { location: AT_SITE, startMileage }), 400, /startMileage/);
      expect(res.json().fields).toEqual({ startMileage: 'Please enter a valid mileage reading.' });
    }
    const trip = (await start(me, { location: AT_SITE, startMileage: 500 })).json();
    const bad = await refusedWithoutWriting(me, () => end(me, trip.id, { ...arrive, endMileage: 'far' }), 400, /endMileage/);
    expect(bad.json().fields).toEqual({ endMileage: 'Please enter a valid ending mileage reading.' });
  });

  it('refuses an ending mileage below the start, an implausible trip, and a missing destination (400), and writes nothing', async () => {
    const trip = (await start(me, { location: AT_SITE, startMileage: 48_213.4 })).json();
    const below = await refusedWithoutWriting(me, () => end(me, trip.id, { ...arrive, endMileage: 48_213.3 }), 400, /endMileage/);
    expect(below.json().fields).toEqual({ endMileage: 'The ending mileage must be at least the starting mileage (48,213.4).' });
    await refusedWithoutWriting(me, () => end(me, trip.id, { ...arrive, endMileage: 58_213.4 }), 400, /endMileage/);
    const noDestination = await refusedWithoutWriting(me, () => end(me, trip.id, { ...arrive, destination: '  ' }), 400, /destination/);
    expect(noDestination.json().fields).toEqual({ destination: 'Destination is required' });
    // The same reading is a trip of 0 miles.
    expect((await end(me, trip.id, { ...arrive, endMileage: 48_213.4 })).json()).toMatchObject({ miles: 0 });
  });

  it("refuses to end another employee's trip (404) or an ended one (409), and writes nothing", async () => {
    const other = await signedIn(t, 'employee');
    const theirs = (await start(other, { location: AT_SITE, startMileage: 10 })).json();
    await refusedWithoutWriting(me, () => end(me, theirs.id, arrive), 404, 'Trip not found');
    expect((await week(me)).json()).toMatchObject({ trips: [], openTrip: null });
    expect((await week(other)).json()).toMatchObject({ openTrip: { id: theirs.id } });

    const mine = (await start(me, { location: AT_SITE, startMileage: 48_200 })).json();
    expect((await end(me, mine.id, arrive)).statusCode).toBe(200);
    await refusedWithoutWriting(me, () => end(me, mine.id, arrive), 409, 'This trip has already ended.');
  });

  it('refuses a trip in an approved week, and ending a trip whose week was approved meanwhile (409)', async () => {
    const trip = (await start(me, { location: AT_SITE, startMileage: 48_200 })).json();
    await approveWeek(t.database.db, me.id, trip.weekStart);
    await refusedWithoutWriting(me, () => end(me, trip.id, arrive), 409, /is approved and locked/);
    const other = await signedIn(t, 'employee');
    await approveWeek(t.database.db, other.id, weekStart(companyDate(new Date())));
    await refusedWithoutWriting(other, () => start(other, { location: AT_SITE, startMileage: 10 }), 409, /is approved and locked/);
  });

  it('names a booking only when it is assigned to the caller (404 otherwise)', async () => {
    const customer = await signedIn(t, 'customer');
    const site = await insertSite(t.database.db, customer.id);
    const theirs = await insertBooking(t.database.db, customer.id, site.id);
    await refusedWithoutWriting(
      me,
      () => start(me, { location: AT_SITE, startMileage: 1, bookingId: theirs.id }),
      404,
      /Booking not found/,
    );
    const mine = await insertBooking(t.database.db, customer.id, site.id, {}, [me.id]);
    expect((await start(me, { location: AT_SITE, startMileage: 1, bookingId: mine.id })).json()).toMatchObject({ bookingId: mine.id });
  });

  it('lets one of parallel trip starts win', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => start(me, { location: AT_SITE, startMileage: 100 + i })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.database.db.select().from(mileageLogs).where(eq(mileageLogs.employeeId, me.id))).toHaveLength(1);
  });
});
