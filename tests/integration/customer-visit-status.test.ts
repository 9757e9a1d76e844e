import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { timeEntries } from '#server/db/schema/time.ts';
import type { LiveVisits } from '#shared/contracts/customer-quality.ts';
import { bearer, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertEntry } from '#tests/support/operations.ts';
import { call, ok, operationsWorld } from '#tests/support/operations-api.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// Live visit status (issue 33, decision 0046): the customer's visits of today (Minnesota) with where
// each stands at the app's clock: scheduled until the first punch, crew on site while anyone is
// clocked in, finished at the last clock-out; minutes on site from the first punch. The clock is
// fixed at Wednesday 2026-11-18 10:00 in Minnesota (16:00 UTC, CST) and moved by the test.
let clock = new Date('2026-11-18T16:00:00Z');
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let tokenA: string;
let tokenB: string;
const ids: Record<string, number> = {};
const at = (iso: string) => new Date(iso);
/** Where the crew punched: it must never reach the customer. */
const SECRET_PLACE = { inLat: 44.9121, inLng: -93.3456, inAddress: '4521 Secret Lane, Edina', inDistanceM: 12 };

beforeAll(async () => {
  t = await createTestApp({}, { dashboardClock: () => clock });
  w = await operationsWorld(t, 'lv');
  tokenA = await tokenFor(t.app, w.customer.username);
  tokenB = await tokenFor(t.app, w.customerB.username);
  const { db, customer, site, employee, employeeB } = w;

  // 07:00 CST: marked completed at 9:00 by an admin; nobody punched.
  ids['done'] = (
    await insertBooking(db, customer.id, site.id, {
      scheduledStart: at('2026-11-18T13:00:00Z'),
      status: 'completed',
      completedAt: at('2026-11-18T15:00:00Z'),
    })
  ).id;
  // 08:00 CST, 2 h: Ana 7:58-9:40, Ben 8:05-9:50: finished at 9:50, 112 minutes on site.
  ids['early'] = (
    await insertBooking(db, customer.id, site.id, { scheduledStart: at('2026-11-18T14:00:00Z') }, [employee.id, employeeB.id])
  ).id;
  await insertEntry(db, employee.id, at('2026-11-18T13:58:00Z'), 102, { bookingId: ids['early'], source: 'clock', ...SECRET_PLACE });
  await insertEntry(db, employeeB.id, at('2026-11-18T14:05:00Z'), 105, { bookingId: ids['early'], source: 'clock', ...SECRET_PLACE });
  // 09:30 CST: Ana clocked in at 9:35 and is still there; Ben came 9:40-9:55.
  ids['now'] = (
    await insertBooking(db, customer.id, site.id, { scheduledStart: at('2026-11-18T15:30:00Z') }, [employee.id, employeeB.id])
  ).id;
  ids['open'] = (
    await insertEntry(db, employee.id, at('2026-11-18T15:35:00Z'), 0, {
      bookingId: ids['now'],
      source: 'clock',
      clockOut: null,
      workedMinutes: null,
      ...SECRET_PLACE,
    })
  ).id;
  await insertEntry(db, employeeB.id, at('2026-11-18T15:40:00Z'), 15, { bookingId: ids['now'], source: 'clock', ...SECRET_PLACE });
  // 6:00 PM CST: still today in Minnesota though already tomorrow in UTC; nobody there yet.
  ids['evening'] = (await insertBooking(db, customer.id, site.id, { scheduledStart: at('2026-11-19T00:00:00Z') })).id;

  // Never listed for A: yesterday's visit, today's cancelled one, tomorrow's, and customer B's of today.
  await insertBooking(db, customer.id, site.id, { scheduledStart: at('2026-11-18T05:59:00Z') });
  await insertBooking(db, customer.id, site.id, {
    scheduledStart: at('2026-11-18T17:00:00Z'),
    status: 'cancelled',
    cancelledAt: at('2026-11-17T17:00:00Z'),
  });
  await insertBooking(db, customer.id, site.id, { scheduledStart: at('2026-11-19T06:00:00Z') });
  ids['b'] = (await insertBooking(db, w.customerB.id, w.siteB.id, { scheduledStart: at('2026-11-18T15:00:00Z') }, [employeeB.id])).id;
  await insertEntry(db, employeeB.id, at('2026-11-18T14:55:00Z'), 30, { bookingId: ids['b'], source: 'clock' });
});

afterAll(async () => {
  await t?.close();
});

const today = (token: string) => ok<LiveVisits>(t, token, 'GET', '/api/customer/visits/today');

