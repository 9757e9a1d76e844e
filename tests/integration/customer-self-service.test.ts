import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bookings, planCrew } from '#server/db/schema/operations.ts';
import { siteClosures, visitChanges } from '#server/db/schema/self-service.ts';
import { createBillingRepository } from '#server/modules/billing/billing.repository.ts';
import { createBillingService } from '#server/modules/billing/billing.service.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { planInvoiceRun } from '#server/modules/billing/invoice-run.ts';
import { createPlanGenerator } from '#server/modules/operations/plan-generator.ts';
import type {
  AdminServiceRequest,
  AdminVisitChanges,
  CustomerVisitChanges,
  ServiceRequest,
  ServiceRequestOptions,
  SiteClosure,
  VisitChange,
} from '#shared/contracts/self-service.ts';
import type { Assignment, CustomerBooking } from '#shared/contracts/operations.ts';
import { tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertPlan, insertSite } from '#tests/support/operations.ts';
import { call, ok, operationsWorld, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { testConfig, type TestApp } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

// Issue 35, items 3 and 4 (decision 0049): a customer asks for extra work (priced by the engine where
// the service has a rate), the admin approves it (a one-off visit booked, the customer told, invoiced
// with its month) or declines it; a customer skips or moves a visit up to the cut-off (24 h) and
// within its week, and closes a site for days the plan generator then leaves out. The app's clock is
// fixed at Wednesday 2026-12-02 12:00 in Minnesota (18:00 UTC, CST).
const clock = new Date('2026-12-02T18:00:00Z');
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let tokenA: string;
let tokenB: string;
let employeeToken: string;
let plainSite: { id: number };
let plan: { id: number };
/** The same database behind the default settings: skipped visits not credited. */
let defaults: FastifyInstance;

beforeAll(async () => {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig({ SKIPPED_VISIT_CREDIT: 'visit-share' }), { database, logger: false, dashboardClock: () => clock });
  await app.ready();
  defaults = await buildApp(testConfig(), { database, logger: false, dashboardClock: () => clock });
  await defaults.ready();
  t = { app, database, close: async () => (await defaults.close(), await app.close(), await database.close()) };
  w = await operationsWorld(t, 'ss');
  tokenA = await tokenFor(t.app, w.customer.username);
  tokenB = await tokenFor(t.app, w.customerB.username);
  employeeToken = await tokenFor(t.app, w.employee.username);
  // Acme's office: 10,000 sq ft, weekly on Monday and Thursday at 6 PM, $647 a month, Ana its crew.
  plan = await insertPlan(w.db, w.customer.id, w.site.id, {
    facilityType: 'office',
    squareFootage: 10_000,
    frequency: 'Weekly',
    serviceDays: [1, 4],
    startsOn: '2026-11-30',
    monthlyPriceCents: 64_700,
  });
  await w.db.insert(planCrew).values({ servicePlanId: plan.id, employeeId: w.employee.id });
  // A second site of Acme's without a plan: its size is unknown, so everything there is to be quoted.
  plainSite = await insertSite(w.db, w.customer.id, { name: 'Acme Storage', address: '5000 W 78th St, Edina, MN 55435' });
});

afterAll(async () => {
  await t?.close();
});

const count = async (table: string) =>
  Number(
    ((await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> })
      .rows[0]!.n,
  );

