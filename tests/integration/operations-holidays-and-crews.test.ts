import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrgentTask } from '#shared/contracts/admin-dashboard.ts';
import type { AuditEvent } from '#shared/contracts/audit.ts';
import type { AdminBooking, ServicePlan } from '#shared/contracts/operations.ts';
import { createAuditRepository } from '#server/modules/audit/audit.repository.ts';
import { createServicePlansService } from '#server/modules/operations/service-plans.service.ts';
import { insertUser } from '#tests/support/accounts.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertBooking, insertPlan, insertSite, produceAt } from '#tests/support/operations.ts';
import { companyToday, createPlan, listBookings, ok, operationsWorld, planBody } from '#tests/support/operations-api.ts';

/**
 * Decision 0043 through the API: visits on company holidays carry the holiday's name, short crews are
 * counted against the plan's crew size on plans, visits and the dashboard's urgent tasks, and an audit
 * trail comes with the names of the records its ids point at. Dates are fixed or relative to now, so
 * the file passes any day.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let admin: string;
let mainOffice: Awaited<ReturnType<typeof insertSite>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await operationsWorld(t, 'hol');
  admin = w.adminToken;
  mainOffice = await insertSite(w.db, w.customer.id, { name: 'Main office', address: '500 Main St, Edina, MN 55435' });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
/** The plan's visits as the generator makes them on 1 December 2026, noon in Minnesota. */
const DECEMBER_1 = new Date('2026-12-01T18:00:00Z');

describe('visits on company holidays', () => {
  it('carry the holiday in the API: Christmas Eve, Christmas Day and New Year’s Day, and no other day', async () => {
    const plan = await insertPlan(w.db, w.customer.id, mainOffice.id, {
      frequency: 'Daily-7',
      serviceDays: [0, 1, 2, 3, 4, 5, 6],
      startsOn: '2026-12-21',
      endsOn: '2027-01-02',
    });
    expect(await produceAt(w.db, plan.id, DECEMBER_1)).toHaveLength(13);
    const visits = await listBookings(t, admin, `planId=${plan.id}&limit=1000`);
    expect(visits.map((v) => [v.date, v.holiday])).toEqual([
      ['2026-12-21', null],
      ['2026-12-22', null],
      ['2026-12-23', null],
      ['2026-12-24', 'Christmas Eve'],
      ['2026-12-25', 'Christmas Day'],
      ['2026-12-26', null],
      ['2026-12-27', null],
      ['2026-12-28', null],
      ['2026-12-29', null],
      ['2026-12-30', null],
      ['2026-12-31', null],
      ['2027-01-01', 'New Year’s Day'],
      ['2027-01-02', null],
    ]);
    // The generator flags them and does not skip them; a visit read alone says the same.
    const christmas = visits.find((v) => v.date === '2026-12-25')!;
    expect(await ok<AdminBooking>(t, admin, 'GET', `/api/admin/bookings/${christmas.id}`)).toMatchObject({
      status: 'confirmed',
      holiday: 'Christmas Day',
    });
  });

  it('are listed on the plan for the coming 8 weeks, seen from the day asked', async () => {
    // Mondays and Thursdays: Thanksgiving (Thu Nov 26), Christmas Eve (Thu Dec 24), New Year's Eve is not one.
    const plan = await insertPlan(w.db, w.customer.id, mainOffice.id, { serviceDays: [1, 4], startsOn: '2026-11-02' });
    const on = (iso: string) => createServicePlansService({ db: w.db, now: () => new Date(iso) }).get(plan.id);
    // Seen from Nov 20, 2026 through Jan 15, 2027.
    expect((await on('2026-11-20T18:00:00Z')).upcomingHolidays).toEqual([
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-24', name: 'Christmas Eve' },
    ]);
    // Seen from Dec 26: Christmas is past; New Year's Day 2027 is a Friday, not a visit day.
    expect((await on('2026-12-26T18:00:00Z')).upcomingHolidays).toEqual([]);
    // A paused plan makes no visits: nothing to flag.
    const paused = await insertPlan(w.db, w.customer.id, mainOffice.id, { serviceDays: [4], startsOn: '2026-11-02', status: 'paused' });
    expect((await createServicePlansService({ db: w.db, now: () => DECEMBER_1 }).get(paused.id)).upcomingHolidays).toEqual([]);
  });

  it('follow the visits as they stand: cancelled or moved off the holiday, no longer listed; days not generated yet, from the schedule', async () => {
    // Every day from Dec 21, visits made on Nov 1 (so through Dec 27); seen from Dec 1, through Jan 26.
    const plan = await insertPlan(w.db, w.customer.id, mainOffice.id, {
      frequency: 'Daily-7',
      serviceDays: [0, 1, 2, 3, 4, 5, 6],
      startsOn: '2026-12-21',
    });
    expect(await produceAt(w.db, plan.id, new Date('2026-11-01T18:00:00Z'))).toHaveLength(7);
    const service = createServicePlansService({ db: w.db, now: () => DECEMBER_1 });
    const shown = async () => {
      const alone = (await service.get(plan.id)).upcomingHolidays;
      // The list of plans answers the same.
      expect((await service.list({ customerId: w.customer.id })).find((p) => p.id === plan.id)!.upcomingHolidays).toEqual(alone);
      return alone;
    };
    // Dec 24 and 25 from the visits; Jan 1 from the schedule (after Dec 27, not generated yet).
    expect(await shown()).toEqual([
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: 'New Year’s Day' },
    ]);

    const visits = await listBookings(t, admin, `planId=${plan.id}&limit=100`);
    const on = (date: string) => visits.find((v) => v.date === date)!;
    await ok(t, admin, 'POST', `/api/admin/bookings/${on('2026-12-25').id}/cancel`, { reason: 'Company holiday: Christmas Day' });
    expect(await shown()).toEqual([
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2027-01-01', name: 'New Year’s Day' },
    ]);
    await ok(t, admin, 'PUT', `/api/admin/bookings/${on('2026-12-24').id}`, { date: '2026-12-23' });
    expect(await shown()).toEqual([{ date: '2027-01-01', name: 'New Year’s Day' }]);
    // A visit moved onto a holiday is one.
    await ok(t, admin, 'PUT', `/api/admin/bookings/${on('2026-12-26').id}`, { date: '2026-12-25' });
    expect(await shown()).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: 'New Year’s Day' },
    ]);
  });
});

