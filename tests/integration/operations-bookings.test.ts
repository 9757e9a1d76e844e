import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking } from '#shared/contracts/operations.ts';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertBooking } from '#tests/support/operations.ts';
import {
  call,
  companyToday,
  countRows,
  listBookings,
  ok,
  operationsWorld,
  trail,
  type ErrorAnswer,
} from '#tests/support/operations-api.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await operationsWorld(t, 'book');
  admin = w.adminToken;
});
afterAll(async () => {
  await t.close();
});

const oneOff = (overrides: Record<string, unknown> = {}) => ({
  customerId: w.customer.id,
  siteId: w.site.id,
  serviceType: 'Carpet deep clean',
  date: companyToday(3),
  startTime: '09:30',
  durationMinutes: 90,
  priceCents: 25_050,
  ...overrides,
});
const create = (body: object) => ok<AdminBooking>(t, admin, 'POST', '/api/admin/bookings', body, 201);
const expectFields = async (res: Promise<{ status: number; body: unknown }>, fields: string[], label: string) => {
  const { status, body } = await res;
  expect(status, label).toBe(400);
  expect(Object.keys((body as ErrorAnswer).fields ?? {}).sort(), label).toEqual([...fields].sort());
};

describe('POST /api/admin/bookings', () => {
  it('books a one-off at a Minnesota day and time, at the site’s address, with its crew, audited', async () => {
    const booking = await create(oneOff({ crew: [w.employee.id], notes: '  Front desk has keys  ' }));
    expect(booking).toMatchObject({
      source: 'admin',
      servicePlanId: null,
      planOccurrence: null,
      customer: { id: w.customer.id, name: 'Dana Reyes', companyName: 'Acme Dental' },
      siteId: w.site.id,
      serviceType: 'Carpet deep clean',
      scheduledDate: zonedInstant(companyToday(3), '09:30').toISOString(),
      date: companyToday(3),
      startTime: '09:30',
      durationMinutes: 90,
      duration: 1.5,
      status: 'confirmed',
      price: 250.5,
      priceCents: 25_050,
      location: '7001 France Ave S, Edina, MN 55435',
      notes: 'Front desk has keys',
      assignedTeam: ['Ana R.'],
      crew: [{ id: w.employee.id, name: 'Ana Ruiz' }],
    });
    expect(await ok(t, admin, 'GET', `/api/admin/bookings/${booking.id}`)).toEqual(booking);
    expect(await trail(t, admin, 'booking', booking.id)).toMatchObject([
      {
        action: 'create',
        actorUser: { id: w.admin.id },
        before: null,
        after: { status: 'confirmed', crew: [w.employee.id], priceCents: 25_050 },
      },
    ]);
  });

  it('answers bad input with a 400 naming each field, and writes nothing', async () => {
    const before = await Promise.all((['bookings', 'booking_assignments', 'audit_events'] as const).map((n) => countRows(w.db, n)));
    const cases: Array<[object, string[]]> = [
      [{}, ['customerId', 'siteId', 'serviceType', 'date', 'startTime', 'durationMinutes', 'priceCents']],
      [oneOff({ date: '2026-13-01' }), ['date']],
      [oneOff({ date: 20261201 }), ['date']],
      [oneOff({ startTime: '9:30' }), ['startTime']],
      [oneOff({ durationMinutes: 0 }), ['durationMinutes']],
      [oneOff({ priceCents: 10.5 }), ['priceCents']],
      [oneOff({ serviceType: '   ' }), ['serviceType']],
      [oneOff({ serviceType: 'x'.repeat(121) }), ['serviceType']],
      [oneOff({ location: '' }), ['location']],
      [oneOff({ notes: 'x'.repeat(2001) }), ['notes']],
      [oneOff({ crew: [0] }), ['crew.0']],
      [oneOff({ customerId: w.customerB.id }), ['siteId']],
      [oneOff({ customerId: 999_999 }), ['customerId']],
      [oneOff({ crew: [w.retired.id] }), ['crew']],
    ];
    for (const [body, fields] of cases)
      await expectFields(call(t, admin, 'POST', '/api/admin/bookings', body), fields, JSON.stringify(body));
    const after = await Promise.all((['bookings', 'booking_assignments', 'audit_events'] as const).map((n) => countRows(w.db, n)));
    expect(after).toEqual(before);
  });
});

