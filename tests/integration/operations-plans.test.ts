import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking, ServicePlan } from '#shared/contracts/operations.ts';
import { weekdayOf } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser } from '#tests/support/accounts.ts';
import { insertSite } from '#tests/support/operations.ts';
import {
  call,
  companyToday,
  countRows,
  createPlan,
  listBookings,
  ok,
  operationsWorld,
  planBody,
  trail,
  type ErrorAnswer,
} from '#tests/support/operations-api.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await operationsWorld(t, 'plans');
  admin = w.adminToken;
});
afterAll(async () => {
  await t.close();
});

const visitsOf = (planId: number) => listBookings(t, admin, `planId=${planId}&limit=1000`);
const crewIds = (b: AdminBooking) => b.crew.map((c) => c.id).sort((x, y) => x - y);

describe('POST /api/admin/service-plans', () => {
  it('creates the plan with its crew and its visits for the next 8 weeks at 6 PM Minnesota time, crew copied, all audited', async () => {
    const plan = await createPlan(t, admin, planBody(w.customer.id, w.site.id, { crew: [w.employeeB.id, w.employee.id] }));
    expect(plan).toMatchObject({
      customer: { id: w.customer.id, name: 'Dana Reyes', companyName: 'Acme Dental' },
      site: { id: w.site.id, address: '7001 France Ave S, Edina, MN 55435' },
      frequency: 'Weekly',
      serviceDays: [1, 4],
      startTime: '18:00',
      status: 'active',
      addOns: ['Carpet Cleaning'],
      monthlyPriceCents: 64_700,
      generatedThrough: companyToday(56),
      crew: [
        { id: w.employee.id, name: 'Ana Ruiz' },
        { id: w.employeeB.id, name: 'Ben Olson' },
      ],
    });

    const visits = await visitsOf(plan.id);
    // From tomorrow through today + 56: eight of each weekday.
    expect(visits).toHaveLength(16);
    for (const visit of visits) {
      expect([1, 4]).toContain(weekdayOf(visit.date));
      expect(visit).toMatchObject({
        source: 'plan',
        status: 'confirmed',
        startTime: '18:00',
        durationMinutes: 120,
        duration: 2,
        price: null,
        serviceType: 'Office Building cleaning',
        location: '7001 France Ave S, Edina, MN 55435',
        assignedTeam: ['Ana R.', 'Ben O.'],
      });
      expect(visit.planOccurrence).toBe(visit.date);
      expect(crewIds(visit)).toEqual([w.employee.id, w.employeeB.id].sort((x, y) => x - y));
    }
    expect(visits[0]!.date > companyToday()).toBe(true);
    expect(visits.at(-1)!.date <= companyToday(56)).toBe(true);

    const planTrail = await trail(t, admin, 'service_plan', plan.id);
    expect(planTrail).toHaveLength(1);
    expect(planTrail[0]).toMatchObject({ action: 'create', actor: 'user', actorUser: { id: w.admin.id }, before: null });
    expect(planTrail[0]!.after).toMatchObject({ frequency: 'Weekly', serviceDays: [1, 4], startTime: '18:00' });
    const visitTrail = await trail(t, admin, 'booking', visits[0]!.id);
    expect(visitTrail).toMatchObject([{ action: 'create', actorUser: { id: w.admin.id } }]);
  });

  it('answers bad input with a 400 naming each field, and writes nothing', async () => {
    const employeeAsCustomer = w.employee.id;
    const deactivated = await insertUser(w.db, 'customer', { username: 'plans-gone', isActive: false });
    const goneSite = await insertSite(w.db, deactivated.id);
    const closedSite = await insertSite(w.db, w.customer.id, { isActive: false });
    const base = planBody(w.customer.id, w.site.id);
    const cases: Array<[object, string[]]> = [
      [
        {},
        ['customerId', 'siteId', 'facilityType', 'frequency', 'serviceDays', 'startTime', 'visitMinutes', 'monthlyPriceCents', 'startsOn'],
      ],
      [{ ...base, serviceDays: [1, 1] }, ['serviceDays']],
      [{ ...base, serviceDays: [] }, ['serviceDays']],
      [{ ...base, serviceDays: [7] }, ['serviceDays.0']],
      [{ ...base, serviceDays: '1' }, ['serviceDays']],
      [{ ...base, startTime: '25:00' }, ['startTime']],
      [{ ...base, startTime: '6 PM' }, ['startTime']],
      [{ ...base, startsOn: '2026-02-30' }, ['startsOn']],
      [{ ...base, startsOn: '12/07/2026' }, ['startsOn']],
      [{ ...base, endsOn: '2020-01-01' }, ['endsOn']],
      [{ ...base, frequency: 'Daily-5', serviceDays: [1, 2, 3] }, ['serviceDays']],
      [{ ...base, frequency: 'Hourly' }, ['frequency']],
      [{ ...base, facilityType: 'castle' }, ['facilityType']],
      [{ ...base, visitMinutes: 5 }, ['visitMinutes']],
      [{ ...base, visitMinutes: 90.5 }, ['visitMinutes']],
      [{ ...base, crewSize: 0 }, ['crewSize']],
      [{ ...base, monthlyPriceCents: -1 }, ['monthlyPriceCents']],
      [{ ...base, monthlyPriceCents: 1e12 }, ['monthlyPriceCents']],
      [{ ...base, addOns: ['Moat Cleaning'] }, ['addOns.0']],
      [{ ...base, notes: 'a\u0000b' }, ['notes']],
      [{ ...base, crew: ['x'] }, ['crew.0']],
      [{ ...base, crew: [w.employee.id, w.employee.id] }, ['crew']],
      [{ ...base, customerId: 2_147_483_648 }, ['customerId']],
      // Checked against the database: still a 400 on the field, never a 404 or a 500.
      [{ ...base, customerId: 999_999 }, ['customerId']],
      [{ ...base, customerId: employeeAsCustomer }, ['customerId']],
      [{ ...base, customerId: deactivated.id, siteId: goneSite.id }, ['customerId']],
      [{ ...base, siteId: w.siteB.id }, ['siteId']],
      [{ ...base, siteId: 999_999 }, ['siteId']],
      [{ ...base, siteId: closedSite.id }, ['siteId']],
      [{ ...base, crew: [w.retired.id] }, ['crew']],
      [{ ...base, crew: [w.customer.id, w.employee.id] }, ['crew']],
    ];
    const before = await Promise.all((['service_plans', 'bookings', 'plan_crew', 'audit_events'] as const).map((n) => countRows(w.db, n)));
    for (const [body, fields] of cases) {
      const res = await call<ErrorAnswer>(t, admin, 'POST', '/api/admin/service-plans', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).sort(), JSON.stringify(body)).toEqual([...fields].sort());
      for (const message of Object.values(res.body.fields ?? {})) expect(message.length).toBeGreaterThan(10);
    }
    const after = await Promise.all((['service_plans', 'bookings', 'plan_crew', 'audit_events'] as const).map((n) => countRows(w.db, n)));
    expect(after).toEqual(before);
  });

  it('says what is expected', async () => {
    const base = planBody(w.customer.id, w.site.id);
    const fields = async (body: object) => (await call<ErrorAnswer>(t, admin, 'POST', '/api/admin/service-plans', body)).body.fields;
    expect(await fields({ ...base, startTime: '25:00' })).toEqual({ startTime: 'Use a 24-hour time like 18:00' });
    expect(await fields({ ...base, endsOn: '2020-01-01' })).toEqual({ endsOn: 'Use an end date on or after the start date' });
    expect(await fields({ ...base, siteId: w.siteB.id })).toEqual({
      siteId: `Choose a site of this customer: site ${w.siteB.id} is not one`,
    });
    expect(await fields({ ...base, crew: [w.retired.id] })).toEqual({ crew: `Choose active employees only: ${w.retired.id} is not one` });
  });
});

