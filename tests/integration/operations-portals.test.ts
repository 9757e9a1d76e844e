import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, CustomerBooking } from '#shared/contracts/operations.ts';
import { bookingAssignments, bookings } from '#server/db/schema/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertPlan } from '#tests/support/operations.ts';
import { call, ok, operationsWorld } from '#tests/support/operations-api.ts';

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
  it('lists only the visits the employee is assigned to (not cancelled), earliest first, in the spec’s fields', async () => {
    const mine = await ok<Assignment[]>(t, tokens.employee, 'GET', '/api/employee/assignments');
    expect(mine.map((a) => a.id)).toEqual([ids['done'], ids['a1'], ids['walkIn'], ids['a2']]);
    for (const assignment of mine) {
      expect(Object.keys(assignment).sort()).toEqual([
        'clientName',
        'clientPhone',
        'duration',
        'id',
        'notes',
        'scheduledDate',
        'serviceType',
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
    });
    expect(mine[2]).toMatchObject({ clientName: 'Cedar Clinic', clientPhone: '651-555-0199' });
    expect(mine[3]).toMatchObject({ duration: 1.5 });

    const theirs = await ok<Assignment[]>(t, tokens.employeeB, 'GET', '/api/employee/assignments');
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
    const mine = await ok<CustomerBooking[]>(t, tokens.customer, 'GET', '/api/customer/bookings');
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

    const theirs = await ok<CustomerBooking[]>(t, tokens.customerB, 'GET', '/api/customer/bookings');
    expect(theirs.map((b) => b.id)).toEqual([ids['b1']]);
    expect(JSON.stringify(theirs)).not.toContain('Keys at desk');
  });

  it('is for customers only', async () => {
    expect((await t.app.inject({ url: '/api/customer/bookings' })).statusCode).toBe(401);
    expect((await call(t, tokens.employee, 'GET', '/api/customer/bookings')).status).toBe(403);
    expect((await call(t, w.adminToken, 'GET', '/api/customer/bookings')).status).toBe(403);
  });
});
