import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, CustomerBooking } from '#shared/contracts/operations.ts';
import { bookingAssignments, bookings } from '#server/db/schema/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertPlan } from '#tests/support/operations.ts';
import { call, companyToday, ok, operationsWorld, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { DATE_MESSAGE } from '#shared/contracts/operations.ts';

// The portals' own lists: an employee sees the visits they are assigned to, a customer their own
// bookings, in the spec's shapes field for field. Another's rows are simply not listed.
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
const tokens: Record<'customer' | 'customerB' | 'employee' | 'employeeB', string> = {
  customer: '',
  customerB: '',
  employee: '',
  employeeB: '',
};
const ids: Record<string, number> = {};
// The rows below sit on fixed days; these windows hold them all whatever today is.
const EMPLOYEE_WINDOW = '/api/employee/assignments?from=2026-11-01&to=2026-12-31';
const CUSTOMER_WINDOW = '/api/customer/bookings?from=2026-11-01&to=2026-12-31';

beforeAll(async () => {
  t = await createTestApp();
  w = await operationsWorld(t, 'portal');
  for (const who of ['customer', 'customerB', 'employee', 'employeeB'] as const) tokens[who] = await tokenFor(t.app, w[who].username);
  const at = (iso: string) => new Date(iso);
  const plan = await insertPlan(w.db, w.customer.id, w.site.id);
  ids['a1'] = (
    await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: at('2026-12-08T00:00:00Z'), notes: 'Keys at desk' }, [
      w.employee.id,
    ])
  ).id;
  ids['a2'] = (
    await insertBooking(
      w.db,
      w.customer.id,
      w.site.id,
      {
        scheduledStart: at('2026-12-15T00:00:00Z'),
        servicePlanId: plan.id,
        planOccurrence: '2026-12-14',
        source: 'plan',
        priceCents: null,
        durationMinutes: 90,
      },
      [w.employee.id, w.employeeB.id],
    )
  ).id;
  ids['done'] = (
    await insertBooking(
      w.db,
      w.customer.id,
      w.site.id,
      { scheduledStart: at('2026-11-01T23:00:00Z'), status: 'completed', completedAt: at('2026-11-02T01:00:00Z') },
      [w.employee.id],
    )
  ).id;
  ids['cancelled'] = (
    await insertBooking(
      w.db,
      w.customer.id,
      w.site.id,
      { scheduledStart: at('2026-12-09T00:00:00Z'), status: 'cancelled', cancelReason: 'Closed' },
      [w.employee.id],
    )
  ).id;
  ids['b1'] = (await insertBooking(w.db, w.customerB.id, w.siteB.id, { scheduledStart: at('2026-12-10T15:00:00Z') }, [w.employeeB.id])).id;
  // Booked without an account (the scheduling page): the client's own name and phone.
  const [walkIn] = await w.db
    .insert(bookings)
    .values({
      source: 'scheduling',
      clientName: 'Cedar Clinic',
      clientPhone: '651-555-0199',
      serviceType: 'Office cleaning',
      scheduledStart: at('2026-12-11T15:00:00Z'),
      durationMinutes: 60,
      location: '1 Cedar Ave, St. Paul, MN',
    })
    .returning();
  ids['walkIn'] = walkIn!.id;
  await w.db.insert(bookingAssignments).values({ bookingId: walkIn!.id, employeeId: w.employee.id });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/employee/assignments', () => {
  it('lists only the visits the employee is assigned to (not cancelled), earliest first, in the spec’s fields and where each is', async () => {
    const mine = await ok<Assignment[]>(t, tokens.employee, 'GET', EMPLOYEE_WINDOW);
    expect(mine.map((a) => a.id)).toEqual([ids['done'], ids['a1'], ids['walkIn'], ids['a2']]);
    for (const assignment of mine) {
      // The spec's Assignment, and the site's name and address (issue 30: the portal names a punch by its place).
      expect(Object.keys(assignment).sort()).toEqual([
        'address',
        'clientName',
        'clientPhone',
        'duration',
        'id',
        'notes',
        'scheduledDate',
        'serviceType',
        'siteName',
        'status',
      ]);
    }
    expect(mine[0]).toMatchObject({ status: 'completed' });
    expect(mine[1]).toEqual({
      id: ids['a1'],
      serviceType: 'Office cleaning',
      clientName: 'Acme Dental',
      clientPhone: '612-555-0134',
      scheduledDate: '2026-12-08T00:00:00.000Z',
      duration: 2,
      notes: 'Keys at desk',
      status: 'confirmed',
      siteName: 'Acme Dental',
      address: '7001 France Ave S, Edina, MN 55435',
    });
    // Booked without a site: no site's name, the address as booked.
    expect(mine[2]).toMatchObject({
      clientName: 'Cedar Clinic',
      clientPhone: '651-555-0199',
      siteName: null,
      address: '1 Cedar Ave, St. Paul, MN',
    });
    expect(mine[3]).toMatchObject({ duration: 1.5 });

    const theirs = await ok<Assignment[]>(t, tokens.employeeB, 'GET', EMPLOYEE_WINDOW);
    expect(theirs.map((a) => a.id)).toEqual([ids['b1'], ids['a2']]);
    expect(theirs[0]).toMatchObject({ clientName: 'Birch Law' });
  });

  it('is for employees only', async () => {
    expect((await t.app.inject({ url: '/api/employee/assignments' })).statusCode).toBe(401);
    expect((await call(t, tokens.customer, 'GET', '/api/employee/assignments')).status).toBe(403);
    expect((await call(t, w.adminToken, 'GET', '/api/employee/assignments')).status).toBe(403);
  });
});