describe('a crew smaller than the plan needs', () => {
  it('is counted on the plan, and lifted when the crew is complete', async () => {
    // Its visits start in a month: none falls in the urgent task's week below.
    const plan = await createPlan(
      t,
      admin,
      planBody(w.customer.id, mainOffice.id, { crewSize: 2, crew: [w.employee.id], startsOn: companyToday(30) }),
    );
    expect(plan).toMatchObject({ crewSize: 2, crewShortBy: 1 });
    const full = await ok<ServicePlan>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}/crew`, {
      employeeIds: [w.employee.id, w.employeeB.id],
    });
    expect(full.crewShortBy).toBe(0);
    const none = await ok<ServicePlan>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}/crew`, { employeeIds: [] });
    expect(none.crewShortBy).toBe(2);
  });

  it('is counted on each plan visit still to happen, not on one-offs, completed or cancelled visits', async () => {
    const plan = await insertPlan(w.db, w.customer.id, mainOffice.id, { crewSize: 3, startsOn: '2026-01-05' });
    const start = (days: number) => new Date(Date.now() + days * 24 * HOUR);
    const visit = (days: number, status: 'confirmed' | 'completed' | 'cancelled', crew: number[]) =>
      insertBooking(
        w.db,
        w.customer.id,
        mainOffice.id,
        {
          source: 'plan',
          servicePlanId: plan.id,
          planOccurrence: `2030-01-${String(days).padStart(2, '0')}`,
          status,
          scheduledStart: start(days),
          priceCents: null,
        },
        crew,
      );
    const one = await visit(20, 'confirmed', [w.employee.id]);
    const two = await visit(21, 'confirmed', [w.employee.id, w.employeeB.id]);
    const nobody = await visit(22, 'confirmed', []);
    const done = await visit(23, 'completed', [w.employee.id]);
    const cancelled = await visit(24, 'cancelled', []);
    const oneOff = await insertBooking(w.db, w.customer.id, mainOffice.id, { scheduledStart: start(25) }, [w.employee.id]);
    // Still confirmed, but over (two days ago, two hours long): too late to send anyone. One under way
    // (started an hour ago, two hours long) still counts.
    const planVisitAt = (occurrence: string, scheduledStart: Date) =>
      insertBooking(
        w.db,
        w.customer.id,
        mainOffice.id,
        { source: 'plan', servicePlanId: plan.id, planOccurrence: occurrence, scheduledStart, durationMinutes: 120, priceCents: null },
        [w.employee.id],
      );
    const over = await planVisitAt('2030-02-01', start(-2));
    const underWay = await planVisitAt('2030-02-02', new Date(Date.now() - HOUR));

    const read = (id: number) => ok<AdminBooking>(t, admin, 'GET', `/api/admin/bookings/${id}`);
    expect(await read(one.id)).toMatchObject({ crewNeeded: 3, crewShortBy: 2 });
    expect(await read(two.id)).toMatchObject({ crewNeeded: 3, crewShortBy: 1 });
    expect(await read(nobody.id)).toMatchObject({ crewNeeded: 3, crewShortBy: 3 });
    expect(await read(done.id)).toMatchObject({ crewNeeded: 3, crewShortBy: 0 });
    expect(await read(cancelled.id)).toMatchObject({ crewNeeded: 3, crewShortBy: 0 });
    expect(await read(oneOff.id)).toMatchObject({ crewNeeded: null, crewShortBy: 0 });
    expect(await read(over.id)).toMatchObject({ status: 'confirmed', crewNeeded: 3, crewShortBy: 0 });
    expect(await read(underWay.id)).toMatchObject({ crewNeeded: 3, crewShortBy: 2 });

    // The list answers the same (by start: the one over, the one under way, then days 20 to 24);
    // assigning the third person clears the visit.
    const listed = await listBookings(t, admin, `planId=${plan.id}&limit=100`);
    expect(listed.map((b) => b.crewShortBy)).toEqual([0, 2, 2, 1, 3, 0, 0]);
    const fixed = await ok<AdminBooking>(t, admin, 'PUT', `/api/admin/bookings/${two.id}/crew`, {
      employeeIds: [w.employee.id, w.employeeB.id, (await insertUser(w.db, 'employee', { username: 'hol-third' })).id],
    });
    expect(fixed).toMatchObject({ crewNeeded: 3, crewShortBy: 0 });
  });

  it('is an urgent task for the coming 7 days, high when one starts within 24 hours', async () => {
    const urgent = async () =>
      (await ok<UrgentTask[]>(t, admin, 'GET', '/api/admin/urgent-tasks')).find((task) => task.kind === 'short-crews');
    expect(await urgent()).toBeUndefined();

    const plan = await insertPlan(w.db, w.customer.id, mainOffice.id, { crewSize: 2, startsOn: '2026-01-05' });
    let day = 0;
    const visit = (hoursAhead: number, crew: number[]) =>
      insertBooking(
        w.db,
        w.customer.id,
        mainOffice.id,
        {
          source: 'plan',
          servicePlanId: plan.id,
          planOccurrence: `2031-02-${String(++day).padStart(2, '0')}`,
          scheduledStart: new Date(Date.now() + hoursAhead * HOUR),
          priceCents: null,
        },
        crew,
      );
    await visit(3 * 24, [w.employee.id]); // counted: 1 of 2, in three days
    await visit(7 * 24 + 2, [w.employee.id]); // past the 7 days
    await visit(2 * 24, [w.employee.id, w.employeeB.id]); // full crew
    await visit(4 * 24, []); // nobody: the "Visits without a crew" task's, not this one
    await visit(-2, [w.employee.id]); // already started
    expect(await urgent()).toEqual({
      kind: 'short-crews',
      title: 'Visits short of crew',
      description: '1 plan visit has fewer people assigned than the plan needs in the next 7 days',
      priority: 'medium',
      count: 1,
      href: '/admin/bookings',
    });

    await visit(10, [w.employeeB.id]); // in 10 hours
    expect(await urgent()).toMatchObject({
      description: '2 plan visits have fewer people assigned than the plan needs in the next 7 days, 1 within 24 hours',
      priority: 'high',
      count: 2,
    });
  });
});