describe('requests for extra work', () => {
  it('offers the catalogue with the engine’s price per occurrence where the site’s size is known', async () => {
    const options = await ok<ServiceRequestOptions>(t, tokenA, 'GET', '/api/customer/service-requests/options');
    expect(options.services).toContain('Carpet Cleaning');
    expect(options.services).toContain('Event Cleanup');
    expect(options.services).toContain('Other work');
    expect(options.services).not.toContain('Day Porter Services');
    const office = options.sites.find((s) => s.id === w.site.id)!;
    // pricing-model §6.3 for a 10,000 sq ft office: carpet $1,610.00, floor care $1,207.50, windows $385.25, event $147.20.
    expect(office.estimates['Carpet Cleaning']).toBe(161_000);
    expect(office.estimates['Floor Care & Maintenance']).toBe(120_750);
    expect(office.estimates['Window Cleaning']).toBe(38_525);
    expect(office.estimates['Event Cleanup']).toBe(14_720);
    expect(office.estimates['Other work']).toBeUndefined();
    expect(options.sites.find((s) => s.id === plainSite.id)!.estimates).toEqual({});
    // Only the caller's own sites.
    const b = await ok<ServiceRequestOptions>(t, tokenB, 'GET', '/api/customer/service-requests/options');
    expect(b.sites.map((s) => s.id)).toEqual([w.siteB.id]);
  });

  it('takes a request priced by the engine, or to be quoted', async () => {
    const carpet = await ok<ServiceRequest>(
      t,
      tokenA,
      'POST',
      '/api/customer/service-requests',
      {
        service: 'Carpet Cleaning',
        siteId: w.site.id,
        windowFrom: '2026-12-07',
        windowTo: '2026-12-11',
        notes: 'Lobby and both meeting rooms',
      },
      201,
    );
    expect(carpet).toMatchObject({
      service: 'Carpet Cleaning',
      site: { id: w.site.id, name: 'Acme Dental' },
      windowFrom: '2026-12-07',
      windowTo: '2026-12-11',
      notes: 'Lobby and both meeting rooms',
      estimateCents: 161_000,
      status: 'requested',
      priceCents: null,
      bookingId: null,
    });
    const other = await ok<ServiceRequest>(
      t,
      tokenA,
      'POST',
      '/api/customer/service-requests',
      { service: 'Other work', siteId: plainSite.id, windowFrom: '2026-12-14', windowTo: '2026-12-14', notes: 'Move the old desks out' },
      201,
    );
    expect(other.estimateCents).toBeNull();
    const unsized = await ok<ServiceRequest>(
      t,
      tokenA,
      'POST',
      '/api/customer/service-requests',
      { service: 'Window Cleaning', siteId: plainSite.id, windowFrom: '2026-12-14', windowTo: '2026-12-18' },
      201,
    );
    expect(unsized.estimateCents).toBeNull();
    const mine = await ok<ServiceRequest[]>(t, tokenA, 'GET', '/api/customer/service-requests');
    expect(mine.map((r) => r.id)).toEqual([unsized.id, other.id, carpet.id]);
    expect(await ok<ServiceRequest[]>(t, tokenB, 'GET', '/api/customer/service-requests')).toEqual([]);
  });

  it('refuses a bad request with the field and writes nothing', async () => {
    const before = await count('service_requests');
    const send = (body: object) => call<ErrorAnswer>(t, tokenA, 'POST', '/api/customer/service-requests', body);
    const base = { service: 'Carpet Cleaning', siteId: w.site.id, windowFrom: '2026-12-07', windowTo: '2026-12-11' };
    const cases: Array<[object, number, string]> = [
      [{ ...base, service: 'Gold plating' }, 400, 'service'],
      [{ ...base, windowTo: '2026-12-06' }, 400, 'windowTo'],
      [{ ...base, windowFrom: '2026-12-02' }, 400, 'windowFrom'],
      [{ ...base, windowTo: '2027-03-31' }, 400, 'windowTo'],
      [{ ...base, windowFrom: '12/07/2026' }, 400, 'windowFrom'],
      [{ ...base, notes: 'x'.repeat(2001) }, 400, 'notes'],
    ];
    for (const [body, status, field] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    // Another customer's site is as missing as one that does not exist.
    expect((await send({ ...base, siteId: w.siteB.id })).status).toBe(404);
    expect((await send({ ...base, siteId: 999_999 })).status).toBe(404);
    expect(await count('service_requests')).toBe(before);
  });

  it('approves with a price and a day: a one-off visit in both portals, the customer told, invoiced with its month', async () => {
    const open = await ok<AdminServiceRequest[]>(t, w.adminToken, 'GET', '/api/admin/service-requests?status=requested');
    const carpet = open.find((r) => r.service === 'Carpet Cleaning')!;
    expect(carpet.customer).toEqual({ id: w.customer.id, name: 'Dana Reyes', companyName: 'Acme Dental' });

    const approved = await ok<AdminServiceRequest>(t, w.adminToken, 'POST', `/api/admin/service-requests/${carpet.id}/approve`, {
      priceCents: 150_000,
      date: '2026-12-08',
      startTime: '09:00',
      durationMinutes: 240,
    });
    expect(approved).toMatchObject({ status: 'approved', priceCents: 150_000, visitStart: '2026-12-08T15:00:00.000Z' });
    const [visit] = await t.database.db.select().from(bookings).where(eq(bookings.id, approved.bookingId!));
    expect(visit).toMatchObject({
      customerId: w.customer.id,
      siteId: w.site.id,
      servicePlanId: null,
      source: 'admin',
      serviceType: 'Carpet Cleaning',
      priceCents: 150_000,
      durationMinutes: 240,
      status: 'confirmed',
      location: '7001 France Ave S, Edina, MN 55435',
      notes: 'Lobby and both meeting rooms',
    });

    // The customer's visits and the plan's crew's assignments (Ana: the site's plan crew) both list it.
    const visits = await ok<CustomerBooking[]>(t, tokenA, 'GET', '/api/customer/bookings?from=2026-12-08&to=2026-12-08');
    expect(visits.map((v) => [v.id, v.serviceType, v.price])).toEqual([[approved.bookingId, 'Carpet Cleaning', 1500]]);
    const assignments = await ok<Assignment[]>(t, employeeToken, 'GET', '/api/employee/assignments?from=2026-12-08&to=2026-12-08');
    expect(assignments.map((a) => a.id)).toEqual([approved.bookingId]);

    // Told by e-mail, with the one-click unsubscribe of updates.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'service-request-approved'), eq(notifications.recipient, w.customer.email)));
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({
      service: 'Carpet Cleaning',
      site: 'Acme Dental',
      when: 'Tuesday, December 8, 2026 at 9:00 AM',
      price: '$1,500.00',
      topic: 'updates',
    });
    expect(String(told[0]!.payload['unsubscribeUrl'])).toMatch(/^https:\/\/www\.example\.test\/unsubscribe\/[A-Za-z0-9_-]{43}$/);

    // Once done, the month's invoice run bills it with the customer's other one-offs of December.
    await t.database.db
      .update(bookings)
      .set({ status: 'completed', completedAt: new Date('2026-12-08T19:00:00Z') })
      .where(eq(bookings.id, visit!.id));
    const oneOffs = await createBillingRepository(t.database.db).unbilledOneOffs(
      new Date('2026-12-01T06:00:00Z'),
      new Date('2027-01-01T06:00:00Z'),
    );
    const run = planInvoiceRun({ month: '2026-12', issueDate: '2027-01-01', plans: [], oneOffs });
    const acme = run.drafts.find((d) => d.customerId === w.customer.id)!;
    expect(acme.kind).toBe('bookings');
    expect(acme.amountCents).toBe(150_000);
    expect(acme.lines.map((l) => l.amountCents)).toEqual([150_000]);

    // Decided once.
    const again = await call<ErrorAnswer>(t, w.adminToken, 'POST', `/api/admin/service-requests/${carpet.id}/approve`, {
      priceCents: 1,
      date: '2026-12-09',
      startTime: '09:00',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request was already approved.');
    expect((await call(t, w.adminToken, 'POST', `/api/admin/service-requests/${carpet.id}/decline`, { reason: 'No' })).status).toBe(409);
  });

  it('declines with a reason, and the customer is told why', async () => {
    const open = await ok<AdminServiceRequest[]>(t, w.adminToken, 'GET', '/api/admin/service-requests?status=requested');
    const other = open.find((r) => r.service === 'Other work')!;
    expect(
      (await call<ErrorAnswer>(t, w.adminToken, 'POST', `/api/admin/service-requests/${other.id}/decline`, { reason: '  ' })).status,
    ).toBe(400);
    const declined = await ok<AdminServiceRequest>(t, w.adminToken, 'POST', `/api/admin/service-requests/${other.id}/decline`, {
      reason: 'We do not move furniture; a mover can help.',
    });
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'We do not move furniture; a mover can help.', bookingId: null });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'service-request-declined'));
    expect(told.map((n) => [n.recipient, n.payload['reason']])).toEqual([
      [w.customer.email, 'We do not move furniture; a mover can help.'],
    ]);
    // An approval naming a time already past is a 400, and unknown requests are 404.
    const unsized = open.find((r) => r.service === 'Window Cleaning')!;
    const past = await call<ErrorAnswer>(t, w.adminToken, 'POST', `/api/admin/service-requests/${unsized.id}/approve`, {
      priceCents: 30_000,
      date: '2026-12-01',
      startTime: '09:00',
    });
    expect(past.status).toBe(400);
    expect((await call(t, w.adminToken, 'POST', '/api/admin/service-requests/999999/decline', { reason: 'x' })).status).toBe(404);
  });
});

