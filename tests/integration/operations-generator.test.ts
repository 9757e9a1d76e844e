import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '#server/db/client.ts';
import { bookingAssignments, bookings, servicePlans } from '#server/db/schema/operations.ts';
import { createPlanGenerator } from '#server/modules/operations/plan-generator.ts';
import { createServicePlansRepository } from '#server/modules/operations/service-plans.repository.ts';
import type { ServicePlan } from '#shared/contracts/operations.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertPlan, produceAt } from '#tests/support/operations.ts';
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
} from '#tests/support/operations-api.ts';

// The generator (decision 0017): idempotent on (plan, occurrence day), safe in parallel, cancelled
// visits stay cancelled, Minnesota wall time across daylight saving. Run with DATABASE_URL too: only
// PostgreSQL runs the parallel calls really at the same time.
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let admin: string;
const errors: unknown[] = [];
const log = {
  info() {},
  error(details: unknown) {
    errors.push(details);
  },
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp();
  w = await operationsWorld(t, 'gen');
  admin = w.adminToken;
});
afterAll(async () => {
  expect(errors).toEqual([]);
  await t.close();
});

const generator = () => createPlanGenerator({ db: w.db, log });

/** Every visit of a plan straight from the table, by occurrence day. */
const visitsOf = (planId: number) =>
  w.db.select().from(bookings).where(eq(bookings.servicePlanId, planId)).orderBy(asc(bookings.planOccurrence));

/** The Minnesota wall-clock time of an instant. */
const minnesotaTime = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

describe('the daily run', () => {
  it('produces the visits of active plans once: a second run adds nothing', async () => {
    const plan = await insertPlan(w.db, w.customer.id, w.site.id, { serviceDays: [1, 3, 5], startsOn: companyToday(1) });
    await insertPlan(w.db, w.customer.id, w.site.id, { status: 'paused', startsOn: companyToday(1) });
    const first = await generator().runOnce();
    expect(first).toEqual({ skipped: false, plans: 1, created: 24 });
    expect(await visitsOf(plan.id)).toHaveLength(24);
    const [stored] = await w.db.select().from(servicePlans).where(eq(servicePlans.id, plan.id));
    expect(stored!.generatedThrough).toBe(companyToday(56));

    // Nothing is due until the horizon moves; and running every plan again adds nothing either.
    expect(await generator().runOnce()).toEqual({ skipped: false, plans: 0, created: 0 });
    expect(await generator().generateAll({ system: 'test' })).toBe(0);
    expect(await visitsOf(plan.id)).toHaveLength(24);
    expect(await trail(t, admin, 'booking', (await visitsOf(plan.id))[0]!.id)).toMatchObject([
      { action: 'create', actor: 'plan-generator', actorUser: null },
    ]);
  });

  it('moves the horizon a day each day: tomorrow it adds the new day only', async () => {
    const plan = await insertPlan(w.db, w.customer.id, w.site.id, {
      frequency: 'Daily-7',
      serviceDays: [0, 1, 2, 3, 4, 5, 6],
      startsOn: companyToday(1),
    });
    await generator().runOnce();
    expect(await visitsOf(plan.id)).toHaveLength(56);
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const run = await generator().runOnce(tomorrow);
    expect(run.created).toBeGreaterThanOrEqual(1);
    const visits = await visitsOf(plan.id);
    expect(visits.at(-1)!.planOccurrence).toBe(addDays(companyDate(tomorrow), 56));
  });

  it('skips a round while another instance holds the lock', async () => {
    await inTransaction(w.db, async (tx) => {
      expect(await createServicePlansRepository(tx).tryGeneratorLock()).toBe(true);
      if (t.database.kind === 'postgres') {
        // Another connection: the lock is held, so this round is skipped.
        expect(await generator().runOnce()).toMatchObject({ skipped: true, created: 0 });
      }
    });
    expect((await generator().runOnce()).skipped).toBe(false);
  });
});

describe('the background job', () => {
  it('starts with the app when jobs are on (main.ts) and stops with it', async () => {
    const { buildApp } = await import('#server/app.ts');
    const { testConfig } = await import('#tests/support/test-app.ts');
    const app = await buildApp(testConfig(), { database: t.database, logger: false, startJobs: true });
    await app.ready();
    await expect(app.close()).resolves.toBeUndefined();
  });
});

