import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertPlan, insertSite } from '#tests/support/operations.ts';
import { pdfText } from '#tests/support/pdf-text.ts';

// The customer portal's invoices (spec: GET /api/customer/invoices, pending / paid / overdue,
// outstanding balance = pending + overdue) and the invoice PDF for admin and customer.
let t: TestApp;
let db: Database;
let admin: string;
let tokenA: string;
let tokenB: string;
let employee: string;
const today = companyDate(new Date());
const year = Number(today.slice(0, 4));
const number = (n: number) => `BILL-${year}-${String(n).padStart(4, '0')}`;
/** "December 24, 2026" for a calendar day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ INVOICE_PREFIX: 'BILL' });
  db = t.database.db;
  admin = await tokenFor(t.app, (await insertUser(db, 'admin')).username);
  employee = await tokenFor(t.app, (await insertUser(db, 'employee')).username);
  const a = await insertUser(db, 'customer', { username: 'inv-a', firstName: 'Ada', lastName: 'Berg', companyName: 'Acme Dental' });
  const b = await insertUser(db, 'customer', { username: 'inv-b', firstName: 'Ben', lastName: 'Cole', companyName: 'Birch Clinic' });
  tokenA = await tokenFor(t.app, a.username);
  tokenB = await tokenFor(t.app, b.username);
  const siteA = await insertSite(db, a.id, { name: 'Acme Edina' });
  const siteB = await insertSite(db, b.id, { name: 'Birch Main' });
  await insertPlan(db, a.id, siteA.id, { startsOn: '2026-01-01', monthlyPriceCents: 64_700 }); // 1: Acme, $647.00
  await insertPlan(db, b.id, siteB.id, { startsOn: '2026-09-16', monthlyPriceCents: 90_000 }); // 2: Birch, 15 of 30 days: $450.00
  await insertBooking(db, a.id, siteA.id, {
    status: 'completed',
    completedAt: new Date('2026-09-10T18:00:00Z'),
    priceCents: 31_575,
    serviceType: 'Carpet cleaning',
  }); // 3: Acme, $315.75

  const run = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invoices/issue',
    headers: bearer(admin),
    payload: { month: '2026-09' },
  });
  expect(run.json().numbers).toEqual([number(1), number(2), number(3)]);
  for (const n of [1, 2, 3])
    ids[`n${n}`] = (
      await db
        .select()
        .from(invoices)
        .where(eq(invoices.invoiceNumber, number(n)))
    )[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

describe('GET /api/customer/invoices', () => {
  it("lists the caller's own invoices with the spec's fields, newest first", async () => {
    const res = await get('/api/customer/invoices', tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ids['n3'],
        invoiceNumber: number(3),
        issueDate: today,
        dueDate: addDays(today, 30),
        description: 'Cleaning visit completed in September 2026',
        amount: 315.75,
        status: 'pending',
      },
      {
        id: ids['n1'],
        invoiceNumber: number(1),
        issueDate: today,
        dueDate: addDays(today, 30),
        description: 'Cleaning service, September 2026: Acme Edina',
        amount: 647,
        status: 'pending',
      },
    ]);
    const other = (await get('/api/customer/invoices', tokenB)).json();
    expect(other.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([number(2)]);
    expect(other[0]).toMatchObject({ amount: 450, description: 'Cleaning service, September 2026: Birch Main (15 of 30 days)' });
  });

  it('shows paid and overdue, leaves void out, and the balance (pending + overdue) follows', async () => {
    const balance = async () =>
      ((await get('/api/customer/invoices', tokenA)).json() as Array<{ amount: number; status: string }>)
        .filter((i) => i.status === 'pending' || i.status === 'overdue')
        .reduce((sum, i) => sum + i.amount, 0);
    expect(await balance()).toBeCloseTo(962.75, 2);

    await db
      .update(invoices)
      .set({ issueDate: addDays(today, -40), dueDate: addDays(today, -10) })
      .where(eq(invoices.id, ids['n1']!));
    const statuses = async () =>
      Object.fromEntries(
        ((await get('/api/customer/invoices', tokenA)).json() as Array<{ invoiceNumber: string; status: string }>).map((i) => [
          i.invoiceNumber,
          i.status,
        ]),
      );
    expect(await statuses()).toEqual({ [number(1)]: 'overdue', [number(3)]: 'pending' });
    expect(await balance()).toBeCloseTo(962.75, 2);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${ids['n1']}/mark-paid`,
      headers: bearer(admin),
      payload: {},
    });
    expect(paid.statusCode).toBe(200);
    expect(await statuses()).toEqual({ [number(1)]: 'paid', [number(3)]: 'pending' });
    expect(await balance()).toBeCloseTo(315.75, 2);

    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${ids['n3']}/void`,
      headers: bearer(admin),
      payload: { reason: 'Priced twice' },
    });
    expect(voided.statusCode).toBe(200);
    expect(await statuses()).toEqual({ [number(1)]: 'paid' });
    expect(await balance()).toBe(0);
  });

  it('is for customers only', async () => {
    expect((await t.app.inject({ url: '/api/customer/invoices' })).statusCode).toBe(401);
    expect((await get('/api/customer/invoices', employee)).statusCode).toBe(403);
    expect((await get('/api/customer/invoices', admin)).statusCode).toBe(403);
  });
});

describe('the invoice PDF', () => {
  it('holds the number, the amounts and the due date', async () => {
    const res = await get(`/api/admin/invoices/${ids['n2']}/pdf`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice-${number(2)}.pdf"`);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(number(2));
    expect(text).toContain('$450.00');
    expect(text).toContain('$900.00'); // the monthly price the 15 days are part of
    expect(text).toContain(longDay(addDays(today, 30)));
    expect(text).toContain(longDay(today));
    expect(text).toContain('Birch Clinic');
    expect(text).toContain('September 2026');
  });

  it("gives each customer their own PDFs and answers another's with 404", async () => {
    const own = await get(`/api/customer/invoices/${ids['n2']}/pdf`, tokenB);
    expect(own.statusCode).toBe(200);
    expect((await pdfText(own.rawPayload)).text).toContain(number(2));

    for (const [url, token] of [
      [`/api/customer/invoices/${ids['n2']}/pdf`, tokenA],
      [`/api/customer/invoices/${ids['n1']}/pdf`, tokenB],
      [`/api/customer/invoices/999999/pdf`, tokenA],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Invoice not found');
      expect(res.body).not.toContain('Birch');
    }
    // A void invoice is not the customer's to see, even their own; the admin still has it, marked void.
    expect((await get(`/api/customer/invoices/${ids['n3']}/pdf`, tokenA)).statusCode).toBe(404);
    const voidPdf = await get(`/api/admin/invoices/${ids['n3']}/pdf`, admin);
    const text = (await pdfText(voidPdf.rawPayload)).text;
    expect(text).toContain(number(3));
    expect(text).toContain('This invoice was voided');
    expect(text).toContain('$315.75');
  });

  it('says when a paid invoice was paid', async () => {
    const res = await get(`/api/customer/invoices/${ids['n1']}/pdf`, tokenA);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('$647.00');
    expect(text).toContain('Paid');
    expect(text).toContain('was received');
  });

  it('refuses a malformed id with 400 and forbids the other roles', async () => {
    const bad = await get('/api/customer/invoices/abc/pdf', tokenA);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
    expect((await get(`/api/customer/invoices/${ids['n1']}/pdf`, admin)).statusCode).toBe(403);
    expect((await get(`/api/admin/invoices/${ids['n1']}/pdf`, tokenA)).statusCode).toBe(403);
  });
});
