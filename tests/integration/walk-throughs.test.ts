import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { invoiceLines } from '#server/db/schema/billing.ts';
import { bookingAssignments, bookingRequests, bookings } from '#server/db/schema/operations.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertSite } from '#tests/support/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Decision 0041: a booking made on the scheduling page is a walk-through, a free sales appointment
 * an admin (the estimator) meets. It takes no crew and no price, and stays out of the invoice run,
 * the dashboard's job figures, "Visits without a crew" and the job-performance report. Each check
 * has a one-off cleaning visit beside it that does count, so a query that drops everything fails too.
 * The dashboard's clock is Wednesday 2026-11-18, 10:00 in Minnesota (16:00 UTC).
 */
const NOW = new Date('2026-11-18T16:00:00Z');
const at = (iso: string) => new Date(iso);
let app: FastifyInstance;
let database: DatabaseHandle;
let close: TestApp['close'];
let admin: { authorization: string };
let customerId: number;
let siteId: number;
let employeeId: number;

beforeAll(async () => {
  ({ app, database, close } = await createTestApp({}, { dashboardClock: () => NOW }));
  const user = await insertUser(database.db, 'admin');
  admin = bearer(await tokenFor(app, user.username));
  customerId = (await insertUser(database.db, 'customer')).id;
  siteId = (await insertSite(database.db, customerId)).id;
  employeeId = (await insertUser(database.db, 'employee')).id;
});
afterAll(async () => {
  await close();
});