describe('an audit trail', () => {
  it('comes with the names of the customers, sites, people and plans its ids point at', async () => {
    const plan = await createPlan(
      t,
      admin,
      planBody(w.customer.id, mainOffice.id, {
        crewSize: 2,
        crew: [w.employee.id, w.employeeB.id],
        startsOn: '2027-03-01',
        endsOn: '2027-03-01',
      }),
    );
    const [created] = await ok<AuditEvent[]>(t, admin, 'GET', `/api/admin/audit?entity=service_plan&entityId=${plan.id}`);
    expect(created!.after).toMatchObject({ customerId: w.customer.id, siteId: mainOffice.id });
    expect(created!.names).toEqual({
      [`customer:${w.customer.id}`]: 'Acme Dental',
      [`site:${mainOffice.id}`]: 'Main office',
      [`person:${w.employee.id}`]: 'Ana Ruiz',
      [`person:${w.employeeB.id}`]: 'Ben Olson',
    });

    // A visit's trail names its plan by customer and site; a visit named by id reads as its day, time and site.
    const visit = await insertBooking(w.db, w.customer.id, mainOffice.id, {
      scheduledStart: new Date('2026-12-24T00:15:00Z'),
      servicePlanId: plan.id,
      planOccurrence: '2026-12-23',
      source: 'plan',
    });
    await createAuditRepository(w.db).record({
      actor: { system: 'test' },
      entity: 'time_entry',
      entityId: 'hol-entry-1',
      action: 'create',
      after: { bookingId: visit.id, servicePlanId: plan.id, customerId: 999_999 },
    });
    const [entry] = await ok<AuditEvent[]>(t, admin, 'GET', '/api/admin/audit?entity=time_entry&entityId=hol-entry-1');
    expect(entry!.names).toEqual({
      // 00:15 UTC on Dec 24 is 6:15 PM on Dec 23 in Minnesota.
      [`booking:${visit.id}`]: 'Dec 23, 2026, 6:15 PM at Main office',
      [`servicePlan:${plan.id}`]: 'Plan for Acme Dental at Main office',
      // No such customer: not named (the screen says the record is gone).
    });
  });
});