describe('GET /api/admin/service-plans', () => {
  it('lists plans by customer and status, and shows one', async () => {
    const other = await createPlan(t, admin, planBody(w.customerB.id, w.siteB.id, { frequency: 'Monthly', serviceDays: [2] }));
    const forB = await ok<ServicePlan[]>(t, admin, 'GET', `/api/admin/service-plans?customerId=${w.customerB.id}`);
    expect(forB.map((p) => p.id)).toEqual([other.id]);
    expect((await ok<ServicePlan[]>(t, admin, 'GET', '/api/admin/service-plans?status=paused')).length).toBe(0);
    expect(await ok<ServicePlan>(t, admin, 'GET', `/api/admin/service-plans/${other.id}`)).toEqual(other);
  });

  it('answers 404 for an unknown plan and 400 for a bad id or filter', async () => {
    expect((await call<ErrorAnswer>(t, admin, 'GET', '/api/admin/service-plans/999999')).status).toBe(404);
    expect((await call<ErrorAnswer>(t, admin, 'GET', '/api/admin/service-plans/abc')).body.fields).toHaveProperty('id');
    expect((await call<ErrorAnswer>(t, admin, 'GET', '/api/admin/service-plans/0')).status).toBe(400);
    expect((await call<ErrorAnswer>(t, admin, 'GET', '/api/admin/service-plans?status=done')).body.fields).toHaveProperty('status');
    expect((await call<ErrorAnswer>(t, admin, 'GET', '/api/admin/service-plans?customerId=x')).body.fields).toHaveProperty('customerId');
  });
});

