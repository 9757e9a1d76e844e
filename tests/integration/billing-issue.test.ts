import { eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema/audit.ts';
import { invoiceLines, invoices } from '#server/db/schema/billing.ts';
import { customerProfiles, sites } from '#server/db/schema/customers.ts';
import { numberSequences } from '#server/db/schema/numbering.ts';
import { servicePlans } from '#server/db/schema/operations.ts';
import { addDays, companyDate, nextMonthStart } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertPlan, insertSite } from '#tests/support/operations.ts';

// A database of its own: the invoice numbers start at 1 here. Months are past ones (October 2026 and
// earlier), so the figures below hold whenever the suite runs; the issue date is today. The world of
// customers, plans and visits is made once; every test starts from it with nothing issued (beforeEach)
// and issues, voids or pays what it needs itself, so any test runs alone or in any order.
let t: TestApp;
let db: Database;
let admin: string;
let adminId: number;
const today = companyDate(new Date());
const year = Number(today.slice(0, 4));
const inv = (n: number) => `INV-${year}-${String(n).padStart(4, '0')}`;

let customerA: number;
let customerB: number;
const worldSites: number[] = [];
const plans: Record<string, number> = {};
const visits: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const a = await insertUser(db, 'admin');
  adminId = a.id;
  admin = await tokenFor(t.app, a.username);

  customerA = (await insertUser(db, 'customer', { firstName: 'Ada', lastName: 'Berg', companyName: 'Acme Dental' })).id;
  customerB = (await insertUser(db, 'customer', { firstName: 'Ben', lastName: 'Cole', companyName: 'Birch Clinic' })).id;
  await db
    .insert(customerProfiles)
    .values({ userId: customerA, billingEmail: 'ap@acme.example', billingAddress: 'PO Box 12, Edina, MN 55435' });
  const siteA = (await insertSite(db, customerA, { name: 'Acme Edina' })).id;
  const siteB = (await insertSite(db, customerB, { name: 'Birch Main', address: '1 Birch Rd, St. Paul, MN 55101' })).id;
  worldSites.push(siteA, siteB);

  // October 2026 has 31 days.
  plans['fullMonth'] = (await insertPlan(db, customerA, siteA, { startsOn: '2026-06-01', monthlyPriceCents: 64_700 })).id;
  plans['startsOct7'] = (await insertPlan(db, customerA, siteA, { startsOn: '2026-10-07', monthlyPriceCents: 50_000 })).id;
  plans['endedOct12'] = (
    await insertPlan(db, customerB, siteB, { startsOn: '2026-01-01', endsOn: '2026-10-12', status: 'ended', monthlyPriceCents: 120_000 })
  ).id;
  plans['paused'] = (await insertPlan(db, customerB, siteB, { startsOn: '2026-01-01', status: 'paused' })).id;
  plans['endedNoDate'] = (await insertPlan(db, customerB, siteB, { startsOn: '2026-01-01', status: 'ended' })).id;
  plans['startsNov'] = (await insertPlan(db, customerB, siteB, { startsOn: '2026-11-03' })).id;
  plans['endedSep'] = (await insertPlan(db, customerB, siteB, { startsOn: '2026-01-01', endsOn: '2026-09-30', status: 'ended' })).id;

  const done = (at: string, price: number | null, extra = {}) => ({
    status: 'completed' as const,
    scheduledStart: new Date(at),
    completedAt: new Date(at),
    priceCents: price,
    ...extra,
  });
  visits['a1'] = (await insertBooking(db, customerA, siteA, done('2026-10-05T15:00:00Z', 25_000))).id;
  // 11:30 PM on October 31 in St. Paul: still October.
  visits['a2'] = (await insertBooking(db, customerA, siteA, done('2026-11-01T04:30:00Z', 18_050))).id;
  // 12:30 AM on November 1: November's.
  visits['aNov'] = (await insertBooking(db, customerA, siteA, done('2026-11-01T05:30:00Z', 9_900))).id;
  visits['aUnpriced'] = (await insertBooking(db, customerA, siteA, done('2026-10-20T15:00:00Z', null))).id;
  visits['aConfirmed'] = (await insertBooking(db, customerA, siteA, { scheduledStart: new Date('2026-10-21T15:00:00Z') })).id;
  visits['aPlanVisit'] = (
    await insertBooking(
      db,
      customerA,
      siteA,
      done('2026-10-12T23:00:00Z', 5_000, { servicePlanId: plans['fullMonth'], planOccurrence: '2026-10-12', source: 'plan' }),
    )
  ).id;
  visits['b1'] = (await insertBooking(db, customerB, siteB, done('2026-10-15T15:00:00Z', 10_000))).id;
});
afterAll(async () => {
  await t.close();
});

