import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { problemReports } from '#server/db/schema/feedback.ts';
import { correctiveActions, inspections, inspectionTemplates, siteInspectionSettings } from '#server/db/schema/inspections.ts';
import { planPriceVersions } from '#server/db/schema/operations.ts';
import { leads } from '#server/db/schema/sales.ts';
import type { ServiceFigures } from '#shared/contracts/customer-quality.ts';
import type { QuoteBreakdown, StoredQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertEntry, insertPlan, insertSite } from '#tests/support/operations.ts';
import { call, ok, operationsWorld } from '#tests/support/operations-api.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// The customer portal's measured figures (issue 33, decision 0046), with the clock at Wednesday
// 2026-11-18 10:00 in Minnesota: the window is 2025-12-01 through 2026-11-18, the hourly rate's its
// whole months, 2025-12-01 to 2026-11-01. Every expected value is worked out by hand from the rows
// below; customer B's rows, and rows outside the window, never count.
const NOW = new Date('2026-11-18T16:00:00Z');
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let tokenA: string;
let tokenEmpty: string;
const at = (iso: string) => new Date(iso);

async function inspect(
  db: Database,
  siteId: number,
  inspectorId: number,
  version: number,
  when: string,
  score: number | null,
  target: number,
) {
  await db.insert(inspections).values({
    siteId,
    inspectorId,
    templateVersion: version,
    inspectedAt: at(when),
    earnedPoints: score === null ? 0 : Math.round(score),
    possiblePoints: score === null ? 0 : 100,
    scorePercent: score,
    targetPercent: target,
    idempotencyKey: randomUUID(),
    requestHash: 'test',
  });
}

