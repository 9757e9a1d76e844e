import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingPage } from '#shared/contracts/operations.ts';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { bookings } from '#server/db/schema/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertBooking } from '#tests/support/operations.ts';
import { call, ok, operationsWorld, type ErrorAnswer } from '#tests/support/operations-api.ts';

/**
 * GET /api/admin/bookings/page (decision 0068): the bookings list a page at a time, sorted and counted by
 * the database. Each test books its own month, far ahead, so no other test's visits fall in its dates.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await operationsWorld(t, 'pages');
});
afterAll(async () => {
  await t.close();
});

const pageOf = (query: string) => ok<AdminBookingPage>(t, w.adminToken, 'GET', `/api/admin/bookings/page?${query}`);
const idsOf = async (query: string) => (await pageOf(query)).bookings.map((b) => b.id);
/** A visit of customer A at a Minnesota day and time. */
const visitAt = (date: string, time: string, overrides: Parameters<typeof insertBooking>[3] = {}, crew: number[] = []) =>
  insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: zonedInstant(date, time), ...overrides }, crew);

describe('GET /api/admin/bookings/page', () => {
  it('counts every visit of the dates, however many, and answers 25 a page, earliest first', async () => {
    // More than the plain list's 1,000 cap: the page and its count still reach the last one.
    const first = zonedInstant('2031-01-05', '06:00').getTime();
    const rows = Array.from({ length: 1_030 }, (_, i) => ({
      customerId: w.customer.id,
      siteId: w.site.id,
      source: 'admin' as const,
      serviceType: 'Office cleaning',
      // One every 30 minutes from Sunday 6 AM: 21.5 days, all in January.
      scheduledStart: new Date(first + i * 30 * 60_000),
      durationMinutes: 30,
      location: '7001 France Ave S, Edina, MN 55435',
      priceCents: 5_000,
    }));
    const inserted = await w.db.insert(bookings).values(rows).returning({ id: bookings.id, at: bookings.scheduledStart });
    const byStart = [...inserted].sort((a, b) => a.at.getTime() - b.at.getTime()).map((r) => r.id);

    const firstPage = await pageOf('from=2031-01-01&to=2031-01-31');
    expect(firstPage).toMatchObject({ total: 1_030, page: 1, pageCount: 42, pageSize: 25 });
    expect(firstPage.bookings.map((b) => b.id)).toEqual(byStart.slice(0, 25));
    expect(await idsOf('from=2031-01-01&to=2031-01-31&page=2')).toEqual(byStart.slice(25, 50));
    const last = await pageOf('from=2031-01-01&to=2031-01-31&page=42');
    expect(last.bookings.map((b) => b.id)).toEqual(byStart.slice(1_025));
    // Latest first: the last visit leads.
    expect((await idsOf('from=2031-01-01&to=2031-01-31&direction=descending')).slice(0, 2)).toEqual(byStart.slice(-2).reverse());
    // A page past the end (the list shrank since it was counted) answers the last page, saying which.
    expect(await pageOf('from=2031-01-01&to=2031-01-31&page=500')).toMatchObject({ page: 42, total: 1_030 });
  });

  it('has no visits as one empty page', async () => {
    expect(await pageOf('from=2031-02-01&to=2031-02-28&page=3')).toEqual({ bookings: [], total: 0, page: 1, pageCount: 1, pageSize: 25 });
  });

  it('sorts by the client as the list prints it, case aside, with a visit booked without an account by its own name', async () => {
    const acmeFirst = await visitAt('2031-03-04', '09:00');
    const acmeSecond = await visitAt('2031-03-06', '07:00');
    const birchLaw = await insertBooking(w.db, w.customerB.id, w.siteB.id, { scheduledStart: zonedInstant('2031-03-02', '08:00') });
    // Lower case on purpose: a plain byte order would put it after every capital.
    const walkIn = await insertBooking(w.db, w.customer.id, w.site.id, {
      customerId: null,
      siteId: null,
      source: 'scheduling',
      clientName: 'birch bakery',
      scheduledStart: zonedInstant('2031-03-03', '08:00'),
    });
    const cedar = await insertBooking(w.db, w.customer.id, w.site.id, {
      customerId: null,
      siteId: null,
      source: 'scheduling',
      clientName: 'Cedar Clinic',
      scheduledStart: zonedInstant('2031-03-01', '08:00'),
    });
    const dates = 'from=2031-03-01&to=2031-03-31';
    // "Acme Dental (Dana Reyes)" twice (ties: earliest first), "birch bakery", "Birch Law (...)", "Cedar Clinic".
    expect(await idsOf(`${dates}&sort=client`)).toEqual([acmeFirst.id, acmeSecond.id, walkIn.id, birchLaw.id, cedar.id]);
    expect(await idsOf(`${dates}&sort=client&direction=descending`)).toEqual([
      cedar.id,
      birchLaw.id,
      walkIn.id,
      acmeFirst.id,
      acmeSecond.id,
    ]);
    const page = await pageOf(`${dates}&sort=client`);
    expect(page.bookings.map((b) => b.customer?.companyName ?? b.clientName)).toEqual([
      'Acme Dental',
      'Acme Dental',
      'birch bakery',
      'Birch Law',
      'Cedar Clinic',
    ]);
  });

  it('sorts by service, case aside, and by status in a visit’s life order (pending, confirmed, completed, cancelled)', async () => {
    const carpet = await visitAt('2031-04-10', '08:00', { serviceType: 'carpet deep clean', status: 'cancelled' });
    const office = await visitAt('2031-04-08', '08:00', { serviceType: 'Office cleaning', status: 'completed' });
    const window = await visitAt('2031-04-06', '08:00', { serviceType: 'Window washing', status: 'confirmed' });
    const pending = await visitAt('2031-04-04', '08:00', {
      serviceType: 'Window washing',
      status: 'pending',
      heldUntil: new Date('2031-04-03T00:00:00Z'),
    });
    const dates = 'from=2031-04-01&to=2031-04-30';
    // Two "Window washing": the earlier first, in either direction.
    expect(await idsOf(`${dates}&sort=service`)).toEqual([carpet.id, office.id, pending.id, window.id]);
    expect(await idsOf(`${dates}&sort=service&direction=descending`)).toEqual([pending.id, window.id, office.id, carpet.id]);
    expect(await idsOf(`${dates}&sort=status`)).toEqual([pending.id, window.id, office.id, carpet.id]);
    expect(await idsOf(`${dates}&sort=status&direction=descending`)).toEqual([carpet.id, office.id, window.id, pending.id]);
  });

  it('narrows by status, customer and employee, and counts what is left', async () => {
    const crewed = await visitAt('2031-05-05', '08:00', {}, [w.employeeB.id]);
    const done = await visitAt('2031-05-06', '08:00', { status: 'completed' });
    const other = await insertBooking(w.db, w.customerB.id, w.siteB.id, { scheduledStart: zonedInstant('2031-05-07', '08:00') });
    const dates = 'from=2031-05-01&to=2031-05-31';
    expect(await pageOf(dates)).toMatchObject({ total: 3 });
    expect(await pageOf(`${dates}&status=completed`)).toMatchObject({ total: 1, bookings: [{ id: done.id }] });
    expect(await pageOf(`${dates}&customerId=${w.customerB.id}`)).toMatchObject({ total: 1, bookings: [{ id: other.id }] });
    expect(await pageOf(`${dates}&employeeId=${w.employeeB.id}`)).toMatchObject({
      total: 1,
      bookings: [{ id: crewed.id, crew: [{ id: w.employeeB.id }] }],
    });
    // Both ends are Minnesota days, both included.
    expect(await idsOf('from=2031-05-06&to=2031-05-06')).toEqual([done.id]);
  });

  it('answers a bad query with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=price', 'sort'],
      ['direction=up', 'direction'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['page=two', 'page'],
      ['from=2031-02-30', 'from'],
      ['from=2031-02-07&to=2031-02-06', 'to'],
      ['status=done', 'status'],
      ['customerId=-1', 'customerId'],
    ]) {
      const res = await call(t, w.adminToken, 'GET', `/api/admin/bookings/page?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((res.body as ErrorAnswer).fields ?? {}), query).toEqual([field]);
    }
  });
});
