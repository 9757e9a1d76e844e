import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/billing.ts';
import type { IssuePreview } from '#shared/contracts/billing.ts';
import { addDays, companyDate, nextMonthStart } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertPlan, insertSite } from '#tests/support/operations.ts';

/**
 * The invoice run's dry run (decision 0040): GET /api/admin/invoices/issue-preview shows what
 * POST /api/admin/invoices/issue would make, from the same code, writing nothing; the run given the
 * preview's digest issues exactly that or refuses. A database of its own; the months are past ones
 * (October and August 2026), the issue date today, so the figures hold whenever the suite runs.
 */
let t: TestApp;
let db: Database;
let admin: string;
let customerA: number;
let customerB: number;
let siteA: number;
let siteB: number;
let plans: Record<string, number> = {};
// October 2026 has 31 days.
const today = companyDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = await tokenFor(t.app, (await insertUser(db, 'admin')).username);
  customerA = (await insertUser(db, 'customer', { firstName: 'Ada', lastName: 'Berg', companyName: 'Acme Dental' })).id;
  customerB = (await insertUser(db, 'customer', { firstName: 'Ben', lastName: 'Cole', companyName: null })).id;
  siteA = (await insertSite(db, customerA, { name: 'Acme Edina' })).id;
  siteB = (await insertSite(db, customerB, { name: 'Cole Home' })).id;
  plans = {
    full: (await insertPlan(db, customerA, siteA, { startsOn: '2026-10-01', endsOn: '2026-10-31', monthlyPriceCents: 64_700 })).id,
    fromOct7: (await insertPlan(db, customerA, siteA, { startsOn: '2026-10-07', endsOn: '2026-10-31', monthlyPriceCents: 50_000 })).id,
  };
  const done = (at: string, price: number | null) => ({
    status: 'completed' as const,
    scheduledStart: new Date(at),
    completedAt: new Date(at),
    priceCents: price,
  });
  await insertBooking(db, customerA, siteA, done('2026-10-05T15:00:00Z', 25_000));
  await insertBooking(db, customerA, siteA, done('2026-10-20T15:00:00Z', 18_050));
  await insertBooking(db, customerA, siteA, done('2026-10-21T15:00:00Z', null));
  await insertBooking(db, customerB, siteB, done('2026-10-15T15:00:00Z', 10_000));
});
afterAll(async () => {
  await t.close();
});

const preview = (month: unknown) =>
  t.app.inject({ url: `/api/admin/invoices/issue-preview?month=${String(month)}`, headers: bearer(admin) });
const issue = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/invoices/issue', headers: bearer(admin), payload });

/** Every table a run writes, counted, and the numbers taken. */
async function written() {
  const [row] = (
    (await db.execute(
      sql`select (select count(*)::int from invoices) as invoices, (select count(*)::int from invoice_lines) as lines,
        (select count(*)::int from audit_events) as audit, (select coalesce(sum(last_number), 0)::int from number_sequences) as numbers`,
    )) as unknown as { rows: Array<Record<string, number>> }
  ).rows;
  return row;
}

