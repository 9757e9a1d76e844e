import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingPage } from '#shared/contracts/operations.ts';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { bookings } from '#server/db/schema/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser } from '#tests/support/accounts.ts';
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

  it('breaks ties of start time by id, in either direction', async () => {
    const first = await visitAt('2031-06-02', '08:00');
    const second = await visitAt('2031-06-02', '08:00');
    const earlier = await visitAt('2031-06-01', '08:00');
    expect(await idsOf('from=2031-06-01&to=2031-06-30')).toEqual([earlier.id, first.id, second.id]);
    expect(await idsOf('from=2031-06-01&to=2031-06-30&direction=descending')).toEqual([first.id, second.id, earlier.id]);
  });

  it('sorts by the client as the list prints it, case aside, with a visit booked without an account by its own name', async () => {
    const customer = (username: string, names: Partial<Record<'companyName' | 'firstName' | 'lastName', string | null>>) =>
      insertUser(w.db, 'customer', { username, ...names });
    const ann = await customer('pages-ann', { companyName: 'Birch Law', firstName: 'Ann', lastName: 'Birch' });
    const cora = await customer('pages-cora', { companyName: null, firstName: 'Cora', lastName: 'Lind' });
    // No company and no name: the list prints the username.
    const dale = await customer('pages-dale', { companyName: null, firstName: null, lastName: null });
    const ofAccount = (id: number, date: string) =>
      insertBooking(w.db, id, w.site.id, { siteId: null, scheduledStart: zonedInstant(date, '08:00') });
    const walkInNamed = (clientName: string, date: string) =>
      insertBooking(w.db, w.customer.id, w.site.id, {
        customerId: null,
        siteId: null,
        source: 'scheduling',
        clientName,
        scheduledStart: zonedInstant(date, '08:00'),
      });
    // Start order is none of the orders asked for below.
    const cedar = await walkInNamed('Cedar Clinic', '2031-03-01');
    const birchLaw = await ofAccount(w.customerB.id, '2031-03-02');
    // Lower case on purpose: a plain byte order would put it after every capital.
    const birchBakery = await walkInNamed('birch bakery', '2031-03-03');
    const acmeFirst = await visitAt('2031-03-04', '09:00');
    const daleVisit = await ofAccount(dale.id, '2031-03-05');
    const acmeSecond = await visitAt('2031-03-06', '07:00');
    const coraVisit = await ofAccount(cora.id, '2031-03-07');
    const zenith = await walkInNamed('Zenith Foods', '2031-03-08');
    // The same company as customer B: the person's name decides ("Ann Birch" before "Customer Tester").
    const annVisit = await ofAccount(ann.id, '2031-03-09');
    const dates = 'from=2031-03-01&to=2031-03-31';
    const ascending = [acmeFirst, acmeSecond, birchBakery, annVisit, birchLaw, cedar, coraVisit, daleVisit, zenith].map((v) => v.id);
    expect(await idsOf(`${dates}&sort=client`)).toEqual(ascending);
    // Descending, the two Acme Dental visits still earliest first.
    expect(await idsOf(`${dates}&sort=client&direction=descending`)).toEqual([
      zenith.id,
      daleVisit.id,
      coraVisit.id,
      cedar.id,
      birchLaw.id,
      annVisit.id,
      birchBakery.id,
      acmeFirst.id,
      acmeSecond.id,
    ]);
    const page = await pageOf(`${dates}&sort=client`);
    expect(page.bookings.map((b) => (b.customer ? [b.customer.companyName, b.customer.name] : b.clientName))).toEqual([
      ['Acme Dental', 'Dana Reyes'],
      ['Acme Dental', 'Dana Reyes'],
      'birch bakery',
      ['Birch Law', 'Ann Birch'],
      ['Birch Law', 'Customer Tester'],
      'Cedar Clinic',
      [null, 'Cora Lind'],
      [null, 'pages-dale'],
      'Zenith Foods',
    ]);
  });

  it('sorts by service, case aside, and by status in a visit’s life order (pending, confirmed, completed, cancelled)', async () => {
    // Start order (c2, c1, x1, p1, d1) is none of the orders asked for below.
    const c2 = await visitAt('2031-04-02', '08:00', { serviceType: 'Office cleaning', status: 'confirmed' });
    const c1 = await visitAt('2031-04-04', '08:00', { serviceType: 'Window washing', status: 'confirmed' });
    const x1 = await visitAt('2031-04-06', '08:00', { serviceType: 'carpet deep clean', status: 'cancelled' });
    const p1 = await visitAt('2031-04-08', '08:00', {
      serviceType: 'Window washing',
      status: 'pending',
      heldUntil: new Date('2031-04-07T00:00:00Z'),
    });
    const d1 = await visitAt('2031-04-10', '08:00', { serviceType: 'Office cleaning', status: 'completed' });
    const dates = 'from=2031-04-01&to=2031-04-30';
    const ids = (...visits: Array<{ id: number }>) => visits.map((v) => v.id);
    // Ties (two "Office cleaning", two "Window washing", two confirmed): the earlier first, in either direction.
    expect(await idsOf(`${dates}&sort=service`)).toEqual(ids(x1, c2, d1, c1, p1));
    expect(await idsOf(`${dates}&sort=service&direction=descending`)).toEqual(ids(c1, p1, c2, d1, x1));
    expect(await idsOf(`${dates}&sort=status`)).toEqual(ids(p1, c2, c1, d1, x1));
    expect(await idsOf(`${dates}&sort=status&direction=descending`)).toEqual(ids(x1, d1, c2, c1, p1));
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