describe('GET /api/admin/bookings', () => {
  let late: AdminBooking;
  let early: AdminBooking;
  let other: AdminBooking;
  beforeAll(async () => {
    // 11:30 PM on a Saturday in Minnesota is still Saturday (05:30 UTC on Sunday).
    late = await create(oneOff({ date: '2027-02-06', startTime: '23:30', crew: [w.employeeB.id] }));
    early = await create(oneOff({ date: '2027-02-07', startTime: '00:00' }));
    other = await create(oneOff({ customerId: w.customerB.id, siteId: w.siteB.id, date: '2027-02-06', startTime: '08:00' }));
  });

  it('filters by Minnesota days (both included), customer, employee, site and status, earliest first', async () => {
    const ids = async (query: string) => (await listBookings(t, admin, query)).map((b) => b.id);
    expect(await ids('from=2027-02-06&to=2027-02-06')).toEqual([other.id, late.id]);
    expect(await ids('from=2027-02-07&to=2027-02-13')).toEqual([early.id]);
    expect(await ids(`from=2027-02-01&to=2027-02-28&customerId=${w.customerB.id}`)).toEqual([other.id]);
    expect(await ids(`from=2027-02-01&to=2027-02-28&employeeId=${w.employeeB.id}`)).toEqual([late.id]);
    expect(await ids(`from=2027-02-01&to=2027-02-28&siteId=${w.siteB.id}`)).toEqual([other.id]);
    expect(await ids('from=2027-02-01&to=2027-02-28&status=cancelled')).toEqual([]);
    expect(await ids('from=2027-02-01&limit=2')).toEqual([other.id, late.id]);
  });

  it('answers a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['from=2027-02-30', 'from'],
      ['to=tomorrow', 'to'],
      ['from=2027-02-07&to=2027-02-06', 'to'],
      ['status=done', 'status'],
      ['customerId=-1', 'customerId'],
      ['employeeId=1.5', 'employeeId'],
      ['planId=abc', 'planId'],
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
    ]) {
      await expectFields(call(t, admin, 'GET', `/api/admin/bookings?${query}`), [field!], query!);
    }
  });
});

describe('PUT /api/admin/bookings/:id', () => {
  it('reschedules on Minnesota’s clock: a day alone keeps the time, a time alone keeps the day; audited', async () => {
    const booking = await create(oneOff({ date: '2027-03-12', startTime: '18:00' }));
    // Across the spring-forward Sunday: still 6 PM there.
    const moved = await ok<AdminBooking>(t, admin, 'PUT', `/api/admin/bookings/${booking.id}`, { date: '2027-03-15' });
    expect(moved).toMatchObject({ date: '2027-03-15', startTime: '18:00', scheduledDate: '2027-03-15T23:00:00.000Z' });
    const later = await ok<AdminBooking>(t, admin, 'PUT', `/api/admin/bookings/${booking.id}`, { startTime: '20:45', durationMinutes: 60 });
    expect(later).toMatchObject({ date: '2027-03-15', startTime: '20:45', durationMinutes: 60, duration: 1 });
    const history = await trail(t, admin, 'booking', booking.id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(history[1]).toMatchObject({
      before: { scheduledStart: '2027-03-13T00:00:00.000Z' },
      after: { scheduledStart: '2027-03-15T23:00:00.000Z' },
    });
    // Nothing new: nothing written.
    await ok(t, admin, 'PUT', `/api/admin/bookings/${booking.id}`, { startTime: '20:45', notes: '' });
    expect(await trail(t, admin, 'booking', booking.id)).toHaveLength(3);
  });

  it('changes only notes once a visit is completed or cancelled (409 otherwise), 404 unknown, 400 bad', async () => {
    const past = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: new Date(Date.now() - 3_600_000) });
    await ok(t, admin, 'POST', `/api/admin/bookings/${past.id}/complete`);
    const refused = await call<ErrorAnswer>(t, admin, 'PUT', `/api/admin/bookings/${past.id}`, { date: companyToday(1) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Only a confirmed visit can be rescheduled or changed; this one is completed. Notes can still be added.',
    );
    expect((await ok<AdminBooking>(t, admin, 'PUT', `/api/admin/bookings/${past.id}`, { notes: 'Left a note' })).notes).toBe('Left a note');
    expect((await call(t, admin, 'PUT', '/api/admin/bookings/999999', { notes: 'x' })).status).toBe(404);
    await expectFields(call(t, admin, 'PUT', `/api/admin/bookings/${past.id}`, { date: '2027-02-29' }), ['date'], 'date');
    await expectFields(call(t, admin, 'PUT', `/api/admin/bookings/${past.id}`, { priceCents: -5 }), ['priceCents'], 'price');
    await expectFields(call(t, admin, 'PUT', '/api/admin/bookings/x', {}), ['id'], 'id');
  });
});