describe('PUT /api/admin/service-plans/:id', () => {
  let plan: ServicePlan;
  beforeAll(async () => {
    plan = await createPlan(t, admin, planBody(w.customer.id, w.site.id, { crew: [w.employee.id] }));
  });

  it('changes details without touching the visits', async () => {
    const before = await visitsOf(plan.id);
    const updated = await ok<ServicePlan>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, {
      notes: 'Alarm code at the desk',
      monthlyPriceCents: 70_000,
    });
    expect(updated).toMatchObject({ notes: 'Alarm code at the desk', monthlyPriceCents: 70_000 });
    expect(await visitsOf(plan.id)).toEqual(before);
    const history = await trail(t, admin, 'service_plan', plan.id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update']);
    expect(history[1]).toMatchObject({ before: { monthlyPriceCents: 64_700, notes: null }, after: { monthlyPriceCents: 70_000 } });
  });

  it('a schedule change replaces the coming visits nobody touched; edited and cancelled ones stay', async () => {
    const [first, second, third] = await visitsOf(plan.id);
    await ok(t, admin, 'PUT', `/api/admin/bookings/${first!.id}`, { notes: 'Use the side door' });
    await ok(t, admin, 'POST', `/api/admin/bookings/${second!.id}/cancel`, { reason: 'Office closed' });
    const updated = await ok<ServicePlan>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { serviceDays: [2], startTime: '19:30' });
    expect(updated).toMatchObject({ serviceDays: [2], startTime: '19:30' });

    const visits = await visitsOf(plan.id);
    const byId = new Map(visits.map((v) => [v.id, v]));
    expect(byId.get(first!.id)).toMatchObject({ notes: 'Use the side door', startTime: '18:00', status: 'confirmed' });
    expect(byId.get(second!.id)).toMatchObject({ status: 'cancelled' });
    expect(byId.has(third!.id)).toBe(false);
    const fresh = visits.filter((v) => v.id !== first!.id && v.id !== second!.id);
    expect(fresh).toHaveLength(8);
    for (const visit of fresh) {
      expect(weekdayOf(visit.date)).toBe(2);
      expect(visit.startTime).toBe('19:30');
      expect(crewIds(visit)).toEqual([w.employee.id]);
    }
    const removed = await trail(t, admin, 'booking', third!.id);
    expect(removed.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(removed[1]).toMatchObject({ actorUser: { id: w.admin.id }, after: null, before: { status: 'confirmed' } });
  });

  it('pausing removes the untouched coming visits; resuming produces them again', async () => {
    await ok(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { status: 'paused' });
    expect((await visitsOf(plan.id)).map((v) => v.status).sort()).toEqual(['cancelled', 'confirmed']);
    await ok(t, admin, 'POST', '/api/admin/service-plans/generate');
    expect(await visitsOf(plan.id)).toHaveLength(2);
    await ok(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { status: 'active' });
    expect(await visitsOf(plan.id)).toHaveLength(10);
  });

  it('answers 400 naming the field for an update that contradicts the stored plan, 404 for an unknown plan, and changes nothing', async () => {
    const before = await ok<ServicePlan>(t, admin, 'GET', `/api/admin/service-plans/${plan.id}`);
    const cases: Array<[object, string[]]> = [
      [{ endsOn: '2020-01-01' }, ['endsOn']],
      [{ frequency: 'Daily-7' }, ['serviceDays']],
      [{ siteId: w.siteB.id }, ['siteId']],
      [{ status: 'finished' }, ['status']],
      [{ startTime: '7pm' }, ['startTime']],
      [{ customerId: w.customerB.id, startTime: 'x' }, ['startTime']],
    ];
    for (const [body, fields] of cases) {
      const res = await call<ErrorAnswer>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toEqual(fields);
    }
    expect((await call(t, admin, 'PUT', '/api/admin/service-plans/999999', { notes: 'x' })).status).toBe(404);
    expect(await ok<ServicePlan>(t, admin, 'GET', `/api/admin/service-plans/${plan.id}`)).toEqual(before);
  });

  it('the customer of a plan stays: a customerId in the body is ignored', async () => {
    const res = await ok<ServicePlan>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { customerId: w.customerB.id });
    expect(res.customer.id).toBe(w.customer.id);
  });
});

