import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemReports } from '#server/db/schema/feedback.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import type { CustomerProblem } from '#shared/contracts/feedback.ts';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { tokenFor } from '#tests/support/accounts.ts';
import { insertBooking } from '#tests/support/operations.ts';
import { call, companyToday, operationsWorld, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Issue 29, "problem reports unlimited": 27 were accepted in a row, each e-mailing the company. A
 * customer now sends at most 5 in 24 hours (PROBLEM_REPORTS_PER_DAY, decision 0034); the 6th is a 429
 * that says so, and writes nothing.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let visitA: number;
let visitB: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await operationsWorld(t, 'limit');
  const done = (day: string) => ({
    status: 'completed' as const,
    scheduledStart: zonedInstant(day, '18:00'),
    completedAt: zonedInstant(day, '20:00'),
  });
  visitA = (await insertBooking(w.db, w.customer.id, w.site.id, done(companyToday(-2)), [w.employee.id])).id;
  visitB = (await insertBooking(w.db, w.customerB.id, w.siteB.id, done(companyToday(-2)), [w.employeeB.id])).id;
});
afterAll(async () => {
  await t.close();
});

const report = (token: string, id: number, description: string) =>
  call<CustomerProblem & ErrorAnswer>(t, token, 'POST', `/api/customer/bookings/${id}/problems`, { description });
const written = async (customerId: number) => ({
  problems: (await w.db.select().from(problemReports).where(eq(problemReports.customerId, customerId))).length,
  notices: (await w.db.select().from(notifications).where(eq(notifications.kind, 'problem-report'))).length,
});

describe('problem reports per customer per day', () => {
  it('takes 5 in 24 hours; the 6th is 429 with why, and neither stored nor e-mailed; another customer is not held back', async () => {
    const tokenA = await tokenFor(t.app, w.customer.username);
    for (let i = 1; i <= 5; i += 1) {
      const res = await report(tokenA, visitA, `Problem number ${i}`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const before = await written(w.customer.id);
    expect(before.problems).toBe(5);
    const sixth = await report(tokenA, visitA, 'Problem number 6');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'You have sent 5 problem reports in the last 24 hours, the most we take in a day. Please add anything new tomorrow, or call us if it is urgent.',
    });
    expect(await written(w.customer.id)).toEqual(before);

    const tokenB = await tokenFor(t.app, w.customerB.username);
    expect((await report(tokenB, visitB, 'Trash not taken out.')).status).toBe(201);
  });

  it('counts exactly under parallel reports: of 8 sent at once by a fresh customer, 5 are taken', async () => {
    const fresh = await operationsWorld(t, 'burst');
    const visit = (
      await insertBooking(fresh.db, fresh.customer.id, fresh.site.id, {
        status: 'completed',
        scheduledStart: zonedInstant(companyToday(-1), '18:00'),
        completedAt: zonedInstant(companyToday(-1), '20:00'),
      })
    ).id;
    const token = await tokenFor(t.app, fresh.customer.username);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => report(token, visit, `Burst ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect((await written(fresh.customer.id)).problems).toBe(5);
  });
});