describe('the dry run of a month’s invoices', () => {
  it('shows the customers, amounts, count and total the run then issues, and writes nothing', async () => {
    const before = await written();
    const res = await preview('2026-10');
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json() as IssuePreview;
    // By hand: the whole month bills $647.00; 25 of 31 days of $500.00 is $403.225..., $403.23; Acme's
    // two priced visits $250.00 + $180.50; Cole's one $100.00. The visit without a price is not billed.
    expect(shown).toEqual({
      month: '2026-10',
      issueDate: today,
      dueDate: addDays(today, 30),
      invoices: [
        {
          kind: 'plan',
          customer: { id: customerA, name: 'Ada Berg', companyName: 'Acme Dental' },
          servicePlanId: plans['full'],
          description: 'Cleaning service, October 2026: Acme Edina',
          visits: 0,
          amountCents: 64_700,
        },
        {
          kind: 'plan',
          customer: { id: customerA, name: 'Ada Berg', companyName: 'Acme Dental' },
          servicePlanId: plans['fromOct7'],
          description: 'Cleaning service, October 2026: Acme Edina (25 of 31 days)',
          visits: 0,
          amountCents: 40_323,
        },
        {
          kind: 'bookings',
          customer: { id: customerA, name: 'Ada Berg', companyName: 'Acme Dental' },
          servicePlanId: null,
          description: 'Cleaning visits (2) completed in October 2026',
          visits: 2,
          amountCents: 43_050,
        },
        {
          kind: 'bookings',
          customer: { id: customerB, name: 'Ben Cole', companyName: null },
          servicePlanId: null,
          description: 'Cleaning visit completed in October 2026',
          visits: 1,
          amountCents: 10_000,
        },
      ],
      count: 4,
      totalCents: 158_073,
      planInvoices: 2,
      bookingInvoices: 2,
      bookingsBilled: 3,
      skipped: 0,
      unpriced: 1,
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await written()).toEqual(before);
    // Nothing changed, so a second look is the same look.
    expect((await preview('2026-10')).json()).toEqual(shown);

    const run = await issue({ month: '2026-10', previewDigest: shown.digest });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({
      created: 4,
      totalCents: 158_073,
      planInvoices: 2,
      bookingInvoices: 2,
      bookingsBilled: 3,
      unpriced: 1,
    });
    const stored = await Promise.all(
      (run.json().numbers as string[]).map(
        async (number) => (await db.select().from(invoices).where(eq(invoices.invoiceNumber, number)))[0]!,
      ),
    );
    expect(stored.map((r) => [r.kind, r.customerId, r.servicePlanId, r.description, r.amountCents])).toEqual(
      shown.invoices.map((i) => [i.kind, i.customer.id, i.servicePlanId, i.description, i.amountCents]),
    );

    // Issued, the month has nothing left to show: the plans are skipped.
    expect((await preview('2026-10')).json()).toMatchObject({ invoices: [], count: 0, totalCents: 0, skipped: 2, unpriced: 1 });
  });

  it('refuses a run whose preview no longer holds (409, nothing written), and issues the new preview', async () => {
    const plan = await insertPlan(db, customerB, siteB, { startsOn: '2026-08-01', endsOn: '2026-08-31', monthlyPriceCents: 30_000 });
    const first = (await preview('2026-08')).json() as IssuePreview;
    expect(first).toMatchObject({ count: 1, totalCents: 30_000 });
    expect(first.invoices[0]).toMatchObject({ servicePlanId: plan.id });

    // A visit is completed in August after the preview was looked at.
    await insertBooking(db, customerA, siteA, {
      status: 'completed',
      scheduledStart: new Date('2026-08-12T15:00:00Z'),
      completedAt: new Date('2026-08-12T15:00:00Z'),
      priceCents: 7_525,
    });
    const before = await written();
    const stale = await issue({ month: '2026-08', previewDigest: first.digest });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'What would be issued for August 2026 changed since the preview (now 2 invoices, $375.25). Nothing was issued: look at the new preview.',
    );
    expect(await written()).toEqual(before);

    const second = (await preview('2026-08')).json() as IssuePreview;
    expect(second).toMatchObject({ count: 2, totalCents: 37_525 });
    expect(second.digest).not.toBe(first.digest);
    const run = await issue({ month: '2026-08', previewDigest: second.digest });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ created: 2, totalCents: 37_525 });
  });

  it('refuses a bad or future month and a malformed digest with a 400 naming the field, writing nothing', async () => {
    const before = await written();
    for (const month of ['2026-13', 'October', '']) {
      const res = await preview(month);
      expect(res.statusCode, month).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['month']);
    }
    const future = await preview(nextMonthStart(today).slice(0, 7));
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ month: 'Choose this month or an earlier one' });
    const bad = await issue({ month: '2026-07', previewDigest: 'not-a-digest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ previewDigest: 'Use the digest of the preview (64 hexadecimal characters)' });
    expect(await written()).toEqual(before);
  });

  it('is for admins only', async () => {
    const customer = await tokenFor(t.app, (await insertUser(db, 'customer')).username);
    expect((await t.app.inject({ url: '/api/admin/invoices/issue-preview?month=2026-10' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/invoices/issue-preview?month=2026-10', headers: bearer(customer) })).statusCode).toBe(
      403,
    );
  });
});