async function report(db: Database, customerId: number, bookingId: number, created: string, resolved: string | null) {
  const [row] = await db
    .insert(problemReports)
    .values({
      bookingId,
      customerId,
      description: 'Trash not emptied',
      createdAt: at(created),
      ...(resolved && { status: 'resolved' as const, resolvedAt: at(resolved), resolution: 'Emptied' }),
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({}, { dashboardClock: () => NOW });
  w = await operationsWorld(t, 'sf');
  tokenA = await tokenFor(t.app, w.customer.username);
  const empty = await insertUser(w.db, 'customer', { username: 'sf-customer-new', companyName: 'New Co' });
  tokenEmpty = await tokenFor(t.app, empty.username);
  const { db, customer, site, employee, employeeB } = w;
  const site2 = await insertSite(db, customer.id, { name: 'Acme Dental North' });
  await db.insert(siteInspectionSettings).values({ siteId: site2.id, scoreTargetPercent: 90 });

  // Service quality: 90.0 and 80.0 at the main site (target 85), 95.5 at North (target 90):
  // (90 + 80 + 95.5) / 3 = 88.5 over 3; target (85 + 85 + 90) / 3 = 86.67 -> 86.7.
  const [template] = await db
    .insert(inspectionTemplates)
    .values({ facilityType: 'office', areas: [], points: { good: 10, fair: 5, poor: 0 } })
    .returning();
  const v = template!.version;
  await inspect(db, site.id, w.admin.id, v, '2026-10-05T15:00:00Z', 90, 85);
  await inspect(db, site.id, w.admin.id, v, '2026-11-02T15:00:00Z', 80, 85);
  await inspect(db, site2.id, w.admin.id, v, '2026-06-10T15:00:00Z', 95.5, 90);
  // Not counted: all N/A (no score), before the window (Nov 30, 2025 at 11 PM in Minnesota), customer B's.
  await inspect(db, site.id, w.admin.id, v, '2026-09-01T15:00:00Z', null, 85);
  await inspect(db, site.id, w.admin.id, v, '2025-12-01T05:00:00Z', 50, 85);
  await inspect(db, w.siteB.id, w.admin.id, v, '2026-10-05T15:00:00Z', 10, 85);

  // On time (first clock-in by the start + 10 min): Oct 6 at 6 PM CDT (23:00 UTC), Ana 6:05, Ben 6:30: on time;
  // Oct 13, first in 6:11: late; Nov 3 at 6 PM CST (00:00 UTC), first in 6:10 exactly: on time. 2 of 3 = 66.7%.
  const visit = async (start: string, extra: object = {}, customerId = customer.id, siteId = site.id) =>
    (await insertBooking(db, customerId, siteId, { scheduledStart: at(start), status: 'completed', completedAt: at(start), ...extra })).id;
  const b1 = await visit('2026-10-06T23:00:00Z');
  await insertEntry(db, employee.id, at('2026-10-06T23:05:00Z'), 120, { bookingId: b1, source: 'clock' });
  await insertEntry(db, employeeB.id, at('2026-10-06T23:30:00Z'), 60, { bookingId: b1, source: 'clock' });
  const b2 = await visit('2026-10-13T23:00:00Z');
  await insertEntry(db, employee.id, at('2026-10-13T23:11:00Z'), 120, { bookingId: b2, source: 'clock' });
  const b3 = await visit('2026-11-04T00:00:00Z');
  await insertEntry(db, employee.id, at('2026-11-04T00:10:00Z'), 120, { bookingId: b3, source: 'clock' });
  // Not counted: only a typed entry (17:50, no punch); a cancelled visit; one before the window; customer B's.
  const b4 = await visit('2026-11-11T00:00:00Z');
  await insertEntry(db, employee.id, at('2026-11-10T23:50:00Z'), 120, { bookingId: b4 });
  const b5 = await visit('2026-11-05T00:00:00Z', { status: 'cancelled', completedAt: null, cancelledAt: at('2026-11-04T00:00:00Z') });
  await insertEntry(db, employee.id, at('2026-11-05T01:00:00Z'), 30, { bookingId: b5, source: 'clock' });
  const b6 = await visit('2025-11-26T00:00:00Z');
  await insertEntry(db, employee.id, at('2025-11-26T02:00:00Z'), 30, { bookingId: b6, source: 'clock' });
  const bB = await visit('2026-10-06T23:00:00Z', {}, w.customerB.id, w.siteB.id);
  await insertEntry(db, employeeB.id, at('2026-10-06T23:45:00Z'), 60, { bookingId: bB, source: 'clock' });

  // Issue resolution, from the report to the earliest fix: 1.5 h (resolved); 3 h (the action closed before
  // the admin's resolution a day later); 10 h (the action's closing only); 5 h. Median of 1.5, 3, 5, 10 = 4.
  await report(db, customer.id, b1, '2026-10-07T15:00:00Z', '2026-10-07T16:30:00Z');
  const p2 = await report(db, customer.id, b2, '2026-10-20T12:00:00Z', '2026-10-21T12:00:00Z');
  const p4 = await report(db, customer.id, b3, '2026-11-05T10:00:00Z', null);
  await report(db, customer.id, b3, '2026-11-10T00:00:00Z', '2026-11-10T05:00:00Z');
  for (const [p, closed] of [
    [p2, '2026-10-20T15:00:00Z'],
    [p4, '2026-11-05T20:00:00Z'],
  ] as const) {
    await db.insert(correctiveActions).values({
      siteId: site.id,
      source: 'problem_report',
      problemReportId: p.id,
      title: 'Problem report',
      dueAt: at('2026-11-30T00:00:00Z'),
      status: 'closed',
      closedAt: at(closed),
    });
  }
  // Not counted: still open; reported before the window; customer B's.
  await report(db, customer.id, b3, '2026-11-01T12:00:00Z', null);
  await report(db, customer.id, b6, '2025-11-26T12:00:00Z', '2025-11-26T12:30:00Z');
  await report(db, w.customerB.id, bB, '2026-10-07T15:00:00Z', '2026-10-07T15:30:00Z');

  // Hourly rate: plan P1 ($647 a month, quoted at $30.45 per cleaner-hour, raised to $800 from October and
  // accepted: the price in force, decision 0047) worked 25 h in September and 23 h in October; plan P2
  // ($300) 10 h in October: (647 + 800 + 300) / (25 + 23 + 10) = 1747 / 58 = $30.12.
  const leadId = randomUUID();
  await db.insert(leads).values({
    id: leadId,
    reference: 'TP-2026-0001',
    source: 'calculator',
    status: 'won',
    priority: 'high',
    leadScore: 80,
    estimatedPriceCents: 64_700,
    nextFollowUpDate: '2026-11-18',
    companyName: 'Acme Dental',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.test',
    phone: '612-555-0134',
    frequency: 'Weekly',
    address: '7001 France Ave S, Edina, MN 55435',
    request: {} as StoredQuoteRequest,
    result: { laborCosts: { totalHourlyRatePerCleaner: 30.45 } } as unknown as QuoteBreakdown,
    requestHash: 'tp-2026-0001',
    customerId: customer.id,
  });
  const p1 = await insertPlan(db, customer.id, site.id, { leadId, monthlyPriceCents: 64_700, startsOn: '2026-01-05' });
  const pTwo = await insertPlan(db, customer.id, site2.id, { monthlyPriceCents: 30_000, startsOn: '2026-01-05' });
  await db.insert(planPriceVersions).values({
    servicePlanId: p1.id,
    version: 2,
    effectiveFrom: '2026-10-01',
    previousPriceCents: 64_700,
    monthlyPriceCents: 80_000,
    token: randomUUID(),
    expiresAt: at('2026-10-15T00:00:00Z'),
    acceptedAt: at('2026-09-20T00:00:00Z'),
  });
  const planVisit = async (planId: number, siteId: number, day: string, extra: object = {}) =>
    visit(
      `${day}T23:00:00Z`,
      { source: 'plan', servicePlanId: planId, planOccurrence: day, priceCents: null, ...extra },
      customer.id,
      siteId,
    );
  const sep1 = await planVisit(p1.id, site.id, '2026-09-14');
  await insertEntry(db, employee.id, at('2026-09-14T23:00:00Z'), 750, { bookingId: sep1 });
  const sep2 = await planVisit(p1.id, site.id, '2026-09-21');
  await insertEntry(db, employee.id, at('2026-09-21T23:00:00Z'), 750, { bookingId: sep2 });
  const oct1 = await planVisit(p1.id, site.id, '2026-10-12');
  await insertEntry(db, employee.id, at('2026-10-12T23:00:00Z'), 690, { bookingId: oct1 });
  await insertEntry(db, employeeB.id, at('2026-10-12T23:00:00Z'), 690, { bookingId: oct1 });
  const oct2 = await planVisit(pTwo.id, site2.id, '2026-10-14');
  await insertEntry(db, employeeB.id, at('2026-10-14T23:00:00Z'), 600, { bookingId: oct2 });
  // Not counted: this month (not yet whole), a visit not completed, an entry still open.
  const nov = await planVisit(p1.id, site.id, '2026-11-09');
  await insertEntry(db, employee.id, at('2026-11-09T23:00:00Z'), 300, { bookingId: nov });
  const aug = await planVisit(p1.id, site.id, '2026-08-10', { status: 'confirmed', completedAt: null });
  await insertEntry(db, employee.id, at('2026-08-10T23:00:00Z'), 100, { bookingId: aug });
  const jul = await planVisit(p1.id, site.id, '2026-07-13');
  await insertEntry(db, employee.id, at('2026-07-13T23:00:00Z'), 0, { bookingId: jul, clockOut: null, workedMinutes: null });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/customer/service-figures', () => {
  it('measures this customer’s own figures over the last 12 months, each with its target', async () => {
    const body = await ok<ServiceFigures>(t, tokenA, 'GET', '/api/customer/service-figures');
    expect(body).toEqual({
      from: '2025-12-01',
      to: '2026-11-19',
      figures: [
        { key: 'serviceQuality', measured: 88.5, basis: 3, target: 86.7, standard: 98.5 },
        { key: 'onTime', measured: 66.7, basis: 3, target: 96, standard: 96 },
        { key: 'issueResolution', measured: 4, basis: 4, target: 2, standard: 2 },
        { key: 'hourlyRate', measured: 30.12, basis: 58, target: 30.45, standard: 27.17 },
      ],
    });
  });

  it('without data of their own, a customer gets no measured figure: the screen shows the company standards', async () => {
    const body = await ok<ServiceFigures>(t, tokenEmpty, 'GET', '/api/customer/service-figures');
    expect(body.figures).toEqual([
      { key: 'serviceQuality', measured: null, basis: 0, target: 85, standard: 98.5 },
      { key: 'onTime', measured: null, basis: 0, target: 96, standard: 96 },
      { key: 'issueResolution', measured: null, basis: 0, target: 2, standard: 2 },
      { key: 'hourlyRate', measured: null, basis: 0, target: null, standard: 27.17 },
    ]);
  });

  it('is for customers only', async () => {
    expect((await t.app.inject({ url: '/api/customer/service-figures' })).statusCode).toBe(401);
    expect((await call(t, w.adminToken, 'GET', '/api/customer/service-figures')).status).toBe(403);
  });
});