describe('GET /api/customer/visits/today', () => {
  it('lists today’s visits with where each stands, earliest first', async () => {
    const body = await today(tokenA);
    expect(body.date).toBe('2026-11-18');
    expect(body.asOf).toBe('2026-11-18T16:00:00.000Z');
    expect(body.visits).toEqual([
      {
        bookingId: ids['done'],
        siteName: 'Acme Dental',
        serviceType: 'Office cleaning',
        scheduledStart: '2026-11-18T13:00:00.000Z',
        scheduledEnd: '2026-11-18T15:00:00.000Z',
        status: 'finished',
        arrivedAt: null,
        finishedAt: '2026-11-18T15:00:00.000Z',
        minutesOnSite: null,
        crewOnSite: 0,
        crewCount: 0,
      },
      {
        bookingId: ids['early'],
        siteName: 'Acme Dental',
        serviceType: 'Office cleaning',
        scheduledStart: '2026-11-18T14:00:00.000Z',
        scheduledEnd: '2026-11-18T16:00:00.000Z',
        status: 'finished',
        arrivedAt: '2026-11-18T13:58:00.000Z',
        finishedAt: '2026-11-18T15:50:00.000Z',
        minutesOnSite: 112,
        crewOnSite: 0,
        crewCount: 2,
      },
      {
        bookingId: ids['now'],
        siteName: 'Acme Dental',
        serviceType: 'Office cleaning',
        scheduledStart: '2026-11-18T15:30:00.000Z',
        scheduledEnd: '2026-11-18T17:30:00.000Z',
        status: 'on_site',
        arrivedAt: '2026-11-18T15:35:00.000Z',
        finishedAt: null,
        minutesOnSite: 25,
        crewOnSite: 1,
        crewCount: 2,
      },
      {
        bookingId: ids['evening'],
        siteName: 'Acme Dental',
        serviceType: 'Office cleaning',
        scheduledStart: '2026-11-19T00:00:00.000Z',
        scheduledEnd: '2026-11-19T02:00:00.000Z',
        status: 'scheduled',
        arrivedAt: null,
        finishedAt: null,
        minutesOnSite: null,
        crewOnSite: 0,
        crewCount: 0,
      },
    ]);
  });

  it('never tells the customer where anyone is', async () => {
    const res = await t.app.inject({ url: '/api/customer/visits/today', headers: bearer(tokenA) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Secret Lane|44\.9121|-93\.3456|lat|lng|address|distance/i);
  });

  it('follows the clock and the punches: time on site runs, then the last clock-out finishes the visit', async () => {
    clock = new Date('2026-11-18T16:30:00Z');
    let now = (await today(tokenA)).visits.find((v) => v.bookingId === ids['now'])!;
    expect(now).toMatchObject({ status: 'on_site', minutesOnSite: 55, crewOnSite: 1 });

    await w.db
      .update(timeEntries)
      .set({ clockOut: at('2026-11-18T16:20:00Z'), workedMinutes: 45 })
      .where(eq(timeEntries.id, ids['open']!));
    now = (await today(tokenA)).visits.find((v) => v.bookingId === ids['now'])!;
    expect(now).toMatchObject({
      status: 'finished',
      finishedAt: '2026-11-18T16:20:00.000Z',
      minutesOnSite: 45,
      crewOnSite: 0,
      crewCount: 2,
    });

    // After midnight in Minnesota (6:00 UTC) the day is Thursday's: none of Wednesday's visits is today's.
    clock = new Date('2026-11-19T06:30:00Z');
    const thursday = await today(tokenA);
    expect(thursday.date).toBe('2026-11-19');
    expect(thursday.visits.map((v) => v.scheduledStart)).toEqual(['2026-11-19T06:00:00.000Z']);
    clock = new Date('2026-11-18T16:00:00Z');
  });

  it('shows a customer only their own sites’ visits', async () => {
    const body = await today(tokenB);
    expect(body.visits.map((v) => v.bookingId)).toEqual([ids['b']]);
    expect(body.visits[0]).toMatchObject({ siteName: 'Birch Law', status: 'finished', minutesOnSite: 30, crewCount: 1 });
  });

  it('is for customers only', async () => {
    expect((await t.app.inject({ url: '/api/customer/visits/today' })).statusCode).toBe(401);
    expect((await call(t, w.adminToken, 'GET', '/api/customer/visits/today')).status).toBe(403);
    const employeeToken = await tokenFor(t.app, w.employee.username);
    expect((await call(t, employeeToken, 'GET', '/api/customer/visits/today')).status).toBe(403);
  });
});
