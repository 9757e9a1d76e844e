import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bookings, servicePlans } from '#server/db/schema/operations.ts';
import { sites } from '#server/db/schema/customers.ts';
import { mileageLogs, timeEntries, timesheetWeeks } from '#server/db/schema/time.ts';
import { invoiceLines, invoices } from '#server/db/schema/billing.ts';
import { visitRatings } from '#server/db/schema/feedback.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser } from '#tests/support/accounts.ts';

// The database's own guarantees behind decision 0017: each key and check refuses what it must, so
// no service bug and no race can store a second plan visit, open entry, invoice or rating.
let t: TestApp;
let db: Database;
let customerId: number;
let employeeId: number;
let siteId: number;
let planId: number;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  customerId = (await insertUser(db, 'customer')).id;
  employeeId = (await insertUser(db, 'employee')).id;
  siteId = (await db.insert(sites).values({ customerId, name: 'Main office', address: '1 Main St, Edina, MN' }).returning())[0]!.id;
  planId = (
    await db
      .insert(servicePlans)
      .values({
        customerId,
        siteId,
        facilityType: 'office',
        frequency: 'Weekly',
        serviceDays: [1],
        startTime: '18:00',
        visitMinutes: 120,
        monthlyPriceCents: 64_700,
        startsOn: '2026-12-07',
      })
      .returning()
  )[0]!.id;
});
afterAll(async () => {
  await t.close();
});

/** The database's refusal message (its constraint name), or 'stored'. */
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'stored';
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? String(error);
  }
}

const visit = (overrides: Partial<typeof bookings.$inferInsert> = {}) =>
  db.insert(bookings).values({
    customerId,
    siteId,
    servicePlanId: planId,
    planOccurrence: '2026-12-07',
    source: 'plan',
    serviceType: 'Office cleaning',
    scheduledStart: new Date('2026-12-08T00:00:00Z'),
    durationMinutes: 120,
    location: '1 Main St, Edina, MN',
    ...overrides,
  });