describe('GET /api/customer/bookings', () => {
  it('lists only the customer’s own bookings (not cancelled), earliest first, in the spec’s fields', async () => {
    const mine = await ok<CustomerBooking[]>(t, tokens.customer, 'GET', CUSTOMER_WINDOW);
    expect(mine.map((b) => b.id)).toEqual([ids['done'], ids['a1'], ids['a2']]);
    for (const booking of mine) {
      expect(Object.keys(booking).sort()).toEqual([
        'assignedTeam',
        'duration',
        'id',
        'notes',
        'price',
        'scheduledDate',
        'serviceType',
        'status',
      ]);
    }
    expect(mine[1]).toEqual({
      id: ids['a1'],
      serviceType: 'Office cleaning',
      scheduledDate: '2026-12-08T00:00:00.000Z',
      duration: 2,
      status: 'confirmed',
      assignedTeam: ['Ana R.'],
      price: 250,
      notes: 'Keys at desk',
    });
    // A plan visit: billed by the month, so no price of its own.
    expect(mine[2]).toMatchObject({ price: null, duration: 1.5, assignedTeam: ['Ana R.', 'Ben O.'] });
    expect(mine[0]).toMatchObject({ status: 'completed' });

    const theirs = await ok<CustomerBooking[]>(t, tokens.customerB, 'GET', CUSTOMER_WINDOW);
    expect(theirs.map((b) => b.id)).toEqual([ids['b1']]);
    expect(JSON.stringify(theirs)).not.toContain('Keys at desk');
  });

  it('is for customers only', async () => {
    expect((await t.app.inject({ url: '/api/customer/bookings' })).statusCode).toBe(401);
    expect((await call(t, tokens.employee, 'GET', '/api/customer/bookings')).status).toBe(403);
    expect((await call(t, w.adminToken, 'GET', '/api/customer/bookings')).status).toBe(403);
  });
});

// The lists are windows of Minnesota days (a year of a daily plan is too long to send on every
// load): by default 90 days back through the 56-day horizon for a customer, a week back through two
// weeks ahead for an employee; a window asked for is checked and bounded.
describe('the portals’ windows of days', () => {
  const visit: Record<string, number> = {};
  let windowTokens: { customer: string; employee: string };

  beforeAll(async () => {
    const v = await operationsWorld(t, 'window');
    windowTokens = { customer: await tokenFor(t.app, v.customer.username), employee: await tokenFor(t.app, v.employee.username) };
    const on = (days: number) => ({ scheduledStart: zonedInstant(companyToday(days), '10:00') });
    for (const days of [-91, -90, 56, 57]) {
      visit[`customer${days}`] = (await insertBooking(v.db, v.customer.id, v.site.id, on(days))).id;
    }
    for (const days of [-8, -7, 14, 15]) {
      visit[`employee${days}`] = (await insertBooking(v.db, v.customerB.id, v.siteB.id, on(days), [v.employee.id])).id;
    }
  });

  it('lists a customer’s last 90 days through the horizon unless asked', async () => {
    const listed = await ok<CustomerBooking[]>(t, windowTokens.customer, 'GET', '/api/customer/bookings');
    expect(listed.map((b) => b.id)).toEqual([visit['customer-90'], visit['customer56']]);
    const asked = await ok<CustomerBooking[]>(
      t,
      windowTokens.customer,
      'GET',
      `/api/customer/bookings?from=${companyToday(-91)}&to=${companyToday(-91)}`,
    );
    expect(asked.map((b) => b.id)).toEqual([visit['customer-91']]);
    const fromOnly = await ok<CustomerBooking[]>(t, windowTokens.customer, 'GET', `/api/customer/bookings?from=${companyToday(56)}`);
    expect(fromOnly.map((b) => b.id)).toEqual([visit['customer56']]); // the default end is the horizon, day 56
  });

  it('lists an employee’s week back through two weeks ahead unless asked', async () => {
    const listed = await ok<Assignment[]>(t, windowTokens.employee, 'GET', '/api/employee/assignments');
    expect(listed.map((a) => a.id)).toEqual([visit['employee-7'], visit['employee14']]);
    const asked = await ok<Assignment[]>(
      t,
      windowTokens.employee,
      'GET',
      `/api/employee/assignments?from=${companyToday(-8)}&to=${companyToday(15)}`,
    );
    expect(asked.map((a) => a.id)).toEqual([visit['employee-8'], visit['employee-7'], visit['employee14'], visit['employee15']]);
  });

  it('answers a window it cannot serve with a 400 naming the parameter', async () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      [windowTokens.customer, '/api/customer/bookings?from=2026-12-10&to=2026-12-09', { to: 'Use a to date on or after the from date' }],
      [windowTokens.customer, '/api/customer/bookings?from=2026-02-30', { from: DATE_MESSAGE }],
      [
        windowTokens.customer,
        '/api/customer/bookings?from=2025-01-01&to=2026-02-05',
        { to: 'Ask for at most 400 days from the from date to the to date' },
      ],
      // Completed by the default end (the horizon), the window is too long: the given end is named.
      [
        windowTokens.customer,
        `/api/customer/bookings?from=${companyToday(-400)}`,
        { from: 'Ask for at most 400 days from the from date to the to date' },
      ],
      [windowTokens.customer, `/api/customer/bookings?to=${companyToday(-91)}`, { to: 'Use a to date on or after the from date' }],
      [
        windowTokens.employee,
        '/api/employee/assignments?from=2026-01-01&to=2026-03-04',
        { to: 'Ask for at most 62 days from the from date to the to date' },
      ],
      [windowTokens.employee, '/api/employee/assignments?to=tomorrow', { to: DATE_MESSAGE }],
    ];
    for (const [token, url, fields] of cases) {
      const res = await call<ErrorAnswer>(t, token, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.fields, url).toEqual(fields);
    }
  });
});