describe('PUT /api/admin/service-plans/:id/crew', () => {
  it('sets the default team; with applyToFuture the coming visits nobody touched get it too', async () => {
    const plan = await createPlan(t, admin, planBody(w.customer.id, w.site.id, { serviceDays: [3], crew: [w.employee.id] }));
    const [handPicked, ...rest] = await visitsOf(plan.id);
    await ok(t, admin, 'PUT', `/api/admin/bookings/${handPicked!.id}/crew`, { employeeIds: [w.employee.id, w.employeeB.id] });

    const only = await ok<ServicePlan>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}/crew`, { employeeIds: [w.employeeB.id] });
    expect(only.crew.map((c) => c.id)).toEqual([w.employeeB.id]);
    expect((await visitsOf(plan.id)).filter((v) => v.id !== handPicked!.id).map(crewIds)).toEqual(rest.map(() => [w.employee.id]));

    await ok(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}/crew`, { employeeIds: [w.employeeB.id], applyToFuture: true });
    const visits = await visitsOf(plan.id);
    expect(crewIds(visits.find((v) => v.id === handPicked!.id)!)).toEqual([w.employee.id, w.employeeB.id].sort((x, y) => x - y));
    expect(visits.filter((v) => v.id !== handPicked!.id).map(crewIds)).toEqual(rest.map(() => [w.employeeB.id]));
    expect((await trail(t, admin, 'booking', rest[0]!.id)).map((e) => e.action)).toEqual(['create', 'assign']);
    expect((await trail(t, admin, 'service_plan', plan.id)).map((e) => e.action)).toEqual(['create', 'assign']);

    // Still untouched: a later schedule change still moves them.
    await ok(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { startTime: '17:00' });
    const moved = (await visitsOf(plan.id)).filter((v) => v.id !== handPicked!.id);
    expect(moved.every((v) => v.startTime === '17:00' && crewIds(v)[0] === w.employeeB.id)).toBe(true);
  });

  it('answers 400 for an inactive employee or a bad list and 404 for an unknown plan', async () => {
    const plan = (await ok<ServicePlan[]>(t, admin, 'GET', '/api/admin/service-plans'))[0]!;
    for (const [body, field] of [
      [{ employeeIds: [w.retired.id] }, 'employeeIds'],
      [{ employeeIds: 'all' }, 'employeeIds'],
      [{ employeeIds: [1], applyToFuture: 'yes' }, 'applyToFuture'],
      [{}, 'employeeIds'],
    ] as const) {
      const res = await call<ErrorAnswer>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}/crew`, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    }
    expect((await call(t, admin, 'PUT', '/api/admin/service-plans/999999/crew', { employeeIds: [] })).status).toBe(404);
  });
});