describe('cancel and complete', () => {
  it('cancels a confirmed visit with its reason, once', async () => {
    const booking = await create(oneOff());
    await expectFields(call(t, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, {}), ['reason'], 'no reason');
    await expectFields(call(t, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: ' ' }), ['reason'], 'blank reason');
    const cancelled = await ok<AdminBooking>(t, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'Customer request' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Customer request' });
    expect(cancelled.cancelledAt).not.toBeNull();
    const again = await call<ErrorAnswer>(t, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'Again' });
    expect(again).toMatchObject({ status: 409, body: { message: 'This visit is already cancelled.' } });
    const complete = await call<ErrorAnswer>(t, admin, 'POST', `/api/admin/bookings/${booking.id}/complete`);
    expect(complete).toMatchObject({ status: 409, body: { message: 'This visit was cancelled; a cancelled visit cannot be completed.' } });
    expect((await call(t, admin, 'POST', '/api/admin/bookings/999999/cancel', { reason: 'x' })).status).toBe(404);
    expect((await trail(t, admin, 'booking', booking.id)).map((e) => [e.action, (e.after as { status: string }).status])).toEqual([
      ['create', 'confirmed'],
      ['cancel', 'cancelled'],
    ]);
  });

  it('completes a visit once it has started, once; never one that has not started', async () => {
    const future = await create(oneOff({ date: '2027-01-05', startTime: '18:00' }));
    const early = await call<ErrorAnswer>(t, admin, 'POST', `/api/admin/bookings/${future.id}/complete`);
    expect(early).toMatchObject({
      status: 409,
      body: { message: 'This visit starts on Jan 5, 2027 at 6:00 PM; mark it completed once it has started.' },
    });

    const past = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: new Date(Date.now() - 7_200_000) });
    const done = await ok<AdminBooking>(t, admin, 'POST', `/api/admin/bookings/${past.id}/complete`);
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect((await call<ErrorAnswer>(t, admin, 'POST', `/api/admin/bookings/${past.id}/complete`)).body.message).toBe(
      'This visit is already completed.',
    );
    expect((await call<ErrorAnswer>(t, admin, 'POST', `/api/admin/bookings/${past.id}/cancel`, { reason: 'x' })).status).toBe(409);
    expect((await call(t, admin, 'POST', '/api/admin/bookings/999999/complete')).status).toBe(404);
    expect((await trail(t, admin, 'booking', past.id)).map((e) => e.action)).toEqual(['complete']);
  });

  it('takes one of two parallel cancels and refuses the other', async () => {
    const booking = await create(oneOff());
    const answers = await Promise.all([
      call(t, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'One' }),
      call(t, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'Two' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await trail(t, admin, 'booking', booking.id)).filter((e) => e.action === 'cancel')).toHaveLength(1);
  });
});

describe('PUT /api/admin/bookings/:id/crew', () => {
  it('assigns and unassigns the team, audited', async () => {
    const booking = await create(oneOff({ crew: [w.employee.id] }));
    const both = await ok<AdminBooking>(t, admin, 'PUT', `/api/admin/bookings/${booking.id}/crew`, {
      employeeIds: [w.employeeB.id, w.employee.id],
    });
    expect(both.assignedTeam).toEqual(['Ana R.', 'Ben O.']);
    const none = await ok<AdminBooking>(t, admin, 'PUT', `/api/admin/bookings/${booking.id}/crew`, { employeeIds: [] });
    expect(none.crew).toEqual([]);
    // The same team again: nothing to record.
    await ok(t, admin, 'PUT', `/api/admin/bookings/${booking.id}/crew`, { employeeIds: [] });
    const history = await trail(t, admin, 'booking', booking.id);
    expect(history.map((e) => [e.action, (e.before as { crew: number[] } | null)?.crew, (e.after as { crew: number[] }).crew])).toEqual([
      ['create', undefined, [w.employee.id]],
      ['assign', [w.employee.id], [w.employee.id, w.employeeB.id].sort((a, b) => a - b)],
      ['assign', [w.employee.id, w.employeeB.id].sort((a, b) => a - b), []],
    ]);
  });

  it('refuses inactive employees and non-employees (400), cancelled visits (409) and unknown ones (404), changing nothing', async () => {
    const booking = await create(oneOff({ crew: [w.employee.id] }));
    for (const ids of [[w.retired.id], [w.customer.id], [w.admin.id], [999_999]]) {
      await expectFields(
        call(t, admin, 'PUT', `/api/admin/bookings/${booking.id}/crew`, { employeeIds: [w.employeeB.id, ...ids] }),
        ['employeeIds'],
        String(ids),
      );
    }
    expect((await ok<AdminBooking>(t, admin, 'GET', `/api/admin/bookings/${booking.id}`)).crew.map((c) => c.id)).toEqual([w.employee.id]);
    await ok(t, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'Closed' });
    expect((await call(t, admin, 'PUT', `/api/admin/bookings/${booking.id}/crew`, { employeeIds: [] })).status).toBe(409);
    expect((await call(t, admin, 'PUT', '/api/admin/bookings/999999/crew', { employeeIds: [] })).status).toBe(404);
  });
});
