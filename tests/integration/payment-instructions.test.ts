import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { companyProfile } from '#server/db/schema/settings.ts';
import type { CompanySettings } from '#shared/contracts/settings.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertPlan, insertSite } from '#tests/support/operations.ts';
import { pdfText } from '#tests/support/pdf-text.ts';

/**
 * Payment instructions (decision 0040): a text in Settings' company profile, checked and normalised,
 * printed as the "How to pay" block of every payable invoice PDF; without them the block says to
 * contact the office (the test config's phone and e-mail), never nothing. They stay off the public pages.
 */
let t: TestApp;
let db: Database;
let admin: string;
let customer: string;
let pending: number;
let paid: number;

beforeAll(async () => {
  t = await createTestApp({ INVOICE_PREFIX: 'PAY' });
  db = t.database.db;
  admin = await tokenFor(t.app, (await insertUser(db, 'admin')).username);
  const buyer = await insertUser(db, 'customer', { username: 'pay-buyer', firstName: 'Ada', lastName: 'Berg', companyName: 'Acme Dental' });
  customer = await tokenFor(t.app, buyer.username);
  const site = await insertSite(db, buyer.id, { name: 'Acme Edina' });
  await insertPlan(db, buyer.id, site.id, { startsOn: '2026-09-01', endsOn: '2026-09-30', monthlyPriceCents: 64_700 });
  await insertPlan(db, buyer.id, site.id, { startsOn: '2026-09-01', endsOn: '2026-09-30', monthlyPriceCents: 10_000 });
  const run = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invoices/issue',
    headers: bearer(admin),
    payload: { month: '2026-09' },
  });
  expect(run.statusCode, run.body).toBe(200);
  const [first, second] = run.json().numbers as string[];
  pending = (await db.select().from(invoices).where(eq(invoices.invoiceNumber, first!)))[0]!.id;
  paid = (await db.select().from(invoices).where(eq(invoices.invoiceNumber, second!)))[0]!.id;
  const settle = await t.app.inject({ method: 'POST', url: `/api/admin/invoices/${paid}/mark-paid`, headers: bearer(admin), payload: {} });
  expect(settle.statusCode, settle.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const settings = async (): Promise<CompanySettings> =>
  (await t.app.inject({ url: '/api/admin/settings/company', headers: bearer(admin) })).json();

/** PUT the profile in force with `extra` (the profile as the API takes it: no phoneE164). */
async function save(extra: Record<string, unknown>) {
  const { phoneE164: _derived, ...profile } = (await settings()).profile;
  return t.app.inject({ method: 'PUT', url: '/api/admin/settings/company', headers: bearer(admin), payload: { ...profile, ...extra } });
}

const pdfOf = async (url: string, token = admin) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  return (await pdfText(res.rawPayload)).text;
};

const CONTACT_OFFICE =
  'How to pay Please contact our office to arrange payment: call (612) 555-0142 or e-mail sales@twinpinescleaning.example.';