/** Back to the world as beforeAll made it: no invoice, numbering from 1, no plan or site a test added. */
beforeEach(async () => {
  await db.delete(invoices);
  await db.delete(numberSequences).where(eq(numberSequences.series, 'invoice'));
  await db.delete(servicePlans).where(notInArray(servicePlans.id, Object.values(plans)));
  await db.delete(sites).where(notInArray(sites.id, worldSites));
});

const issue = (month: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/invoices/issue', headers: bearer(admin), payload: { month } });
const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });
const byNumber = async (number: string) => (await db.select().from(invoices).where(eq(invoices.invoiceNumber, number)))[0]!;
const count = async (table: typeof invoices | typeof invoiceLines | typeof auditEvents) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const lastNumber = async () => (await db.select().from(numberSequences).where(eq(numberSequences.series, 'invoice')))[0]?.lastNumber;

/**
 * What most tests start from: October issued on the world, as the first test shows in full: 1 fullMonth,
 * 2 startsOct7, 3 endedOct12 (plans), 4 Acme's and 5 Birch's completed one-off visits.
 */
async function issueOctober() {
  const res = await issue('2026-10');
  expect(res.json().numbers).toEqual([inv(1), inv(2), inv(3), inv(4), inv(5)]);
}
async function voidInvoice(n: number, reason: string) {
  const res = await post(`/api/admin/invoices/${(await byNumber(inv(n))).id}/void`, { reason });
  expect(res.statusCode, res.body).toBe(200);
}