/** A walk-through as the scheduling page leaves it: a visitor's name, no customer, no price. */
async function walkThrough(values: Partial<typeof bookings.$inferInsert>) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      source: 'scheduling',
      clientName: 'Walker Visitor',
      clientEmail: 'walker@visitor.example',
      serviceType: 'Medical Facility Cleaning',
      scheduledStart: at('2026-12-02T15:00:00Z'),
      durationMinutes: 60,
      location: '4000 W 76th St, Edina, MN 55435',
      ...values,
    })
    .returning();
  return row!;
}
const get = async <T>(url: string): Promise<T> => {
  const res = await app.inject({ url, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const stats = () => get<{ activeJobs: number; todayScheduledJobs: number; completedJobs: number }>('/api/admin/dashboard-stats');
const unassignedTask = async () =>
  (await get<Array<{ kind: string; count: number }>>('/api/admin/urgent-tasks')).find((t) => t.kind === 'unassigned-bookings') ?? null;

describe('a walk-through is no crew work', () => {
  it('cannot be given a crew or a price (409), and says why', async () => {
    const visit = await walkThrough({ scheduledStart: at('2026-12-02T15:00:00Z') });
    const crew = await app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${visit.id}/crew`,
      headers: admin,
      payload: { employeeIds: [employeeId] },
    });
    expect(crew.statusCode).toBe(409);
    expect(crew.json().message).toBe('A walk-through is a sales appointment met by the estimator (an admin): it takes no crew.');
    expect(await database.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, visit.id))).toEqual([]);

    const price = await app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${visit.id}`,
      headers: admin,
      payload: { priceCents: 15_000 },
    });
    expect(price.statusCode).toBe(409);
    expect(price.json().message).toBe('A walk-through is free: it has no price and is never invoiced.');
    // Its notes still change, and no price is no change.
    const notes = await app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${visit.id}`,
      headers: admin,
      payload: { notes: 'Side door', priceCents: null },
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json()).toMatchObject({ source: 'scheduling', notes: 'Side door', priceCents: null, crew: [] });
  });

  it('is not among "Visits without a crew"; a one-off without a crew is', async () => {
    // Both start in 3 hours with nobody assigned.
    await walkThrough({ scheduledStart: at('2026-11-18T19:00:00Z') });
    expect(await unassignedTask()).toBeNull();
    await insertBooking(database.db, customerId, siteId, { scheduledStart: at('2026-11-18T19:00:00Z') });
    expect(await unassignedTask()).toMatchObject({ count: 1 });
  });

  it("adds nothing to the dashboard's active, today's and completed jobs; a cleaning visit adds one to each", async () => {
    const before = await stats();
    // In progress (started 15:30 UTC, an hour long), today later, and completed this morning.
    await walkThrough({ scheduledStart: at('2026-11-18T15:30:00Z') });
    await walkThrough({ scheduledStart: at('2026-11-18T21:00:00Z') });
    await walkThrough({ scheduledStart: at('2026-11-18T14:00:00Z'), status: 'completed', completedAt: at('2026-11-18T15:00:00Z') });
    expect(await stats()).toMatchObject({
      activeJobs: before.activeJobs,
      todayScheduledJobs: before.todayScheduledJobs,
      completedJobs: before.completedJobs,
    });

    await insertBooking(database.db, customerId, siteId, { scheduledStart: at('2026-11-18T15:30:00Z'), durationMinutes: 60 });
    await insertBooking(database.db, customerId, siteId, {
      scheduledStart: at('2026-11-17T14:00:00Z'),
      status: 'completed',
      completedAt: at('2026-11-17T15:00:00Z'),
    });
    // The in-progress visit is active and today's; the one completed yesterday is a completed job.
    expect(await stats()).toMatchObject({
      activeJobs: before.activeJobs + 1,
      todayScheduledJobs: before.todayScheduledJobs + 1,
      completedJobs: before.completedJobs + 1,
    });
  });

  it('is never invoiced, even once it belongs to a customer; the customer’s one-off visit is', async () => {
    // Completed in October 2026: a walk-through later linked to the customer it became, and a priced one-off.
    const visit = await walkThrough({
      scheduledStart: at('2026-10-14T15:00:00Z'),
      status: 'completed',
      completedAt: at('2026-10-14T16:00:00Z'),
    });
    await database.db.update(bookings).set({ customerId, siteId, priceCents: 9_900 }).where(eq(bookings.id, visit.id));
    const oneOff = await insertBooking(database.db, customerId, siteId, {
      scheduledStart: at('2026-10-15T15:00:00Z'),
      status: 'completed',
      completedAt: at('2026-10-15T17:00:00Z'),
      priceCents: 25_000,
    });
    const res = await app.inject({ method: 'POST', url: '/api/admin/invoices/issue', headers: admin, payload: { month: '2026-10' } });
    expect(res.statusCode, res.body).toBe(200);
    const billed = await database.db
      .select({ bookingId: invoiceLines.bookingId })
      .from(invoiceLines)
      .where(inArray(invoiceLines.bookingId, [visit.id, oneOff.id]));
    expect(billed).toEqual([{ bookingId: oneOff.id }]);
  });

  it('is not a job of the job-performance report', async () => {
    const report = await get<{ completed: number }>('/api/admin/reports/job-performance?period=month');
    // November to the clock: the cleaning visit completed on the 17th; the walk-through completed on the 18th is left out.
    expect(report.completed).toBe(1);
  });
});

describe('"Walk-throughs to confirm" on the dashboard', () => {
  /** A walk-through booked on the page and still to be confirmed as it says: its booking and its request. */
  async function held(confirmBy: 'email' | 'office', values: Partial<typeof bookings.$inferInsert>) {
    const visit = await walkThrough({ status: 'pending', ...values });
    await database.db.insert(bookingRequests).values({
      bookingId: visit.id,
      tokenHash: `digest-${visit.id}`,
      emailKey: `held${visit.id}@visitor.example`,
      requestedFrom: '198.51.100.90',
      request: {},
      confirmBy,
      createdAt: at('2026-11-18T15:50:00Z'),
    });
    return visit;
  }
  const confirmTask = async () =>
    (await get<Array<{ kind: string; count: number; description: string }>>('/api/admin/urgent-tasks')).find(
      (t) => t.kind === 'walk-throughs-to-confirm',
    ) ?? null;

  it("counts only the office's holds still running, not a visitor's e-mail hold, which they confirm from their link", async () => {
    // A visitor's 30-minute e-mail hold, booked 10 minutes ago: theirs to confirm, no task.
    await held('email', { scheduledStart: at('2026-12-09T15:00:00Z'), heldUntil: at('2026-11-18T16:20:00Z') });
    expect(await confirmTask()).toBeNull();
    // Office holds: one running (until its visit, 2026-12-10), one whose visit has started, one confirmed.
    await held('office', { scheduledStart: at('2026-12-10T15:00:00Z'), heldUntil: at('2026-12-10T15:00:00Z') });
    await held('office', { scheduledStart: at('2026-11-18T15:00:00Z'), heldUntil: at('2026-11-18T15:00:00Z') });
    const confirmed = await held('office', { scheduledStart: at('2026-12-11T15:00:00Z'), heldUntil: at('2026-12-11T15:00:00Z') });
    await database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, confirmed.id));
    expect(await confirmTask()).toEqual({
      kind: 'walk-throughs-to-confirm',
      title: 'Walk-throughs to confirm',
      description: '1 walk-through waits to be confirmed: call the visitor and confirm it on its page',
      priority: 'medium',
      count: 1,
      href: '/admin/bookings',
    });
  });
});
