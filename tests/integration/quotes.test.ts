import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leads, quoteAcceptances } from '#server/db/schema/sales.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin')).username);
});
afterAll(async () => {
  await t.close();
});

const office = {
  companyName: 'Lakeside Dental',
  firstName: 'Mara',
  lastName: 'Holm',
  email: 'mara@lakeside.example',
  phone: '(952) 555-0123',
  facilityType: 'office',
  facilitySize: 'medium',
  squareFootage: 10000,
  frequency: 'Weekly',
  additionalServices: [],
};
const quote = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/pricing-breakdown', payload: payload as object, headers });
const countLeads = async () => (await t.database.db.select().from(leads)).length;

describe('POST /api/pricing-breakdown', () => {
  it('answers what the client buys and stores the lead, with the full breakdown and its notice, before answering', async () => {
    const before = Date.now();
    const res = await quote(office);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // pricing-model §7.1: 10,000 / 3,500 × 1.30 = 3.71 h, one cleaner; $124.40 a visit, 52/12 = 4.33 visits, $539.09.
    expect(body).toEqual({
      leadId: expect.any(String),
      reference: expect.stringMatching(/^TP-\d{4}-\d{4,}$/),
      companyName: 'Lakeside Dental',
      facilityType: 'office',
      facilitySize: 'medium',
      squareFootage: 10000,
      frequency: 'Weekly',
      totalMonthlyCost: 539.09,
      totalAnnualCost: 6469.05,
      laborCosts: { cleanersNeeded: 1, hoursPerCleanerPerSession: 3.71, totalLaborHoursPerSession: 3.71 },
      scheduling: { sessionsPerMonth: 4.33, baseCostPerSession: 124.4, baseMonthlyCost: 539.09 },
      additionalServices: {
        hasAdditionalServices: false,
        additionalServicesDescription: 'No additional services selected',
        additionalServicesCost: 0,
      },
      validUntil: expect.any(String),
      acceptLinkSentTo: 'mara@lakeside.example',
    });
    // The company's own costs stay internal (issue 30, decision 0038): not one of them in the answer.
    for (const internal of [
      'baseWagePerHour',
      'overheadAndTaxesPerHour',
      'totalHourlyRatePerCleaner',
      'laborCostPerSession',
      'productivity',
      'supplies',
      'markupPercentage',
    ]) {
      expect(res.body, internal).not.toContain(internal);
    }
    // The price holds 30 days from the quote.
    const validFor = new Date(body.validUntil).getTime() - before;
    expect(validFor).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(validFor).toBeLessThan(30 * 86_400_000 + 60_000);
    expect(body.leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const [lead] = (await t.database.db.select().from(leads)).filter((l) => l.id === body.leadId);
    expect(lead).toMatchObject({
      source: 'calculator',
      status: 'new',
      estimatedPriceCents: 53909,
      email: 'mara@lakeside.example',
      pricingVersion: 1,
    });
    // The lead keeps the whole breakdown for the back office: wage, billing rate, labor cost, markup.
    expect(lead!.result).toMatchObject({
      totalMonthlyCost: 539.09,
      laborCosts: { baseWagePerHour: 19, totalHourlyRatePerCleaner: 30.45, laborCostPerSession: 113.1 },
      additionalServices: { markupPercentage: 15 },
    });
    const notice = (await t.database.db.select().from(notifications)).find(
      (n) => (n.payload as { leadId?: string }).leadId === body.leadId,
    );
    expect(notice).toMatchObject({ channel: 'email', kind: 'new-lead', status: 'pending', recipient: 'sales@twinpinescleaning.example' });
  });

  it('returns the first answer for a retried Idempotency-Key and creates no second lead', async () => {
    const key = 'retry-0b7c3e1a-5f9d';
    const first = await quote(office, { 'idempotency-key': key });
    const before = await countLeads();
    const second = await quote(office, { 'idempotency-key': key });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await countLeads()).toBe(before);
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => quote({ ...office, squareFootage: 12000 }, { 'idempotency-key': 'burst-key-123' })),
    );
    expect(new Set(concurrent.map((r) => r.json().leadId)).size).toBe(1);
    const reused = await quote({ ...office, squareFootage: 20000 }, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(409);
  });

  it('names every bad field in a 400 and stores nothing', async () => {
    const before = await countLeads();
    const res = await quote({
      email: 'not-an-email',
      facilityType: 'castle',
      frequency: 'Hourly',
      squareFootage: -50,
      additionalServices: ['Carpet Cleaning', 'Moat Draining'],
      companyName: 'x'.repeat(500),
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json().fields);
    expect(fields).toEqual(expect.arrayContaining(['email', 'facilityType', 'frequency', 'squareFootage', 'companyName']));
    expect(fields.some((f) => f.startsWith('additionalServices'))).toBe(true);
    expect(res.json().message).toMatch(/email/);
    expect(await countLeads()).toBe(before);
  });

  it('requires the same contact fields of both forms and never makes up a company name (decision 0015)', async () => {
    const before = await countLeads();
    for (const source of ['instant-quote', 'calculator']) {
      const res = await quote({ ...office, source, firstName: '', lastName: ' ', phone: '', companyName: '' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(['companyName', 'firstName', 'lastName', 'phone']);
    }
    const { companyName: _company, ...withoutCompany } = office;
    const missing = await quote(withoutCompany);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ companyName: 'Company name is required' });
    expect(await countLeads()).toBe(before);
    // The address stays optional on both.
    const ok = await quote({ ...office, source: 'instant-quote', address: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().companyName).toBe('Lakeside Dental');
  });

  it('rejects square footage out of range and a missing email, never with a 500', async () => {
    for (const payload of [
      { ...office, squareFootage: 10 },
      { ...office, squareFootage: 9_000_000 },
      { ...office, email: undefined },
      {},
      'nonsense',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pricing-breakdown',
        payload: payload as object,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('GET /api/quotes/{leadId}: a quote by its link (decision 0038)', () => {
  const read = (leadId: string) => t.app.inject({ url: `/api/quotes/${leadId}` });

  it('answers what the request answered, to anyone holding the link, and keeps it out of caches and search', async () => {
    const asked = (await quote({ ...office, companyName: 'Reload Dental', additionalServices: ['Carpet Cleaning'] })).json();
    const res = await read(asked.leadId);
    expect(res.statusCode).toBe(200);
    // The answer the request had, but the address the link went to is masked: the link is made to be shared.
    expect(asked.acceptLinkSentTo).toBe('mara@lakeside.example');
    expect(res.json()).toEqual({ ...asked, acceptLinkSentTo: 'm***@lakeside.example' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    // What the client buys, never the company's costs, and no person's name, e-mail or phone, in any case.
    const body = res.body.toLowerCase();
    for (const hidden of [
      'baseWagePerHour',
      'overheadAndTaxesPerHour',
      'laborCostPerSession',
      'productivity',
      'supplies',
      'markupPercentage',
      'Mara',
      'Holm',
      'mara@lakeside.example',
      '555-0123',
    ]) {
      expect(body, hidden).not.toContain(hidden.toLowerCase());
    }
    // An upper-case id reads the same quote.
    expect((await read(asked.leadId.toUpperCase())).json().reference).toBe(asked.reference);
  });

  it('reads a quote older than online acceptance without writing: no offer is made and no e-mail queued (decision 0038)', async () => {
    const asked = (await quote({ ...office, email: 'older.read@lakeside.example' })).json();
    // A lead from before online acceptance has no offer and no accept-link e-mail.
    await t.database.db.delete(quoteAcceptances).where(eq(quoteAcceptances.leadId, asked.leadId));
    await t.database.db.delete(notifications).where(eq(notifications.recipient, 'older.read@lakeside.example'));
    const offersBefore = (await t.database.db.select().from(quoteAcceptances)).length;
    const outboxBefore = (await t.database.db.select().from(notifications)).length;

    const reads = [await read(asked.leadId), await read(asked.leadId)];
    expect((await t.database.db.select().from(quoteAcceptances)).length).toBe(offersBefore);
    expect((await t.database.db.select().from(notifications)).length).toBe(outboxBefore);
    // No link went anywhere, so the answer names no address.
    const unsent = { ...asked };
    delete unsent.acceptLinkSentTo;
    for (const res of reads) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(unsent);
    }
  });

  it('is 404 for an unknown, malformed or guessable id and for a lead without a price, never a 500', async () => {
    const window = await t.app.inject({
      method: 'POST',
      url: '/api/window-quotes',
      payload: { fullName: 'Jon Ek', mobile: '612-555-0199', address: '12 Elm St', paneCount: '21-40', preferredPlan: 'Quarterly' },
    });
    const priced = (await quote(office)).json();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', priced.reference, '1', window.json().leadId, `${priced.leadId}x`]) {
      const res = await read(encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toMatchObject({ code: 'NOT_FOUND', message: 'Quote not found' });
    }
  });
});

describe('leads and pricing configuration (admin)', () => {
  it('lists stored leads newest first with the CRM fields', async () => {
    const created = (
      await quote({ ...office, companyName: 'Newest Co', facilityType: 'medical', squareFootage: 25000, frequency: 'Daily-5' })
    ).json();
    const res = await t.app.inject({ url: '/api/leads', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first).toMatchObject({ id: created.leadId, companyName: 'Newest Co', status: 'new', estimatedPrice: 7256.94, priority: 'high' });
    expect(first.leadScore).toBeGreaterThanOrEqual(80);
    expect(first.nextFollowUpDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('changes prices without code: a new version prices new quotes, old leads keep theirs', async () => {
    const current = (await t.app.inject({ url: '/api/admin/pricing-config', headers: bearer(admin) })).json();
    expect(current.version).toBe(1);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing-config',
      headers: bearer(admin),
      payload: { ...current.constants, baseWage: -4 },
    });
    expect(bad.statusCode).toBe(400);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing-config',
      headers: bearer(admin),
      payload: { ...current.constants, baseWage: 20 },
    });
    expect(updated.json().version).toBe(2);
    const repriced = (await quote({ ...office, companyName: 'After Raise' })).json();
    expect(repriced.totalMonthlyCost).toBeGreaterThan(539.09);
    const row = (await t.database.db.select().from(leads)).find((l) => l.id === repriced.leadId);
    expect(row?.pricingVersion).toBe(2);
    expect(row?.result?.laborCosts.baseWagePerHour).toBe(20);
    await t.app.inject({ method: 'PUT', url: '/api/admin/pricing-config', headers: bearer(admin), payload: current.constants });
  });
});

describe('POST /api/window-quotes', () => {
  const form = {
    fullName: 'Jon Ek',
    mobile: '612-555-0199',
    address: '12 Elm St, Wayzata, MN',
    email: '',
    paneCount: '21-40',
    preferredPlan: 'Quarterly',
    notes: 'Three-season porch',
    textUpdates: true,
    addOns: ['Screens & Tracks'],
  };

  it('stores the window request as a lead and confirms it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/window-quotes', payload: form });
    expect(res.statusCode).toBe(201);
    const lead = (await t.database.db.select().from(leads)).find((l) => l.id === res.json().leadId);
    expect(lead).toMatchObject({ source: 'window-quote', frequency: 'Quarterly', phone: '612-555-0199', firstName: 'Jon', lastName: 'Ek' });
    expect(lead!.request).toMatchObject({ notes: 'Three-season porch', addOns: ['Screens & Tracks'] });
  });

  it('validates the window form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/window-quotes',
      payload: { ...form, fullName: '', mobile: 'call me', paneCount: '1000', preferredPlan: 'Weekly' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['fullName', 'mobile', 'paneCount', 'preferredPlan']));
  });
});

describe('abuse control', () => {
  it('limits quote requests per address with a clear 429', async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await limited.app.inject({ method: 'POST', url: '/api/pricing-breakdown', payload: office, remoteAddress: '203.0.113.9' }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/pricing-breakdown',
        payload: office,
        remoteAddress: '203.0.113.9',
      });
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) });
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/pricing-breakdown',
        payload: office,
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