describe('issuing a month', () => {
  it('bills each plan that ran by its active days and each customer once for completed one-off visits, numbered 1..n', async () => {
    const res = await issue('2026-10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      month: '2026-10',
      issueDate: today,
      dueDate: addDays(today, 30),
      created: 5,
      planInvoices: 3,
      bookingInvoices: 2,
      bookingsBilled: 3,
      skipped: 0,
      unpriced: 1,
      numbers: [inv(1), inv(2), inv(3), inv(4), inv(5)],
      totalCents: 64_700 + 40_323 + 46_452 + 43_050 + 10_000,
    });

    // By hand: a whole month bills the price; 25 of 31 days of $500.00 is $403.225..., $403.23;
    // 12 of 31 days of $1,200.00 is $464.516..., $464.52.
    const rows = await Promise.all([1, 2, 3, 4, 5].map((n) => byNumber(inv(n))));
    expect(rows.map((r) => [r.kind, r.servicePlanId, r.customerId, r.amountCents])).toEqual([
      ['plan', plans['fullMonth'], customerA, 64_700],
      ['plan', plans['startsOct7'], customerA, 40_323],
      ['plan', plans['endedOct12'], customerB, 46_452],
      ['bookings', null, customerA, 43_050],
      ['bookings', null, customerB, 10_000],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', issueDate: today, dueDate: addDays(today, 30), periodMonth: '2026-10-01' });
      expect(row.numberYear).toBe(year);
    }
    expect(rows[1]!.description).toBe('Cleaning service, October 2026: Acme Edina (25 of 31 days)');
    expect(rows[0]!.billTo).toEqual({
      name: 'Ada Berg',
      company: 'Acme Dental',
      address: 'PO Box 12, Edina, MN 55435',
      email: 'ap@acme.example',
    });
    expect(rows[2]!.billTo).toMatchObject({
      name: 'Ben Cole',
      address: '1 Birch Rd, St. Paul, MN 55101',
      email: expect.stringContaining('@example.test'),
    });

    const detail = (await get(`/api/admin/invoices/${rows[3]!.id}`)).json();
    expect(detail.lines.map((l: { bookingId: number; amountCents: number }) => [l.bookingId, l.amountCents])).toEqual([
      [visits['a1'], 25_000],
      [visits['a2'], 18_050],
    ]);
    expect(detail.lines[1].description).toContain('October 31, 2026');
    expect(detail).toMatchObject({
      amount: 430.5,
      amountCents: 43_050,
      status: 'pending',
      month: '2026-10',
      customer: { id: customerA, name: 'Ada Berg' },
    });
    const planLine = (await get(`/api/admin/invoices/${rows[1]!.id}`)).json().lines[0];
    expect(planLine).toMatchObject({ quantity: 1, unitPriceCents: 40_323, amountCents: 40_323, bookingId: null });
    expect(planLine.description).toBe(
      'Weekly cleaning, October 2026, Acme Edina, 7001 France Ave S, Edina, MN 55435: 25 of 31 days at $500.00 a month',
    );
  });

  it('makes nothing twice: a second run skips what is billed and takes no number', async () => {
    await issueOctober();
    const res = await issue('2026-10');
    expect(res.json()).toMatchObject({ created: 0, skipped: 3, bookingsBilled: 0, unpriced: 1, numbers: [], totalCents: 0 });
    expect(await count(invoices)).toBe(5);
    expect(await lastNumber()).toBe(5);
  });

  it('writes an audit event per invoice issued, in the same transaction', async () => {
    await issueOctober();
    const row = await byNumber(inv(2));
    const trail = (await get(`/api/admin/audit?entity=invoice&entityId=${row.id}`)).json();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'issue', actorUser: { id: adminId }, after: { invoiceNumber: inv(2), amountCents: 40_323 } });
  });

  it('runs in parallel without billing twice or leaving a gap', async () => {
    const s1 = await insertSite(db, customerB, { name: 'Parallel' });
    for (let i = 0; i < 6; i++)
      await insertPlan(db, customerB, s1.id, { startsOn: '2026-08-01', endsOn: '2026-09-30', monthlyPriceCents: 10_000 + i });
    const runs = await Promise.all([issue('2026-09'), issue('2026-09'), issue('2026-08'), issue('2026-09')]);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const september = runs.filter((_, i) => i !== 2).map((r) => r.json());
    // Each month: the six new plans, plus fullMonth and endedOct12 (which ran through both) and endedSep.
    expect(september.map((r) => r.created).sort()).toEqual([0, 0, 9]);
    expect(runs[2]!.json().created).toBe(9);
    const numbers = runs.flatMap((r) => r.json().numbers as string[]).sort();
    expect(numbers).toEqual(Array.from({ length: 18 }, (_, i) => inv(1 + i)));
    const [dupes] = (
      (await db.execute(
        sql`select count(*)::int as n from (select service_plan_id, period_month from invoices where status <> 'void' and service_plan_id is not null group by 1, 2 having count(*) > 1) d`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(dupes!.n).toBe(0);
  });

  it('refuses a bad or future month with a 400 naming it, and writes nothing', async () => {
    await issueOctober();
    for (const month of ['2026-13', '2026-1', '1999-12', 'October', 202610, null]) {
      const res = await issue(month);
      expect(res.statusCode, String(month)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['month']);
    }
    const next = nextMonthStart(today).slice(0, 7);
    const future = await issue(next);
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ month: 'Choose this month or an earlier one' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/invoices/issue', headers: bearer(admin), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(await count(invoices)).toBe(5);
    expect(await lastNumber()).toBe(5);
  });

  it('stores nothing of a run that fails half-way, and gives its numbers back', async () => {
    await issueOctober();
    const site = await insertSite(db, customerA, { name: 'Half-way' });
    await insertPlan(db, customerA, site.id, { startsOn: '2026-07-01', endsOn: '2026-07-31' });
    await insertPlan(db, customerA, site.id, { startsOn: '2026-07-01', endsOn: '2026-07-31' });
    // July's run takes numbers from 6 on; someone took 7 behind the sequence's back: its second insert breaks the run.
    await db.execute(sql`insert into invoices (invoice_number, number_year, number_seq, kind, customer_id, issue_date, due_date,
      description, amount_cents, bill_to) values ('X-7', ${year}, 7, 'bookings', ${customerA}, ${today}, ${today}, 'manual', 0, '{}'::jsonb)`);
    const [invoicesBefore, linesBefore, auditBefore] = [await count(invoices), await count(invoiceLines), await count(auditEvents)];
    const res = await issue('2026-07');
    expect(res.statusCode).toBe(409);
    expect([await count(invoices), await count(invoiceLines), await count(auditEvents)]).toEqual([
      invoicesBefore,
      linesBefore,
      auditBefore,
    ]);
    expect(await lastNumber()).toBe(5);
  });
});

describe('void and re-issue', () => {
  it('keeps the void number, frees the plan month, and the re-issue takes the next number', async () => {
    await issueOctober();
    const voided = await byNumber(inv(2));
    const res = await post(`/api/admin/invoices/${voided.id}/void`, { reason: 'Started on the 14th, not the 7th' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invoiceNumber: inv(2), status: 'void' });

    const again = (await issue('2026-10')).json();
    expect(again).toMatchObject({ created: 1, planInvoices: 1, skipped: 2, numbers: [inv(6)] });
    const reissued = await byNumber(inv(6));
    expect(reissued).toMatchObject({ servicePlanId: plans['startsOct7'], amountCents: 40_323, status: 'pending' });
    expect((await byNumber(inv(2))).status).toBe('void');

    const trail = (await get(`/api/admin/audit?entity=invoice&entityId=${voided.id}`)).json();
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['issue', 'void']);
    expect(trail[1]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'void', voidReason: 'Started on the 14th, not the 7th' },
    });
  });

  it('frees the visits of a void one-off invoice to be billed again', async () => {
    await issueOctober();
    await voidInvoice(4, 'Wrong price on the 5th');
    const again = (await issue('2026-10')).json();
    expect(again).toMatchObject({ created: 1, bookingInvoices: 1, bookingsBilled: 2, numbers: [inv(6)] });
    expect(await byNumber(inv(6))).toMatchObject({ kind: 'bookings', customerId: customerA, amountCents: 43_050 });
  });

  it('refuses to void twice, to void a paid one, and asks for a reason', async () => {
    await issueOctober();
    await voidInvoice(2, 'Started on the 14th, not the 7th');
    const voided = await byNumber(inv(2));
    const twice = await post(`/api/admin/invoices/${voided.id}/void`, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Invoice ${inv(2)} is already void.`);
    const noReason = await post(`/api/admin/invoices/${(await byNumber(inv(3))).id}/void`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Say why the invoice is void' });
    expect((await byNumber(inv(3))).status).toBe('pending');
  });
});

describe('mark paid', () => {
  it('marks a pending invoice paid once; a second time is 409 and changes nothing', async () => {
    await issueOctober();
    await voidInvoice(2, 'Started on the 14th, not the 7th');
    const row = await byNumber(inv(1));
    const first = await post(`/api/admin/invoices/${row.id}/mark-paid`, { reference: 'ACH 20261120' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'paid', paymentReference: 'ACH 20261120', paidAt: expect.any(String) });
    const twice = await post(`/api/admin/invoices/${row.id}/mark-paid`, { reference: 'cheque 9' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Invoice ${inv(1)} is already paid.`);
    expect((await byNumber(inv(1))).paymentReference).toBe('ACH 20261120');

    const voidPaid = await post(`/api/admin/invoices/${row.id}/void`, { reason: 'no' });
    expect(voidPaid.statusCode).toBe(409);
    expect(voidPaid.json().message).toBe(`Invoice ${inv(1)} is already paid; a paid invoice cannot be voided.`);
    const payVoid = await post(`/api/admin/invoices/${(await byNumber(inv(2))).id}/mark-paid`);
    expect(payVoid.statusCode).toBe(409);
    expect(payVoid.json().message).toBe(`Invoice ${inv(2)} is void and cannot be paid.`);

    const trail = (await get(`/api/admin/audit?entity=invoice&entityId=${row.id}`)).json();
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['issue', 'mark-paid']);
    expect(trail[1]).toMatchObject({ actorUser: { id: adminId }, before: { status: 'pending' }, after: { status: 'paid' } });
  });

  it('lets only one of two parallel payments through', async () => {
    await issueOctober();
    const row = await byNumber(inv(3));
    const both = await Promise.all([post(`/api/admin/invoices/${row.id}/mark-paid`), post(`/api/admin/invoices/${row.id}/mark-paid`)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const trail = (await get(`/api/admin/audit?entity=invoice&entityId=${row.id}`)).json();
    expect(trail.filter((e: { action: string }) => e.action === 'mark-paid')).toHaveLength(1);
  });

  it('takes a payment day that is neither in the future nor before the issue', async () => {
    await issueOctober();
    const row = await byNumber(inv(5));
    const future = await post(`/api/admin/invoices/${row.id}/mark-paid`, { paidOn: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ paidOn: 'The payment date cannot be in the future' });
    const early = await post(`/api/admin/invoices/${row.id}/mark-paid`, { paidOn: addDays(today, -1) });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().fields)).toEqual(['paidOn']);
    const bad = await post(`/api/admin/invoices/${row.id}/mark-paid`, { paidOn: '2026-02-30' });
    expect(bad.json().fields).toEqual({ paidOn: 'Use a date like 2026-11-24' });
    expect((await byNumber(inv(5))).status).toBe('pending');
    const paid = await post(`/api/admin/invoices/${row.id}/mark-paid`, { paidOn: today, reference: '' });
    expect(paid.json()).toMatchObject({ status: 'paid', paymentReference: null });
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    for (const url of ['/api/admin/invoices/999999/mark-paid', '/api/admin/invoices/999999/void']) {
      const res = await post(url, { reason: 'x' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Invoice not found');
    }
    expect((await get('/api/admin/invoices/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/invoices/999999/pdf')).statusCode).toBe(404);
    const bad = await post('/api/admin/invoices/abc/mark-paid');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
  });
});

