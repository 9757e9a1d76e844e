import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLocations } from '#shared/contracts/time.ts';
import { companyDate, weekStart } from '#shared/domain/company-time.ts';
import { mileageLogs } from '#server/db/schema/time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertEntry, insertSite } from '#tests/support/operations.ts';
import { operationsWorld, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { FAR_FROM_SITE, NEAR_SITE } from '#tests/support/time-clock.ts';

// GET /api/employee/locations: every point stored about the caller, newest first (issue 13).
let t: TestApp;
let world: Awaited<ReturnType<typeof operationsWorld>>;
let employeeToken: string;
let ids: { acmeVisit: number; deliVisit: number; parkVisit: number; punched: number; open: number; trip: number; openTrip: number };

const at = (iso: string) => new Date(iso);

/** A trip stored with the points it was given (null end: still under way). */
async function storeTrip(
  employeeId: number,
  startedAt: Date,
  start: [number, number, string],
  end: [number, number, string] | null,
  bookingId: number | null,
) {
  const [row] = await t.database.db
    .insert(mileageLogs)
    .values({
      employeeId,
      bookingId,
      startedAt,
      endedAt: end ? new Date(startedAt.getTime() + 25 * 60_000) : null,
      startLat: start[0],
      startLng: start[1],
      startAddress: start[2],
      endLat: end?.[0] ?? null,
      endLng: end?.[1] ?? null,
      endAddress: end?.[2] ?? null,
      startOdometer: '48213.4',
      endOdometer: end ? '48225.6' : null,
      miles: end ? '12.2' : null,
      minutes: end ? 25 : null,
      destination: end ? 'Acme Dental' : null,
      weekStart: weekStart(companyDate(startedAt)),
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await operationsWorld(t, 'loc');
  const { db, customer, employee, employeeB, site, siteB, customerB } = world;
  employeeToken = await tokenFor(t.app, employee.username);

  // Three visits, named three ways: a customer's company, a booking without an account, a customer's own name.
  const acmeVisit = await insertBooking(db, customer.id, site.id, { serviceType: 'Office cleaning' }, [employee.id]);
  const deliVisit = await insertBooking(
    db,
    customer.id,
    site.id,
    { customerId: null, clientName: 'Lake Deli', serviceType: 'Kitchen cleaning' },
    [employee.id],
  );
  const lee = await insertUser(db, 'customer', { username: 'loc-lee', firstName: 'Lee', lastName: 'Park', companyName: null });
  const leeSite = await insertSite(db, lee.id);
  const parkVisit = await insertBooking(db, lee.id, leeSite.id, { serviceType: 'Window washing' }, [employee.id]);

  // Employee's rows: a punched entry (in at the site, out 415 m away), a manual entry (no location),
  // an open entry without an address, a trip that ended and one under way.
  const punched = await insertEntry(db, employee.id, at('2026-03-02T14:00:00Z'), 120, {
    source: 'clock',
    bookingId: acmeVisit.id,
    inLat: 44.8766,
    inLng: -93.3301,
    inAddress: '7001 France Ave S, Edina, MN 55435',
    inDistanceM: 0,
    outLat: 44.88,
    outLng: -93.3301,
    outAddress: '44.880000,-93.330100',
    outDistanceM: 415,
    farFromSite: true,
  });
  await insertEntry(db, employee.id, at('2026-03-01T14:00:00Z'), 60);
  const open = await insertEntry(db, employee.id, at('2026-03-03T15:00:00Z'), 0, {
    source: 'clock',
    clockOut: null,
    workedMinutes: null,
    bookingId: deliVisit.id,
    inLat: 44.9778,
    inLng: -93.265,
  });
  const trip = await storeTrip(
    employee.id,
    at('2026-03-02T13:30:00Z'),
    [44.9766, -93.265, '100 Main St, Minneapolis, MN 55401'],
    [44.8766, -93.3301, '7001 France Ave S, Edina, MN 55435'],
    parkVisit.id,
  );
  const openTrip = await storeTrip(employee.id, at('2026-03-03T14:30:00Z'), [44.9, -93.2, '44.900000,-93.200000'], null, null);

  // Employee B's, later than all of Employee's: they would top the list if they leaked into it.
  const theirVisit = await insertBooking(db, customerB.id, siteB.id, {}, [employeeB.id]);
  await insertEntry(db, employeeB.id, at('2026-03-04T14:00:00Z'), 60, {
    source: 'clock',
    bookingId: theirVisit.id,
    inLat: 44.97,
    inLng: -93.27,
    inAddress: '80 S 8th St, Minneapolis, MN 55402',
    outLat: 44.97,
    outLng: -93.27,
    outAddress: '80 S 8th St, Minneapolis, MN 55402',
  });
  await storeTrip(employeeB.id, at('2026-03-04T13:00:00Z'), [44.95, -93.1, 'St Paul'], [44.97, -93.27, 'Minneapolis'], null);

  ids = {
    acmeVisit: acmeVisit.id,
    deliVisit: deliVisit.id,
    parkVisit: parkVisit.id,
    punched: punched.id,
    open: open.id,
    trip: trip.id,
    openTrip: openTrip.id,
  };
});
afterAll(async () => {
  await t.close();
});

const list = (token: string | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/employee/locations${query}`, headers: token ? bearer(token) : {} });

/** Employee's six points as worked out from the rows above, newest first. */
function expected() {
  const none = { distanceFromSiteM: null, farFromSite: false };
  return [
    {
      kind: 'clock-in',
      at: '2026-03-03T15:00:00.000Z',
      lat: 44.9778,
      lng: -93.265,
      address: null,
      ...none,
      timeEntryId: ids.open,
      tripId: null,
      bookingId: ids.deliVisit,
      serviceType: 'Kitchen cleaning',
      clientName: 'Lake Deli',
    },
    {
      kind: 'trip-start',
      at: '2026-03-03T14:30:00.000Z',
      lat: 44.9,
      lng: -93.2,
      address: '44.900000,-93.200000',
      ...none,
      timeEntryId: null,
      tripId: ids.openTrip,
      bookingId: null,
      serviceType: null,
      clientName: null,
    },
    {
      kind: 'clock-out',
      // 14:00 + 120 minutes.
      at: '2026-03-02T16:00:00.000Z',
      lat: 44.88,
      lng: -93.3301,
      address: '44.880000,-93.330100',
      // 415 m is over FAR_PUNCH_METERS (300).
      distanceFromSiteM: 415,
      farFromSite: true,
      timeEntryId: ids.punched,
      tripId: null,
      bookingId: ids.acmeVisit,
      serviceType: 'Office cleaning',
      clientName: 'Acme Dental',
    },
    {
      kind: 'clock-in',
      at: '2026-03-02T14:00:00.000Z',
      lat: 44.8766,
      lng: -93.3301,
      address: '7001 France Ave S, Edina, MN 55435',
      distanceFromSiteM: 0,
      farFromSite: false,
      timeEntryId: ids.punched,
      tripId: null,
      bookingId: ids.acmeVisit,
      serviceType: 'Office cleaning',
      clientName: 'Acme Dental',
    },
    {
      kind: 'trip-end',
      // 13:30 + 25 minutes.
      at: '2026-03-02T13:55:00.000Z',
      lat: 44.8766,
      lng: -93.3301,
      address: '7001 France Ave S, Edina, MN 55435',
      ...none,
      timeEntryId: null,
      tripId: ids.trip,
      bookingId: ids.parkVisit,
      serviceType: 'Window washing',
      // A customer without a company: their name.
      clientName: 'Lee Park',
    },
    {
      kind: 'trip-start',
      at: '2026-03-02T13:30:00.000Z',
      lat: 44.9766,
      lng: -93.265,
      address: '100 Main St, Minneapolis, MN 55401',
      ...none,
      timeEntryId: null,
      tripId: ids.trip,
      bookingId: ids.parkVisit,
      serviceType: 'Window washing',
      clientName: 'Lee Park',
    },
  ];
}

describe('GET /api/employee/locations', () => {
  it("lists every point stored about the caller, newest first, with the punch's distance and the visit; no one else's", async () => {
    const res = await list(employeeToken);
    expect(res.statusCode, res.body).toBe(200);
    // In clock-in, clock-out x the punched entry, clock-in of the open one, start and end of the trip, start of the open trip;
    // the manual entry stored no location.
    expect(res.json()).toEqual({ locations: expected(), total: 6, nextCursor: null });
  });

  it('lists only the caller’s own, whatever id the request names', async () => {
    const tokenB = await tokenFor(t.app, world.employeeB.username);
    const theirs = (await list(tokenB)).json() as StoredLocations;
    expect(theirs.total).toBe(4);
    expect(theirs.locations.map((l) => [l.kind, l.at])).toEqual([
      ['clock-out', '2026-03-04T15:00:00.000Z'],
      ['clock-in', '2026-03-04T14:00:00.000Z'],
      ['trip-end', '2026-03-04T13:25:00.000Z'],
      ['trip-start', '2026-03-04T13:00:00.000Z'],
    ]);
    // An id in the query is not an input: the session says whose.
    const mine = await list(employeeToken, `?employeeId=${world.employeeB.id}`);
    expect(mine.json()).toEqual({ locations: expected(), total: 6, nextCursor: null });
  });

  it('lists the newest `limit` (1 to 500) and says how many are stored', async () => {
    const two = await list(employeeToken, '?limit=2');
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toMatchObject({ locations: expected().slice(0, 2), total: 6 });
    expect((await list(employeeToken, '?limit=1')).json()).toMatchObject({ locations: expected().slice(0, 1), total: 6 });
    expect((await list(employeeToken, '?limit=500')).json()).toEqual({ locations: expected(), total: 6, nextCursor: null });
  });

  it('pages by the cursor of the page before (issue 30): every point once, newest first, the last page without a cursor', async () => {
    const pages: StoredLocations[] = [];
    let before: string | null = '';
    while (before !== null && pages.length < 5) {
      const res = await list(employeeToken, `?limit=4${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json() as StoredLocations);
      before = pages.at(-1)!.nextCursor;
    }
    // 6 points in pages of 4: 4 then 2, and the second says there is nothing after it.
    expect(pages.map((p) => p.locations.length)).toEqual([4, 2]);
    expect(pages.flatMap((p) => p.locations)).toEqual(expected());
    expect(pages.map((p) => p.total)).toEqual([6, 6]);
    // A page of exactly what is left has no next page either.
    const rest = (await list(employeeToken, `?limit=2&before=${encodeURIComponent(pages[0]!.nextCursor!)}`)).json() as StoredLocations;
    expect(rest).toEqual({ locations: expected().slice(4), total: 6, nextCursor: null });
  });

  it('refuses a cursor it did not make with the field’s message', async () => {
    for (const before of ['yesterday', '2026-03-04T15:00:00Z~3~1~clock-in', '2026-03-04T15:00:00Z~1~1~lunch', '']) {
      const res = await list(employeeToken, `?before=${encodeURIComponent(before)}`);
      expect(res.statusCode, `before=${before}: ${res.body}`).toBe(400);
      expect((res.json() as ErrorAnswer).fields).toEqual({ before: 'Use the nextCursor of the page before to ask for the next page' });
    }
  });

  it("refuses a limit outside 1 to 500 with the field's message", async () => {
    for (const limit of ['0', '501', '-3', '2.5', 'all', '']) {
      const res = await list(employeeToken, `?limit=${limit}`);
      expect(res.statusCode, `limit=${limit}: ${res.body}`).toBe(400);
      expect((res.json() as ErrorAnswer).fields).toEqual({ limit: 'Ask for 1 to 500 locations' });
    }
  });

  it('lists a punch made through the API at the top, with its distance from the site worked out by the server', async () => {
    const { db, customer, site } = world;
    const newcomer = await insertUser(db, 'employee', { username: 'loc-newcomer' });
    const token = await tokenFor(t.app, newcomer.username);
    const visit = await insertBooking(db, customer.id, site.id, { scheduledStart: new Date() }, [newcomer.id]);
    expect((await list(token)).json()).toEqual({ locations: [], total: 0, nextCursor: null });

    const punchIn = await t.app.inject({
      method: 'POST',
      url: '/api/employee/clock-in',
      headers: bearer(token),
      payload: { bookingId: visit.id, location: NEAR_SITE },
    });
    expect(punchIn.statusCode, punchIn.body).toBe(201);
    const punchOut = await t.app.inject({
      method: 'POST',
      url: '/api/employee/clock-out',
      headers: bearer(token),
      payload: { location: FAR_FROM_SITE },
    });
    expect(punchOut.statusCode, punchOut.body).toBe(200);

    const body = (await list(token)).json() as StoredLocations;
    expect(body.total).toBe(2);
    // 0.0014 and 0.0034 degrees of latitude north of the site, at about 111,195 m a degree: 155.7 and 378.1 m.
    expect(body.locations).toEqual([
      expect.objectContaining({
        kind: 'clock-out',
        lat: 44.88,
        distanceFromSiteM: 378,
        farFromSite: true,
        address: '44.880000,-93.330100',
      }),
      expect.objectContaining({
        kind: 'clock-in',
        lat: 44.878,
        distanceFromSiteM: 156,
        farFromSite: false,
        address: '44.878000,-93.330100',
      }),
    ]);
    expect(body.locations.every((l) => l.bookingId === visit.id && l.clientName === 'Acme Dental')).toBe(true);
  });

  it('is for employees only: 401 without a session, 403 for a customer or an admin', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(await tokenFor(t.app, world.customer.username))).statusCode).toBe(403);
    expect((await list(world.adminToken)).statusCode).toBe(403);
  });
});