describe('skipping and moving visits', () => {
  // Plan visits of December: Thursday the 3rd, Monday the 7th and Thursday the 10th at 6 PM CST; and this evening's.
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [key, occurrence, start] of [
      ['today', '2026-12-02', '2026-12-03T00:00:00Z'],
      ['thu3', '2026-12-03', '2026-12-04T00:00:00Z'],
      ['mon7', '2026-12-07', '2026-12-08T00:00:00Z'],
      ['thu10', '2026-12-10', '2026-12-11T00:00:00Z'],
    ] as const) {
      const row = await insertBooking(
        w.db,
        w.customer.id,
        w.site.id,
        { servicePlanId: plan.id, planOccurrence: occurrence, source: 'plan', priceCents: null, scheduledStart: new Date(start) },
        [w.employee.id],
      );
      ids[key] = row.id;
    }
  });

  it('skips a visit more than 24 hours ahead, credited its share of the month under visit-share', async () => {
    const skipped = await ok<VisitChange>(t, tokenA, 'POST', `/api/customer/bookings/${ids['thu3']}/skip`);
    // December: Mondays 7, 14, 21, 28 and Thursdays 3, 10, 17, 24, 31 = 9 visits; $647.00 / 9 = $71.89.
    expect(skipped).toMatchObject({
      kind: 'skip',
      bookingId: ids['thu3'],
      fromStart: '2026-12-04T00:00:00.000Z',
      toStart: null,
      creditCents: 7189,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, ids['thu3']!));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Skipped by the customer' });
    // Skipped again: it is no longer a confirmed visit.
    const again = await call<ErrorAnswer>(t, tokenA, 'POST', `/api/customer/bookings/${ids['thu3']}/skip`);
    expect(again.status).toBe(409);
    // The customer's list no longer shows it.
    const visits = await ok<CustomerBooking[]>(t, tokenA, 'GET', '/api/customer/bookings?from=2026-12-03&to=2026-12-03');
    expect(visits).toEqual([]);
  });

  it('credits nothing under the default setting', async () => {
    const tokenOnDefaults = await tokenFor(defaults, w.customer.username);
    const res = await defaults.inject({
      method: 'POST',
      url: `/api/customer/bookings/${ids['thu10']}/skip`,
      headers: { authorization: `Bearer ${tokenOnDefaults}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<VisitChange>().creditCents).toBe(0);
    const settings = await defaults.inject({
      method: 'GET',
      url: '/api/customer/visit-changes',
      headers: { authorization: `Bearer ${tokenOnDefaults}` },
    });
    expect(settings.json<CustomerVisitChanges>()).toMatchObject({ cutoffHours: 24, skippedVisitsCredited: false });
  });

  it('refuses inside the cut-off, and another customer’s visit is a 404', async () => {
    const late = await call<ErrorAnswer>(t, tokenA, 'POST', `/api/customer/bookings/${ids['today']}/skip`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Visits can be changed online up to 24 hours before they start. Please call us.');
    expect((await call(t, tokenB, 'POST', `/api/customer/bookings/${ids['mon7']}/skip`)).status).toBe(404);
    expect(
      (await call(t, tokenB, 'POST', `/api/customer/bookings/${ids['mon7']}/move`, { date: '2026-12-09', startTime: '08:00' })).status,
    ).toBe(404);
  });

  it('moves a visit within its week (Sunday to Saturday), ahead of the cut-off', async () => {
    const send = (body: object) => call<ErrorAnswer>(t, tokenA, 'POST', `/api/customer/bookings/${ids['mon7']}/move`, body);
    const outside = await send({ date: '2026-12-13', startTime: '08:00' });
    expect(outside.status).toBe(400);
    expect(outside.body.fields).toEqual({ date: 'Move the visit to a day of the same week (Sunday to Saturday)' });
    expect((await send({ date: '2026-12-07', startTime: '18:00' })).status).toBe(400);
    // Sunday the 6th starts the week: moved there at 7 AM, then on to Wednesday the 9th at 8 AM.
    expect((await send({ date: '2026-12-06', startTime: '07:00' })).status).toBe(200);
    const moved = await ok<VisitChange>(t, tokenA, 'POST', `/api/customer/bookings/${ids['mon7']}/move`, {
      date: '2026-12-09',
      startTime: '08:00',
    });
    expect(moved).toMatchObject({
      kind: 'move',
      fromStart: '2026-12-06T13:00:00.000Z',
      toStart: '2026-12-09T14:00:00.000Z',
      creditCents: 0,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, ids['mon7']!));
    expect(row!.scheduledStart.toISOString()).toBe('2026-12-09T14:00:00.000Z');
    expect(row!.planOccurrence).toBe('2026-12-07');
  });
});

describe('a move lands when the company works and the crew is free (decision 0054)', () => {
  // The week of Sunday December 13 to Saturday the 19th, CST (UTC-6). Ana's visits there:
  // - Acme's one-off on Tuesday the 15th, 6 to 8 PM (the visit moved below);
  // - Birch Law's on Thursday the 17th, 5 to 7 PM (in the way);
  // - a cancelled one on Friday the 18th, 6 to 8 PM (in nobody's way).
  // Ben (another crew) has one on Wednesday the 16th, 6 to 8 PM, which Ana's visit may share.
  let visit: { id: number };
  beforeAll(async () => {
    visit = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: new Date('2026-12-16T00:00:00Z') }, [w.employee.id]);
    await insertBooking(w.db, w.customerB.id, w.siteB.id, { scheduledStart: new Date('2026-12-17T23:00:00Z') }, [w.employee.id]);
    await insertBooking(w.db, w.customerB.id, w.siteB.id, { scheduledStart: new Date('2026-12-19T00:00:00Z'), status: 'cancelled' }, [
      w.employee.id,
    ]);
    await insertBooking(w.db, w.customerB.id, w.siteB.id, { scheduledStart: new Date('2026-12-17T00:00:00Z') }, [w.employeeB.id]);
  });
  const move = (id: number, date: string, startTime: string, token = tokenA) =>
    call<ErrorAnswer>(t, token, 'POST', `/api/customer/bookings/${id}/move`, { date, startTime });
  const startOf = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.scheduledStart.toISOString();

  it('refuses the crew’s other visit with its time, never its customer, and writes nothing', async () => {
    const changes = await count('visit_changes');
    // Thursday 6 to 8 PM overlaps Birch Law's 5 to 7 PM; so does 4 to 6 PM.
    for (const time of ['18:00', '16:00']) {
      const refused = await move(visit.id, '2026-12-17', time);
      expect(refused.status, time).toBe(409);
      expect(refused.body.message).toBe(
        'Your crew has another visit on Thursday, December 17 from 5:00 PM to 7:00 PM: choose a time that does not overlap it',
      );
    }
    expect(await startOf(visit.id)).toBe('2026-12-16T00:00:00.000Z');
    expect(await count('visit_changes')).toBe(changes);
  });

  it('refuses a start outside the crews’ hours, 5 AM to 10 PM, unless it keeps the visit’s own time', async () => {
    for (const time of ['04:45', '22:15', '23:00']) {
      const refused = await move(visit.id, '2026-12-17', time);
      expect(refused.status, time).toBe(400);
      expect(refused.body.fields).toEqual({ startTime: 'Our crews start visits from 5:00 AM to 10:00 PM: choose a time in those hours' });
    }
    // A visit the office put at 10:30 PM keeps that time on another day of its week: Monday the 14th to Tuesday the 15th.
    const late = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: new Date('2026-12-15T04:30:00Z') });
    expect((await move(late.id, '2026-12-15', '22:30')).status).toBe(200);
    expect(await startOf(late.id)).toBe('2026-12-16T04:30:00.000Z');
  });

  it('refuses a company holiday by its name', async () => {
    // Tuesday December 22, 6 PM; Thursday the 24th is Christmas Eve, Friday the 25th Christmas Day.
    const holidayWeek = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: new Date('2026-12-23T00:00:00Z') });
    for (const [date, name] of [
      ['2026-12-24', 'Christmas Eve'],
      ['2026-12-25', 'Christmas Day'],
    ]) {
      const refused = await move(holidayWeek.id, date!, '18:00');
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ date: `We are closed on ${name}: choose another day` });
    }
  });

  it('moves next to the crew’s other visits, onto a cancelled one’s time and beside another crew', async () => {
    // Friday 6 PM: the cancelled visit is no longer in the way; Wednesday 6 PM: only Ben is busy then.
    expect((await move(visit.id, '2026-12-18', '18:00')).status).toBe(200);
    expect((await move(visit.id, '2026-12-16', '18:00')).status).toBe(200);
    // Thursday 7 to 9 PM starts as Birch Law's visit ends.
    const moved = await move(visit.id, '2026-12-17', '19:00');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ kind: 'move', fromStart: '2026-12-17T00:00:00.000Z', toStart: '2026-12-18T01:00:00.000Z' });
    // And Thursday 3 to 5 PM ends as it begins.
    expect((await move(visit.id, '2026-12-17', '15:00')).status).toBe(200);
    expect(await startOf(visit.id)).toBe('2026-12-17T21:00:00.000Z');
  });

  it('gives one crew’s hour to one of two moves sent at once', async () => {
    // Two of Acme's visits, both Ana's, on Monday the 14th at 9 AM and 1 PM; both asked onto Saturday the 19th at 9 AM at once.
    const first = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: new Date('2026-12-14T15:00:00Z') }, [
      w.employee.id,
    ]);
    const second = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: new Date('2026-12-14T19:00:00Z') }, [
      w.employee.id,
    ]);
    const answers = await Promise.all([move(first.id, '2026-12-19', '09:00'), move(second.id, '2026-12-19', '09:00')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const starts = [await startOf(first.id), await startOf(second.id)];
    expect(starts.filter((s) => s === '2026-12-19T15:00:00.000Z')).toHaveLength(1);
  });
});

describe('site closures', () => {
  it('cancels the planned visits on the closed days and the generator leaves them out', async () => {
    // Two planned visits in the holiday week, one of them a one-off the customer asked for (kept).
    const mon21 = await insertBooking(w.db, w.customer.id, w.site.id, {
      servicePlanId: plan.id,
      planOccurrence: '2026-12-21',
      source: 'plan',
      priceCents: null,
      scheduledStart: new Date('2026-12-22T00:00:00Z'),
    });
    const oneOff = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: new Date('2026-12-22T15:00:00Z') });
    const closure = await ok<SiteClosure>(
      t,
      tokenA,
      'POST',
      '/api/customer/site-closures',
      { siteId: w.site.id, startsOn: '2026-12-21', endsOn: '2027-01-03', reason: 'Holidays' },
      201,
    );
    expect(closure).toMatchObject({
      site: { id: w.site.id, name: 'Acme Dental' },
      startsOn: '2026-12-21',
      endsOn: '2027-01-03',
      reason: 'Holidays',
      visitsLeftOut: 1,
    });
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.siteId, w.site.id));
    expect(rows.find((b) => b.id === mon21.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Site closed: Holidays' });
    expect(rows.find((b) => b.id === oneOff.id)!.status).toBe('confirmed');
    // The one-off kept is not moved onto another closed day (decision 0054).
    const onClosed = await call<ErrorAnswer>(t, tokenA, 'POST', `/api/customer/bookings/${oneOff.id}/move`, {
      date: '2026-12-23',
      startTime: '09:00',
    });
    expect(onClosed.status).toBe(400);
    expect(onClosed.body.fields).toEqual({ date: 'Your site is closed that day (Holidays): choose another day' });

    // The generator, on the fixed clock, produces the plan's visits through the horizon but none in the closure.
    await createPlanGenerator({ db: t.database.db, log: t.app.log }).generateAll({ system: 'test' }, clock);
    const produced = (await t.database.db.select().from(bookings).where(eq(bookings.servicePlanId, plan.id)))
      .filter((b) => b.status === 'confirmed')
      .map((b) => b.planOccurrence!)
      .sort();
    expect(produced.filter((d) => d >= '2026-12-14' && d <= '2027-01-08')).toEqual([
      '2026-12-14',
      '2026-12-17',
      '2027-01-04',
      '2027-01-07',
    ]);
  });

  it('refuses bad closures with the field, and another customer’s site is a 404', async () => {
    const send = (token: string, body: object) => call<ErrorAnswer>(t, token, 'POST', '/api/customer/site-closures', body);
    const base = { siteId: w.site.id, startsOn: '2027-02-01', endsOn: '2027-02-05', reason: 'Office move' };
    expect((await send(tokenA, { ...base, endsOn: '2027-01-31' })).body.fields).toEqual({
      endsOn: 'The last day must be on or after the first day',
    });
    expect((await send(tokenA, { ...base, startsOn: '2026-12-02' })).body.fields).toEqual({ startsOn: 'Choose days from tomorrow on' });
    expect((await send(tokenA, { ...base, reason: '' })).status).toBe(400);
    expect((await send(tokenA, { ...base, reason: 'two\nlines' })).status).toBe(400);
    expect((await send(tokenB, base)).status).toBe(404);
  });

  it('shows the admin every change with its customer', async () => {
    const all = await ok<AdminVisitChanges>(t, w.adminToken, 'GET', '/api/admin/visit-changes');
    // Moves: two within the first week, one keeping its late time, four of the visit beside Ana's others, one of two sent at once.
    expect(all.changes.map((c) => [c.kind, c.customer.name]).sort()).toEqual([
      ['closure', 'Dana Reyes'],
      ...Array.from({ length: 8 }, () => ['move', 'Dana Reyes']),
      ['skip', 'Dana Reyes'],
      ['skip', 'Dana Reyes'],
    ]);
    expect(all.closures.map((c) => [c.reason, c.customer.companyName, c.visitsLeftOut])).toEqual([['Holidays', 'Acme Dental', 1]]);
    const own = await ok<CustomerVisitChanges>(t, tokenA, 'GET', '/api/customer/visit-changes');
    expect(own).toMatchObject({ cutoffHours: 24, skippedVisitsCredited: true });
    expect(own.changes).toHaveLength(11);
    expect((await ok<CustomerVisitChanges>(t, tokenB, 'GET', '/api/customer/visit-changes')).changes).toEqual([]);
  });

  it('counts only the visits each closure cancelled itself, by the closure named on the change', async () => {
    const [holidays] = await t.database.db.select().from(siteClosures).where(eq(siteClosures.reason, 'Holidays'));
    const [change] = await t.database.db.select().from(visitChanges).where(eq(visitChanges.kind, 'closure'));
    expect(change!.closureId).toBe(holidays!.id);
    // A second closure of the same site entered at the very same instant cancelled nothing: it counts none.
    await t.database.db
      .insert(siteClosures)
      .values({ siteId: w.site.id, startsOn: '2027-03-01', endsOn: '2027-03-02', reason: 'Audit', createdAt: holidays!.createdAt });
    const own = await ok<CustomerVisitChanges>(t, tokenA, 'GET', '/api/customer/visit-changes');
    expect(own.closures.map((c) => [c.reason, c.visitsLeftOut]).sort()).toEqual([
      ['Audit', 0],
      ['Holidays', 1],
    ]);
  });
});

describe('the month’s invoice run', () => {
  it('takes a credited skip off the plan’s invoice and bills the approved one-off visit', async () => {
    const billing = createBillingService({
      db: t.database.db,
      invoicePrefix: 'INV',
      company: () => ({ name: 'Twin Pines Commercial Cleaning' }) as CompanyProfile,
      now: () => new Date('2027-01-01T18:00:00Z'),
    });
    const preview = await billing.previewMonth('2026-12');
    const acme = preview.invoices.filter((i) => i.customer.id === w.customer.id).map((i) => [i.kind, i.amountCents]);
    // $647.00 less Thursday the 3rd's $71.89 (skipped under visit-share; the 10th, skipped under the default, is not credited),
    // and the carpet cleaning at $1,500.00.
    expect(acme).toEqual([
      ['plan', 57_511],
      ['bookings', 150_000],
    ]);
  });
});