describe('the list and overdue', () => {
  it('derives overdue from the due date on the Minnesota calendar', async () => {
    await issueOctober();
    const site = await insertSite(db, customerB, { name: 'Overdue' });
    const may = await insertPlan(db, customerB, site.id, { startsOn: '2026-05-01', endsOn: '2026-05-31' });
    // May: endedOct12 and endedSep ran through it (6, 7), then the new plan (8).
    const run = (await issue('2026-05')).json();
    expect(run.numbers).toEqual([inv(6), inv(7), inv(8)]);
    const late = await byNumber(inv(8));
    expect(late.servicePlanId).toBe(may.id);
    // Issued long ago: due yesterday is overdue, due today is not yet.
    await db
      .update(invoices)
      .set({ issueDate: addDays(today, -31), dueDate: addDays(today, -1) })
      .where(eq(invoices.id, late.id));
    expect((await get(`/api/admin/invoices/${late.id}`)).json().status).toBe('overdue');

    const overdue = (await get('/api/admin/invoices?status=overdue')).json().invoices.map((i: { id: number }) => i.id);
    expect(overdue).toEqual([late.id]);
    const pending = (await get('/api/admin/invoices?status=pending')).json().invoices.map((i: { id: number }) => i.id);
    expect(pending).not.toContain(late.id);
    expect(pending).toHaveLength(7);

    await db.update(invoices).set({ dueDate: today }).where(eq(invoices.id, late.id));
    expect((await get(`/api/admin/invoices/${late.id}`)).json().status).toBe('pending');
  });

  it('filters by status, customer and month, newest first, in pages', async () => {
    await issueOctober();
    await voidInvoice(2, 'Started on the 14th, not the 7th');
    await voidInvoice(4, 'Wrong price on the 5th');
    expect((await post(`/api/admin/invoices/${(await byNumber(inv(1))).id}/mark-paid`, { reference: 'ACH 1' })).statusCode).toBe(200);

    const all = (await get('/api/admin/invoices?limit=500')).json();
    const ids = all.invoices.map((i: { id: number }) => i.id);
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.nextBefore).toBeNull();

    const october = (await get(`/api/admin/invoices?month=2026-10&customerId=${customerA}`)).json().invoices;
    expect(october.map((i: { invoiceNumber: string }) => i.invoiceNumber).sort()).toEqual([inv(1), inv(2), inv(4)]);

    const voids = (await get('/api/admin/invoices?status=void')).json().invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber);
    expect(voids.sort()).toEqual([inv(2), inv(4)]);
    const paid = (await get('/api/admin/invoices?status=paid')).json().invoices;
    expect(paid.map((i: { invoiceNumber: string; status: string }) => [i.invoiceNumber, i.status])).toEqual([[inv(1), 'paid']]);

    const first = (await get('/api/admin/invoices?limit=2')).json();
    expect(first.invoices).toHaveLength(2);
    const second = (await get(`/api/admin/invoices?limit=2&before=${first.nextBefore}`)).json();
    expect(second.invoices[0].id).toBeLessThan(first.invoices[1].id);

    const bad = await get('/api/admin/invoices?status=late&month=10-2026&customerId=x&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['customerId', 'limit', 'month', 'status']);
  });
});