describe('parallel runs', () => {
  it('add each visit once however many runs race (daily rounds, "generate now" and plan edits)', async () => {
    const plans = await Promise.all(
      [1, 2, 3].map((day) => insertPlan(w.db, w.customer.id, w.site.id, { serviceDays: [day, day + 3], startsOn: companyToday(1) })),
    );
    const before = await countRows(w.db, 'bookings');
    const runs = await Promise.all([
      generator().runOnce(),
      generator().runOnce(),
      generator().generateAll({ system: 'test' }),
      call<{ created: number }>(t, admin, 'POST', '/api/admin/service-plans/generate'),
      call<{ created: number }>(t, admin, 'POST', '/api/admin/service-plans/generate'),
    ]);
    expect(await countRows(w.db, 'bookings')).toBe(before + 48);
    const created = runs.map((r) => (typeof r === 'number' ? r : 'created' in r ? r.created : r.body.created));
    expect(created.reduce((a, b) => a + b, 0)).toBe(48);
    for (const plan of plans) {
      const visits = await visitsOf(plan.id);
      expect(visits).toHaveLength(16);
      expect(new Set(visits.map((v) => v.planOccurrence)).size).toBe(16);
    }
  });

  it('a plan edit and a run take turns: no duplicate, every visit at the new time', async () => {
    const plan = await createPlan(t, admin, planBody(w.customer.id, w.site.id, { serviceDays: [2], crew: [w.employee.id] }));
    await Promise.all([
      ok(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { startTime: '20:15' }),
      ok(t, admin, 'POST', '/api/admin/service-plans/generate'),
      generator().generateAll({ system: 'test' }),
      ok(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}/crew`, { employeeIds: [w.employeeB.id], applyToFuture: true }),
    ]);
    const visits = await listBookings(t, admin, `planId=${plan.id}`);
    expect(visits).toHaveLength(8);
    expect(new Set(visits.map((v) => v.planOccurrence)).size).toBe(8);
    expect(visits.every((v) => v.startTime === '20:15')).toBe(true);
    expect(visits.every((v) => v.crew.length === 1 && v.crew[0]!.id === w.employeeB.id)).toBe(true);
  });
});

describe('cancelled visits', () => {
  it('are not produced again, by any run or edit that keeps their day', async () => {
    const plan = await createPlan(t, admin, planBody(w.customer.id, w.site.id, { serviceDays: [5] }));
    const [first] = await listBookings(t, admin, `planId=${plan.id}`);
    await ok(t, admin, 'POST', `/api/admin/bookings/${first!.id}/cancel`, { reason: 'Holiday' });
    expect((await ok<{ created: number }>(t, admin, 'POST', '/api/admin/service-plans/generate')).created).toBe(0);
    await ok<ServicePlan>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { visitMinutes: 90 });
    const visits = await listBookings(t, admin, `planId=${plan.id}`);
    expect(visits.filter((v) => v.planOccurrence === first!.planOccurrence)).toMatchObject([{ id: first!.id, status: 'cancelled' }]);
    expect(visits).toHaveLength(8);
  });
});

describe('Minnesota wall time', () => {
  it('keeps 6 PM across the fall-back weekend (1 November 2026)', async () => {
    const plan = await insertPlan(w.db, w.customer.id, w.site.id, { serviceDays: [0], startsOn: '2026-10-18', endsOn: '2026-11-15' });
    const created = await produceAt(w.db, plan.id, new Date('2026-10-01T12:00:00Z'));
    expect(created.map((b) => [b.planOccurrence, b.scheduledStart.toISOString()])).toEqual([
      ['2026-10-18', '2026-10-18T23:00:00.000Z'],
      ['2026-10-25', '2026-10-25T23:00:00.000Z'],
      ['2026-11-01', '2026-11-02T00:00:00.000Z'],
      ['2026-11-08', '2026-11-09T00:00:00.000Z'],
      ['2026-11-15', '2026-11-16T00:00:00.000Z'],
    ]);
    expect(created.every((b) => minnesotaTime(b.scheduledStart) === '18:00')).toBe(true);
    const [stored] = await w.db.select().from(servicePlans).where(eq(servicePlans.id, plan.id));
    expect(stored!.generatedThrough).toBe('2026-11-15');
  });

  it('keeps 6 PM across the spring-forward weekend (14 March 2027), every day', async () => {
    const plan = await insertPlan(w.db, w.customer.id, w.site.id, {
      frequency: 'Daily-7',
      serviceDays: [0, 1, 2, 3, 4, 5, 6],
      startsOn: '2027-03-12',
      endsOn: '2027-03-16',
    });
    const created = await produceAt(w.db, plan.id, new Date('2027-03-01T12:00:00Z'));
    expect(created.map((b) => b.scheduledStart.toISOString())).toEqual([
      '2027-03-13T00:00:00.000Z',
      '2027-03-14T00:00:00.000Z',
      '2027-03-14T23:00:00.000Z',
      '2027-03-15T23:00:00.000Z',
      '2027-03-16T23:00:00.000Z',
    ]);
    expect(created.every((b) => minnesotaTime(b.scheduledStart) === '18:00')).toBe(true);
  });

  it('never produces a visit that has already started, nor one past the horizon', async () => {
    const plan = await insertPlan(w.db, w.customer.id, w.site.id, {
      frequency: 'Daily-7',
      serviceDays: [0, 1, 2, 3, 4, 5, 6],
      startsOn: '2026-12-06',
    });
    // 7 PM on Sunday 6 December in Minnesota: that day's 6 PM visit has started.
    const created = await produceAt(w.db, plan.id, new Date('2026-12-07T01:00:00Z'));
    expect(created[0]!.planOccurrence).toBe('2026-12-07');
    expect(created.at(-1)!.planOccurrence).toBe('2027-01-31');
    expect(created).toHaveLength(56);
    // Out of the way of the tests below, which run at today's real time.
    await w.db.update(servicePlans).set({ status: 'ended' }).where(eq(servicePlans.id, plan.id));
  });

  it('copies the plan crew onto each new visit, leaving out employees deactivated since', async () => {
    const plan = await createPlan(
      t,
      admin,
      planBody(w.customer.id, w.site.id, { serviceDays: [6], crew: [w.employee.id, w.employeeB.id] }),
    );
    await w.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.servicePlanId, plan.id));
    const stale = await visitsOf(plan.id);
    await w.db.delete(bookings).where(eq(bookings.id, stale.at(-1)!.id));
    const { users } = await import('#server/db/schema/accounts.ts');
    await w.db.update(users).set({ isActive: false }).where(eq(users.id, w.employeeB.id));
    try {
      await generator().generateAll({ system: 'test' });
      expect(await visitsOf(plan.id)).toHaveLength(stale.length);
      const [again] = await w.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.servicePlanId, plan.id), eq(bookings.planOccurrence, stale.at(-1)!.planOccurrence!)));
      const crew = await w.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, again!.id));
      expect(crew.map((c) => c.employeeId)).toEqual([w.employee.id]);
    } finally {
      await w.db.update(users).set({ isActive: true }).where(eq(users.id, w.employeeB.id));
    }
  });
});