describe('payment instructions', () => {
  it('are none at first: the PDF of a payable invoice says to contact the office', async () => {
    expect((await settings()).paymentInstructions).toBeNull();
    const text = await pdfOf(`/api/admin/invoices/${pending}/pdf`);
    expect(text).toContain(CONTACT_OFFICE);
  });

  it('refuses too long, too many lines and control characters with a 400 naming the field, changing nothing', async () => {
    const cases: Array<[string, string]> = [
      ['x'.repeat(1001), 'Keep the payment instructions to 1000 characters'],
      [Array.from({ length: 13 }, (_, i) => `Line ${i + 1}`).join('\n'), 'Keep the payment instructions to 12 lines'],
      ['Bank:\tFirst Avenue Bank', 'Use plain text: line breaks are fine, tabs and other control characters are not'],
      ['Pay by \u0007bell', 'Use plain text: line breaks are fine, tabs and other control characters are not'],
      ['Null \u0000 byte', 'must not contain a NUL character or an unpaired surrogate'],
    ];
    for (const [value, message] of cases) {
      const res = await save({ paymentInstructions: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().fields).toEqual({ paymentInstructions: message });
    }
    const notText = await save({ paymentInstructions: 42 });
    expect(notText.statusCode).toBe(400);
    expect(Object.keys(notText.json().fields)).toEqual(['paymentInstructions']);
    const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, 1));
    expect(row!.paymentInstructions).toBeNull();
  });

  it('are saved normalised (line ends, trailing spaces, blank edges) and printed as the PDF’s How to pay', async () => {
    const typed = '\r\n  ACH to First Avenue Bank   \r\nRouting 091000019, account 1234567\r\nZelle: billing@twinpines.example  \r\n\r\n';
    const res = await save({ paymentInstructions: typed });
    expect(res.statusCode, res.body).toBe(200);
    const expected = 'ACH to First Avenue Bank\nRouting 091000019, account 1234567\nZelle: billing@twinpines.example';
    expect((res.json() as CompanySettings).paymentInstructions).toBe(expected);
    expect((await settings()).paymentInstructions).toBe(expected);

    for (const [url, token] of [
      [`/api/admin/invoices/${pending}/pdf`, admin],
      [`/api/customer/invoices/${pending}/pdf`, customer],
    ] as const) {
      const text = await pdfOf(url, token);
      expect(text).toContain('How to pay ACH to First Avenue Bank Routing 091000019, account 1234567 Zelle: billing@twinpines.example');
      expect(text).not.toContain('contact our office');
    }
    // A paid invoice is not payable: no block.
    const paidText = await pdfOf(`/api/admin/invoices/${paid}/pdf`);
    expect(paidText).not.toContain('How to pay');
    expect(paidText).not.toContain('First Avenue Bank');

    // The most allowed: 12 lines, 1000 characters (11 lines of 82, 11 line breaks, a last line of 87).
    const most = [...Array.from({ length: 11 }, () => 'y'.repeat(82)), 'z'.repeat(87)].join('\n');
    expect(most.length).toBe(1000);
    expect((await save({ paymentInstructions: most })).statusCode).toBe(200);
    expect(await pdfOf(`/api/admin/invoices/${pending}/pdf`)).toContain(`How to pay ${'y'.repeat(82)}`);
    expect((await save({ paymentInstructions: typed })).statusCode).toBe(200);
  });

  it('stay when a caller leaves them out, and never reach the public pages', async () => {
    const res = await save({ name: 'Twin Pines Commercial Cleaning' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CompanySettings).paymentInstructions).toContain('First Avenue Bank');
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('First Avenue Bank');
  });

  it('left out of a save, are not written back from the copy this instance holds (another may have changed them)', async () => {
    const { phoneE164: _derived, ...profile } = (await settings()).profile;
    // Another instance saves new instructions: the row changes behind this instance's copy (no
    // revision bump, so this one does not reload it before the save below).
    await db.update(companyProfile).set({ paymentInstructions: 'Wire to North Star Bank' }).where(eq(companyProfile.id, 1));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: bearer(admin),
      payload: { ...profile, name: 'Twin Pines Commercial Cleaning' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, 1));
    expect(row!.paymentInstructions).toBe('Wire to North Star Bank');
    expect((res.json() as CompanySettings).paymentInstructions).toBe('Wire to North Star Bank');
  });

  it('are removed by an empty text or null, and the PDF says to contact the office again', async () => {
    const blank = await save({ paymentInstructions: '  \n \r\n ' });
    expect(blank.statusCode, blank.body).toBe(200);
    expect((blank.json() as CompanySettings).paymentInstructions).toBeNull();
    expect(await pdfOf(`/api/admin/invoices/${pending}/pdf`)).toContain(CONTACT_OFFICE);

    expect((await save({ paymentInstructions: 'Check to Twin Pines' })).statusCode).toBe(200);
    const cleared = await save({ paymentInstructions: null });
    expect((cleared.json() as CompanySettings).paymentInstructions).toBeNull();
    const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, 1));
    expect(row!.paymentInstructions).toBeNull();
  });
});
