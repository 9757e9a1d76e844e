import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { leads, quoteAcceptances } from '#server/db/schema/sales.ts';
import type { CustomerAnalytics, CustomerReports, VisitRating } from '#shared/contracts/feedback.ts';
import type { StoredQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { addDays, monthStart, zonedInstant } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertEntry } from '#tests/support/operations.ts';
import { call, companyToday, ok, operationsWorld, type ErrorAnswer } from '#tests/support/operations-api.ts';

// The customer portal's Analytics and Reports (issue 13, step 14): the customer's completed visits per
// Minnesota month (zero-filled), hours on site per visit from the crew's time entries, the average of
// the ratings they gave; their invoices with PDF links and their accepted agreements. Every figure
// below is worked out by hand from the rows seeded here; another customer's rows never count.
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let tokenA: string;
let tokenB: string;
const ids: Record<string, number> = {};

/** The first day of the month `back` months before this one (Minnesota). */
const monthBack = (back: number) => {
  let first = monthStart(companyToday());
  for (let i = 0; i < back; i++) first = monthStart(addDays(first, -1));
  return first;
};
const month = (back: number) => monthBack(back).slice(0, 7);

async function insertInvoice(db: Database, customerId: number, n: number, values: Partial<typeof invoices.$inferInsert>) {
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-2026-${String(n).padStart(4, '0')}`,
      numberYear: 2026,
      numberSeq: n,
      kind: 'bookings',
      customerId,
      issueDate: companyToday(-5),
      dueDate: companyToday(25),
      description: `Invoice ${n}`,
      amountCents: 10_000 * n,
      billTo: { name: 'Dana Reyes', company: 'Acme Dental', address: null, email: 'dana@example.test' },
      ...values,
    })
    .returning();
  return row!;
}

/** A converted lead of `customerId` and its online acceptance (signed when `acceptedAt` is given). */
async function insertAgreement(db: Database, customerId: number, reference: string, acceptedAt: Date | null) {
  const leadId = randomUUID();
  await db.insert(leads).values({
    id: leadId,
    reference,
    source: 'calculator',
    status: acceptedAt ? 'won' : 'proposal',
    priority: 'high',
    leadScore: 80,
    estimatedPriceCents: 64_750,
    nextFollowUpDate: companyToday(),
    companyName: 'Acme Dental',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.test',
    phone: '612-555-0134',
    facilityType: 'office',
    squareFootage: 10_000,
    frequency: 'Weekly',
    address: '7001 France Ave S, Edina, MN 55435',
    request: {} as StoredQuoteRequest,
    requestHash: reference,
    customerId: acceptedAt ? customerId : null,
    convertedAt: acceptedAt,
  });
  await db.insert(quoteAcceptances).values({
    leadId,
    token: `token-${reference}`,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    ...(acceptedAt && {
      acceptedAt,
      signerName: 'Dana Reyes',
      signerTitle: 'Office Manager',
      consent: true,
      ip: '203.0.113.7',
      agreementSha256: 'a'.repeat(64),
      agreementPdf: Buffer.from('%PDF-1.7 agreement'),
    }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await operationsWorld(t, 'an');
  tokenA = await tokenFor(t.app, w.customer.username);
  tokenB = await tokenFor(t.app, w.customerB.username);
  const emp3 = await insertUser(w.db, 'employee', { username: 'an-employee-c' });
  const { db, customer, site, employee, employeeB } = w;
  const completed = (at: Date, extra: object = {}) => ({ status: 'completed' as const, scheduledStart: at, completedAt: at, ...extra });

  // v1: this month, two people: 120 + 90 = 210 min, 3.5 h, crew 2.
  const v1At = zonedInstant(monthBack(0), '12:00');
  ids['v1'] = (await insertBooking(db, customer.id, site.id, completed(v1At), [employee.id, employeeB.id])).id;
  await insertEntry(db, employee.id, v1At, 120, { bookingId: ids['v1'] });
  await insertEntry(db, employeeB.id, v1At, 90, { bookingId: ids['v1'] });

  // v2: last month, one person twice (60 + 45 = 105 min, 1.75 h, crew 1); a third person's open entry does not count.
  const v2At = zonedInstant(addDays(monthBack(1), 14), '18:00');
  ids['v2'] = (await insertBooking(db, customer.id, site.id, completed(v2At), [employee.id])).id;
  await insertEntry(db, employee.id, v2At, 60, { bookingId: ids['v2'] });
  await insertEntry(db, employee.id, new Date(v2At.getTime() + 90 * 60_000), 45, { bookingId: ids['v2'] });
  await insertEntry(db, emp3.id, v2At, 0, { bookingId: ids['v2'], clockOut: null, workedMinutes: null });

  // v3: completed at 11:30 PM on the last day of last month in Minnesota (already this month in UTC): last month; nobody clocked in.
  const v3At = zonedInstant(addDays(monthBack(0), -1), '23:30');
  ids['v3'] = (await insertBooking(db, customer.id, site.id, completed(v3At))).id;

  // v4: three months ago, marked completed only this month (the visit's own day counts): 100 min, 1.67 h.
  const v4At = zonedInstant(addDays(monthBack(3), 9), '08:00');
  ids['v4'] = (
    await insertBooking(db, customer.id, site.id, completed(v4At, { completedAt: zonedInstant(monthBack(0), '09:00') }), [employeeB.id])
  ).id;
  await insertEntry(db, employeeB.id, v4At, 100, { bookingId: ids['v4'] });

  // v5: twelve months back: outside the default window of 12 (this month and the 11 before).
  ids['v5'] = (await insertBooking(db, customer.id, site.id, completed(zonedInstant(addDays(monthBack(12), 3), '10:00')))).id;

  // Never counted: a visit still confirmed (with time on it), a cancelled one, and customer B's.
  const pending = await insertBooking(db, customer.id, site.id, { scheduledStart: zonedInstant(addDays(monthBack(1), 2), '18:00') });
  await insertEntry(db, employee.id, zonedInstant(addDays(monthBack(1), 2), '18:00'), 30, { bookingId: pending.id });
  await insertBooking(db, customer.id, site.id, { status: 'cancelled', scheduledStart: v2At, cancelledAt: v2At });
  ids['b1'] = (await insertBooking(db, w.customerB.id, w.siteB.id, completed(v1At), [employee.id])).id;
  await insertEntry(db, employee.id, new Date(v1At.getTime() + 3 * 3_600_000), 240, { bookingId: ids['b1'] });

  // Ratings through the API: v1 5, v2 3, v4 4 then 2 (the latest counts); B rates their own 1.
  const rate = (token: string, id: number, rating: number) =>
    ok<VisitRating>(t, token, 'PUT', `/api/customer/bookings/${id}/rating`, { rating });
  await rate(tokenA, ids['v1']!, 5);
  await rate(tokenA, ids['v2']!, 3);
  await rate(tokenA, ids['v4']!, 4);
  await rate(tokenA, ids['v4']!, 2);
  await rate(tokenB, ids['b1']!, 1);

  // Invoices: A has a pending, an overdue, a paid and a void one; B one.
  ids['i1'] = (await insertInvoice(db, customer.id, 1, { issueDate: companyToday(-40), dueDate: companyToday(-10) })).id;
  ids['i2'] = (
    await insertInvoice(db, customer.id, 2, {
      issueDate: companyToday(-70),
      dueDate: companyToday(-40),
      status: 'paid',
      paidAt: new Date(),
    })
  ).id;
  ids['i3'] = (await insertInvoice(db, customer.id, 3, {})).id;
  ids['i4'] = (await insertInvoice(db, customer.id, 4, { status: 'void' })).id;
  ids['i5'] = (await insertInvoice(db, w.customerB.id, 5, {})).id;

  // Agreements: A accepted two quotes online and has one offer still open; B accepted one.
  await insertAgreement(db, customer.id, 'TP-2026-0001', new Date('2026-10-01T15:00:00Z'));
  await insertAgreement(db, customer.id, 'TP-2026-0002', new Date('2026-11-02T16:30:00Z'));
  await insertAgreement(db, customer.id, 'TP-2026-0003', null);
  await insertAgreement(db, w.customerB.id, 'TP-2026-0004', new Date('2026-11-03T10:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/customer/analytics', () => {
  it('counts completed visits per Minnesota month over the last 12, zero-filled, oldest first', async () => {
    const a = await ok<CustomerAnalytics>(t, tokenA, 'GET', '/api/customer/analytics');
    const expected = Array.from({ length: 12 }, (_, i) => month(11 - i)).map((m) => ({
      month: m,
      visits: m === month(0) ? 1 : m === month(1) ? 2 : m === month(3) ? 1 : 0,
    }));
    expect(a.months).toEqual(expected);
    expect(a.visitsCompleted).toBe(4);
  });

  it('gives each visit its hours on site from the crew’s closed entries, newest first', async () => {
    const a = await ok<CustomerAnalytics>(t, tokenA, 'GET', '/api/customer/analytics?months=12');
    expect(a.visits.map((v) => [v.bookingId, v.date, v.workedMinutes, v.hoursOnSite, v.crewSize, v.rating])).toEqual([
      [ids['v1'], monthBack(0), 210, 3.5, 2, 5],
      [ids['v3'], addDays(monthBack(0), -1), 0, null, 0, null],
      [ids['v2'], addDays(monthBack(1), 14), 105, 1.75, 1, 3],
      [ids['v4'], addDays(monthBack(3), 9), 100, 1.67, 1, 2],
    ]);
    expect(a.visits[3]).toMatchObject({ completedAt: zonedInstant(monthBack(0), '09:00').toISOString(), serviceType: 'Office cleaning' });
    expect(a.workedMinutes).toBe(210 + 105 + 0 + 100);
    // 5, 3 and 2 (the changed rating): 10 / 3.
    expect(a).toMatchObject({ ratingsGiven: 3, averageRating: 3.33 });
  });

  it('takes a longer or shorter window', async () => {
    const longer = await ok<CustomerAnalytics>(t, tokenA, 'GET', '/api/customer/analytics?months=13');
    expect(longer.months).toHaveLength(13);
    expect(longer.months[0]).toEqual({ month: month(12), visits: 1 });
    expect(longer.visits.at(-1)).toMatchObject({ bookingId: ids['v5'], hoursOnSite: null, rating: null });
    expect(longer.visitsCompleted).toBe(5);

    const one = await ok<CustomerAnalytics>(t, tokenA, 'GET', '/api/customer/analytics?months=1');
    expect(one.months).toEqual([{ month: month(0), visits: 1 }]);
    expect(one).toMatchObject({ visitsCompleted: 1, workedMinutes: 210, ratingsGiven: 1, averageRating: 5 });
  });

  it('lists only the newest `limit` visits while the figures count them all', async () => {
    const two = await ok<CustomerAnalytics>(t, tokenA, 'GET', '/api/customer/analytics?limit=2');
    expect(two.visits.map((v) => v.bookingId)).toEqual([ids['v1'], ids['v3']]);
    expect(two).toMatchObject({ visitsCompleted: 4, workedMinutes: 415, ratingsGiven: 3, averageRating: 3.33 });
    expect(two.months.reduce((sum, m) => sum + m.visits, 0)).toBe(4);
    for (const limit of ['0', '501', 'all', '1.5']) {
      const res = await call<ErrorAnswer>(t, tokenA, 'GET', `/api/customer/analytics?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.fields).toEqual({ limit: 'Ask for 1 to 500 visits' });
    }
  });

  it('shows another customer only their own', async () => {
    const b = await ok<CustomerAnalytics>(t, tokenB, 'GET', '/api/customer/analytics');
    expect(b.visits.map((v) => [v.bookingId, v.workedMinutes, v.crewSize, v.rating])).toEqual([[ids['b1'], 240, 1, 1]]);
    expect(b).toMatchObject({ visitsCompleted: 1, workedMinutes: 240, ratingsGiven: 1, averageRating: 1 });
    expect(b.months.reduce((sum, m) => sum + m.visits, 0)).toBe(1);
  });

  it('answers a customer with no visits with zeros, and refuses a bad window naming the field', async () => {
    const fresh = await insertUser(w.db, 'customer', { username: 'an-fresh' });
    const empty = await ok<CustomerAnalytics>(t, await tokenFor(t.app, fresh.username), 'GET', '/api/customer/analytics?months=3');
    expect(empty).toEqual({
      months: [month(2), month(1), month(0)].map((m) => ({ month: m, visits: 0 })),
      visits: [],
      visitsCompleted: 0,
      workedMinutes: 0,
      ratingsGiven: 0,
      averageRating: null,
    });
    for (const months of ['0', '37', 'twelve', '2.5']) {
      const res = await call<ErrorAnswer>(t, tokenA, 'GET', `/api/customer/analytics?months=${months}`);
      expect(res.status, months).toBe(400);
      expect(res.body.fields).toEqual({ months: 'Ask for 1 to 36 months' });
    }
    expect((await call(t, w.adminToken, 'GET', '/api/customer/analytics')).status).toBe(403);
  });
});