describe('operations schema', () => {
  it('keeps one booking per plan occurrence, and plan fields together', async () => {
    expect(await outcome(visit())).toBe('stored');
    expect(await outcome(visit({ scheduledStart: new Date('2026-12-08T01:00:00Z') }))).toBe('bookings_plan_occurrence_idx');
    expect(await outcome(visit({ planOccurrence: null }))).toMatch(/bookings_plan_check/);
    // One-offs have no occurrence and may share a day.
    const oneOff = { servicePlanId: null, planOccurrence: null, source: 'admin' as const, priceCents: 25_000 };
    expect(await outcome(visit(oneOff))).toBe('stored');
    expect(await outcome(visit(oneOff))).toBe('stored');
    expect(await outcome(visit({ ...oneOff, durationMinutes: 0 }))).toMatch(/bookings_duration_check/);
  });

  it('refuses a plan without days, with a day out of the week, or ending before it starts', async () => {
    const plan = {
      customerId,
      siteId,
      facilityType: 'office',
      frequency: 'Weekly' as const,
      startTime: '18:00',
      visitMinutes: 120,
      monthlyPriceCents: 100,
      startsOn: '2026-12-07',
    };
    expect(await outcome(db.insert(servicePlans).values({ ...plan, serviceDays: [] }))).toMatch(/service_plans_days_check/);
    expect(await outcome(db.insert(servicePlans).values({ ...plan, serviceDays: [7] }))).toMatch(/service_plans_days_check/);
    expect(await outcome(db.insert(servicePlans).values({ ...plan, serviceDays: [1], endsOn: '2026-12-01' }))).toMatch(
      /service_plans_dates_check/,
    );
  });

  it('keeps one open time entry and one open trip per employee, and entries in order', async () => {
    const entry = { employeeId, source: 'clock' as const, clockIn: new Date('2026-11-23T14:00:00Z'), weekStart: '2026-11-22' };
    expect(await outcome(db.insert(timeEntries).values(entry))).toBe('stored');
    expect(await outcome(db.insert(timeEntries).values({ ...entry, clockIn: new Date('2026-11-23T15:00:00Z') }))).toBe(
      'time_entries_open_idx',
    );
    expect(
      await outcome(db.insert(timeEntries).values({ ...entry, source: 'manual', clockOut: new Date('2026-11-23T13:00:00Z') })),
    ).toMatch(/time_entries_order_check/);
    const trip = {
      employeeId,
      startedAt: new Date(),
      startLat: 44.9,
      startLng: -93.2,
      startAddress: '44.9,-93.2',
      startOdometer: '1000.0',
      weekStart: '2026-11-22',
    };
    expect(await outcome(db.insert(mileageLogs).values(trip))).toBe('stored');
    expect(await outcome(db.insert(mileageLogs).values(trip))).toBe('mileage_logs_open_idx');
  });

  it('starts timesheet weeks on a Sunday', async () => {
    expect(await outcome(db.insert(timesheetWeeks).values({ employeeId, weekStart: '2026-11-22' }))).toBe('stored');
    expect(await outcome(db.insert(timesheetWeeks).values({ employeeId, weekStart: '2026-11-23' }))).toMatch(
      /timesheet_weeks_sunday_check/,
    );
  });

  it('issues one invoice per plan and month unless voided, bills a booking once, and keeps numbers unique', async () => {
    const invoice = (n: number, overrides: Partial<typeof invoices.$inferInsert> = {}) => ({
      invoiceNumber: `INV-2026-${n}`,
      numberYear: 2026,
      numberSeq: n,
      kind: 'plan' as const,
      customerId,
      servicePlanId: planId,
      periodMonth: '2026-11-01',
      issueDate: '2026-12-01',
      dueDate: '2026-12-31',
      description: 'Office cleaning, November 2026',
      amountCents: 64_700,
      billTo: { name: 'Test Co', company: 'Test Co', address: null, email: 'billing@example.test' },
      ...overrides,
    });
    const [first] = await db.insert(invoices).values(invoice(1)).returning();
    expect(await outcome(db.insert(invoices).values(invoice(2)))).toBe('invoices_plan_month_idx');
    expect(await outcome(db.insert(invoices).values(invoice(1, { periodMonth: '2026-10-01' })))).toBe('invoices_number_idx');
    expect(await outcome(db.insert(invoices).values(invoice(3, { dueDate: '2026-11-30' })))).toMatch(/invoices_due_check/);
    expect(await outcome(db.insert(invoices).values(invoice(4, { kind: 'bookings' })))).toMatch(/invoices_kind_check/);
    await db
      .update(invoices)
      .set({ status: 'void' })
      .where(sql`${invoices.id} = ${first!.id}`);
    expect(await outcome(db.insert(invoices).values(invoice(5)))).toBe('stored');

    const [booking] = await visit({ servicePlanId: null, planOccurrence: null, source: 'admin', priceCents: 9_900 }).returning();
    const oneOffs = (n: number) =>
      db
        .insert(invoices)
        .values(invoice(n, { kind: 'bookings', servicePlanId: null, periodMonth: null, amountCents: 9_900 }))
        .returning();
    const line = (invoiceId: number) => ({
      invoiceId,
      position: 1,
      bookingId: booking!.id,
      description: 'Carpet cleaning',
      unitPriceCents: 9_900,
      amountCents: 9_900,
    });
    const [a] = await oneOffs(6);
    const [b] = await oneOffs(7);
    expect(await outcome(db.insert(invoiceLines).values(line(a!.id)))).toBe('stored');
    expect(await outcome(db.insert(invoiceLines).values(line(b!.id)))).toBe('invoice_lines_booking_idx');
  });

  it('rates a visit once, from 1 to 5, and keeps site coordinates whole and in range', async () => {
    const [booking] = await visit({ servicePlanId: null, planOccurrence: null, source: 'admin' }).returning();
    expect(await outcome(db.insert(visitRatings).values({ bookingId: booking!.id, customerId, rating: 6 }))).toMatch(
      /visit_ratings_rating_check/,
    );
    expect(await outcome(db.insert(visitRatings).values({ bookingId: booking!.id, customerId, rating: 5 }))).toBe('stored');
    expect(await outcome(db.insert(visitRatings).values({ bookingId: booking!.id, customerId, rating: 4 }))).toBe('visit_ratings_pkey');
    expect(await outcome(db.insert(sites).values({ customerId, name: 'x', address: 'y', latitude: 44.9 }))).toMatch(
      /sites_coordinates_check/,
    );
    expect(await outcome(db.insert(sites).values({ customerId, name: 'x', address: 'y', latitude: 95, longitude: 0 }))).toMatch(
      /sites_latitude_check/,
    );
    const leadless = randomUUID();
    expect(await outcome(db.insert(sites).values({ customerId, name: 'x', address: 'y', leadId: leadless }))).toMatch(
      /sites_lead_id_leads_id_fk/,
    );
  });
});
