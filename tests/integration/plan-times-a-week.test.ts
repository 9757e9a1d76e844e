import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/operations.ts';
import { producePlanVisits } from '#server/modules/operations/plan-generator.ts';
import { createServicePlansRepository } from '#server/modules/operations/service-plans.repository.ts';
import type { Conversion } from '#shared/contracts/conversion.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer } from '#tests/support/accounts.ts';
import { chicagoClock, conversionConfig, requestQuote } from '#tests/support/conversion.ts';
import { insertPlan } from '#tests/support/operations.ts';
import {
  call,
  companyToday,
  countRows,
  createPlan,
  listBookings,
  operationsWorld,
  planBody,
  type ErrorAnswer,
} from '#tests/support/operations-api.ts';

/**
 * Plans of 2 and 3 visits a week (decision 0039): the admin picks the weekdays (Monday and Thursday,
 * Monday, Wednesday and Friday by default, any others allowed), the generator produces a visit on each
 * of them every week through the horizon, and a quote of either frequency converts into such a plan.
 * Run with DATABASE_URL too.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp(conversionConfig());
  w = await operationsWorld(t, 'times');
  admin = w.adminToken;
});
afterAll(async () => {
  await t.close();
});

/** A plan's visits straight from the table, by occurrence day. */
const visitsOf = (planId: number) =>
  t.database.db.select().from(bookings).where(eq(bookings.servicePlanId, planId)).orderBy(asc(bookings.planOccurrence));

describe('the generator', () => {
  it('produces a 2 times a week plan on exactly its two weekdays, each week through the horizon', async () => {
    // Tuesdays and Fridays (not the default days) from Monday 1 March 2027; generated at noon that day
    // (18:00 UTC, CST), so the horizon is 1 March + 56 days = Monday 26 April 2027.
    const plan = await insertPlan(w.db, w.customer.id, w.site.id, { frequency: '2x-Weekly', serviceDays: [2, 5], startsOn: '2027-03-01' });
    const now = new Date('2027-03-01T18:00:00Z');
    const created = await inTransaction(w.db, async (tx) => {
      const locked = await createServicePlansRepository(tx).lock(plan.id);
      return producePlanVisits(tx, locked!, { system: 'plan-generator' }, now);
    });
    const expected = [
      '2027-03-02', '2027-03-05',
      '2027-03-09', '2027-03-12',
      '2027-03-16', '2027-03-19',
      '2027-03-23', '2027-03-26',
      '2027-03-30', '2027-04-02',
      '2027-04-06', '2027-04-09',
      '2027-04-13', '2027-04-16',
      '2027-04-20', '2027-04-23',
    ]; // prettier-ignore
    expect(created.map((b) => b.planOccurrence).sort()).toEqual(expected);
    const visits = await visitsOf(plan.id);
    expect(visits.map((v) => v.planOccurrence)).toEqual(expected);
    // 6 PM Minnesota time on each, before and after the clocks go forward on 14 March.
    for (const visit of visits) expect(chicagoClock(visit.scheduledStart.toISOString())).toBe('18:00');
  });

  it('produces a 3 times a week plan on Monday, Wednesday and Friday up to its end date', async () => {
    const plan = await insertPlan(w.db, w.customer.id, w.site.id, {
      frequency: '3x-Weekly',
      serviceDays: [1, 3, 5],
      startsOn: '2027-03-03',
      endsOn: '2027-03-15',
    });
    await inTransaction(w.db, async (tx) => {
      const locked = await createServicePlansRepository(tx).lock(plan.id);
      return producePlanVisits(tx, locked!, { system: 'plan-generator' }, new Date('2027-03-01T18:00:00Z'));
    });
    expect((await visitsOf(plan.id)).map((v) => v.planOccurrence)).toEqual([
      '2027-03-03',
      '2027-03-05',
      '2027-03-08',
      '2027-03-10',
      '2027-03-12',
      '2027-03-15',
    ]);
  });
});

describe('POST and PUT /api/admin/service-plans', () => {
  it('creates a 2 times a week plan on the chosen days, its visits on them only', async () => {
    const plan = await createPlan(t, admin, planBody(w.customer.id, w.site.id, { frequency: '2x-Weekly', serviceDays: [4, 1] }));
    expect(plan).toMatchObject({ frequency: '2x-Weekly', serviceDays: [1, 4] });
    const visits = await listBookings(t, admin, `planId=${plan.id}&limit=1000`);
    // From tomorrow through today + 56 days: eight Mondays and eight Thursdays.
    expect(visits).toHaveLength(16);
    expect(new Set(visits.map((v) => weekdayOf(v.date)))).toEqual(new Set([1, 4]));
    expect(visits.at(-1)!.date <= companyToday(56)).toBe(true);
  });

  it('refuses a number of days that does not fit (400 naming the days), and writes nothing', async () => {
    const before = await countRows(w.db, 'service_plans');
    const three = await call<ErrorAnswer>(
      t,
      admin,
      'POST',
      '/api/admin/service-plans',
      planBody(w.customer.id, w.site.id, { frequency: '2x-Weekly', serviceDays: [1, 3, 5] }),
    );
    expect(three.status).toBe(400);
    expect(three.body.fields?.['serviceDays']).toBe('2 times a week needs two service days: choose two weekdays');
    const two = await call<ErrorAnswer>(
      t,
      admin,
      'POST',
      '/api/admin/service-plans',
      planBody(w.customer.id, w.site.id, { frequency: '3x-Weekly', serviceDays: [1, 4] }),
    );
    expect(two.status).toBe(400);
    expect(two.body.fields?.['serviceDays']).toBe('3 times a week needs three service days: choose three weekdays');
    expect(await countRows(w.db, 'service_plans')).toBe(before);
  });

  it('an edit to 3 times a week with three days moves the coming visits onto them', async () => {
    const plan = await createPlan(t, admin, planBody(w.customer.id, w.site.id, { frequency: 'Weekly', serviceDays: [1] }));
    const refused = await call<ErrorAnswer>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { frequency: '3x-Weekly' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ serviceDays: '3 times a week needs three service days: choose three weekdays' });
    const edited = await call(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { frequency: '3x-Weekly', serviceDays: [2, 4, 6] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const visits = await listBookings(t, admin, `planId=${plan.id}&status=confirmed&limit=1000`);
    expect(new Set(visits.map((v) => weekdayOf(v.date)))).toEqual(new Set([2, 4, 6]));
    expect(visits).toHaveLength(24);
  });
});

describe('a quote of 2 times a week, converted', () => {
  it('becomes a plan on Monday and Thursday', async () => {
    const quote = await requestQuote(t, { email: 'twice@lakeside.example', frequency: '2x-Weekly' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${quote.leadId}/convert`,
      headers: bearer(admin),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const conversion = res.json() as Conversion;
    expect(conversion.servicePlan).toMatchObject({ frequency: '2x-Weekly', serviceDays: [1, 4] });
    const visits = await visitsOf(conversion.servicePlan!.id);
    expect(visits.length).toBeGreaterThan(0);
    for (const visit of visits) {
      expect([1, 4]).toContain(weekdayOf(visit.planOccurrence!));
      expect(visit.planOccurrence! <= addDays(companyDate(new Date()), 56)).toBe(true);
    }
  });
});