describe('GET /api/customer/reports', () => {
  it('lists the caller’s invoices (void left out, newest first) with links to their PDFs', async () => {
    const r = await ok<CustomerReports>(t, tokenA, 'GET', '/api/customer/reports');
    expect(r.invoices).toEqual([
      {
        id: ids['i3'],
        invoiceNumber: 'INV-2026-0003',
        issueDate: companyToday(-5),
        dueDate: companyToday(25),
        description: 'Invoice 3',
        amount: 300,
        status: 'pending',
        pdfUrl: `/api/customer/invoices/${ids['i3']}/pdf`,
      },
      expect.objectContaining({ id: ids['i1'], status: 'overdue', amount: 100, pdfUrl: `/api/customer/invoices/${ids['i1']}/pdf` }),
      expect.objectContaining({ id: ids['i2'], status: 'paid', amount: 200 }),
    ]);
    const pdf = await t.app.inject({ url: r.invoices[0]!.pdfUrl, headers: bearer(tokenA) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Another customer's link is theirs only.
    expect((await t.app.inject({ url: r.invoices[0]!.pdfUrl, headers: bearer(tokenB) })).statusCode).toBe(404);
    const b = await ok<CustomerReports>(t, tokenB, 'GET', '/api/customer/reports');
    expect(b.invoices.map((i) => i.id)).toEqual([ids['i5']]);
  });

  it('lists the quotes the caller accepted online, newest first, with the link to each signed copy', async () => {
    const r = await ok<CustomerReports>(t, tokenA, 'GET', '/api/customer/reports');
    expect(r.agreements).toEqual([
      {
        reference: 'TP-2026-0002',
        acceptedAt: '2026-11-02T16:30:00.000Z',
        signerName: 'Dana Reyes',
        signerTitle: 'Office Manager',
        facilityType: 'office',
        frequency: 'Weekly',
        monthlyPrice: 647.5,
        agreementSha256: 'a'.repeat(64),
        pdfUrl: '/api/quote-acceptances/token-TP-2026-0002/agreement.pdf',
      },
      expect.objectContaining({
        reference: 'TP-2026-0001',
        acceptedAt: '2026-10-01T15:00:00.000Z',
        pdfUrl: '/api/quote-acceptances/token-TP-2026-0001/agreement.pdf',
      }),
    ]);
    const b = await ok<CustomerReports>(t, tokenB, 'GET', '/api/customer/reports');
    expect(b.agreements.map((a) => a.reference)).toEqual(['TP-2026-0004']);
    const fresh = await insertUser(w.db, 'customer', { username: 'an-reports-fresh' });
    expect(await ok(t, await tokenFor(t.app, fresh.username), 'GET', '/api/customer/reports')).toEqual({ invoices: [], agreements: [] });
  });

  it('is for customers only', async () => {
    expect((await t.app.inject({ url: '/api/customer/reports' })).statusCode).toBe(401);
    expect((await call(t, w.adminToken, 'GET', '/api/customer/reports')).status).toBe(403);
  });
});
