import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptQuoteResponse, QuoteAcceptance } from '#shared/contracts/conversion.ts';
import type { PlanPriceVersion } from '#shared/contracts/sites.ts';
import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema/audit.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertPlan, insertSite } from '#tests/support/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Raising a plan's price from the first of a month (decision 0047). The invoice run bills months up to
 * the real current one, so the months are the real ones: "this month" (M) and "last month" (M-1), on
 * the Minnesota calendar. The plan bills $647.00 a month; M-1 is invoiced at that price before the
 * raise. The raise to $780.00 from the first of M: version 2, its amendment e-mailed to the customer;
 * accepted online through /accept/<token>, M's run bills $780.00, M-1's invoice stays $647.00.
 */

const now = new Date();
const minnesota = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(at);
const [year, monthNo] = minnesota(now).split('-').map(Number) as [number, number];
const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
const M = ym(year, monthNo);
const PREV = monthNo === 1 ? ym(year - 1, 12) : ym(year, monthNo - 1);
const PREV2 = monthNo <= 2 ? ym(year - 1, monthNo + 10) : ym(year, monthNo - 2);
const longMonth = (m: string) =>
  new Date(`${m}-15T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const firstOf = (m: string) =>
  new Date(`${m}-01T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const expiry = new Date(now.getTime() + 30 * 86_400_000);
let app: TestApp['app'];
let database: TestApp['database'];
let close: TestApp['close'];
let db: Database;
let admin: Record<string, string>;
let adminId: number;
let siteId: number;
let planId: number;
let customerEmail: string;
let customerId: number;
let token = '';

const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
  app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  ({ app, database, close } = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000' }, { dashboardClock: () => now }));
  db = database.db;
  const adminUser = await insertUser(db, 'admin');
  adminId = adminUser.id;
  admin = bearer(await tokenFor(app, adminUser.username));
  const customer = await insertUser(db, 'customer', { companyName: 'Lakeside Clinic', firstName: 'Mara', email: 'mara@lakeside.example' });
  customerEmail = customer.email;
  customerId = customer.id;
  const site = await insertSite(db, customer.id, { name: 'Clinic', address: '7001 France Ave S, Edina, MN 55435' });
  siteId = site.id;
  const plan = await insertPlan(db, customer.id, site.id, { startsOn: `${PREV2}-01`, monthlyPriceCents: 64_700 });
  planId = plan.id;
  const issued = await post('/api/admin/invoices/issue', { month: PREV });
  expect(issued.statusCode, issued.body).toBe(200);
});

afterAll(async () => {
  await close();
});

const planInvoices = () =>
  db
    .select({ month: invoices.periodMonth, amountCents: invoices.amountCents, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.servicePlanId, planId))
    .orderBy(asc(invoices.periodMonth));

describe('POST /api/admin/sites/:id/price-changes', () => {
  it('refuses a past month, an invoiced month, a day that is no first of a month and the same price, writing nothing', async () => {
    const past = await post(`/api/admin/sites/${siteId}/price-changes`, { monthlyPriceCents: 78_000, effectiveFrom: `${PREV2}-01` });
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json().message).toBe('Choose this month or a later one: past months stay at the price agreed then.');
    const lastMonth = await post(`/api/admin/sites/${siteId}/price-changes`, { monthlyPriceCents: 78_000, effectiveFrom: `${PREV}-01` });
    expect(lastMonth.statusCode, lastMonth.body).toBe(400);
    // Another site whose plan is invoiced for this month already: its raise starts next month at the earliest.
    const annex = await insertSite(db, customerId, { name: 'Annex' });
    const annexPlan = await insertPlan(db, customerId, annex.id, { startsOn: `${PREV2}-01`, monthlyPriceCents: 30_000 });
    await db.insert(invoices).values({
      invoiceNumber: 'TEST-ANNEX-1',
      numberYear: 1999,
      numberSeq: 1,
      kind: 'plan',
      customerId,
      servicePlanId: annexPlan.id,
      periodMonth: `${M}-01`,
      issueDate: `${M}-01`,
      dueDate: `${M}-28`,
      description: 'Annex',
      amountCents: 30_000,
      billTo: { name: 'Annex', company: null, address: null, email: 'a@example.test' },
    });
    const invoiced = await post(`/api/admin/sites/${annex.id}/price-changes`, { monthlyPriceCents: 35_000, effectiveFrom: `${M}-01` });
    expect(invoiced.statusCode, invoiced.body).toBe(409);
    expect(invoiced.json().message).toBe(
      `The plan is already invoiced for ${longMonth(M)}: choose a later month, or void that invoice first.`,
    );
    const midMonth = await post(`/api/admin/sites/${siteId}/price-changes`, { monthlyPriceCents: 78_000, effectiveFrom: `${M}-15` });
    expect(midMonth.statusCode).toBe(400);
    expect(midMonth.json().fields).toEqual({ effectiveFrom: 'Choose the first day of a month, like 2027-01-01' });
    const same = await post(`/api/admin/sites/${siteId}/price-changes`, { monthlyPriceCents: 64_700, effectiveFrom: `${M}-01` });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The plan is already billed at $647.00 from then.');
    const unknown = await post('/api/admin/sites/999999/price-changes', { monthlyPriceCents: 78_000, effectiveFrom: `${M}-01` });
    expect(unknown.statusCode).toBe(404);
    const list = await app.inject({ url: `/api/admin/sites/${siteId}/price-changes`, headers: admin });
    expect(list.json()).toEqual([]);
  });

  it('makes version 2 from the first of this month, e-mails the amendment’s link to the customer and audits it', async () => {
    const res = await post(`/api/admin/sites/${siteId}/price-changes`, {
      monthlyPriceCents: 78_000,
      effectiveFrom: `${M}-01`,
      note: 'Measured 5 h a visit against 4 bid',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual<PlanPriceVersion>({
      servicePlanId: planId,
      version: 2,
      effectiveFrom: `${M}-01`,
      previousPriceCents: 64_700,
      monthlyPriceCents: 78_000,
      note: 'Measured 5 h a visit against 4 bid',
      status: 'offered',
      createdAt: now.toISOString(),
      // 30 days after.
      expiresAt: expiry.toISOString(),
      sentTo: customerEmail,
      accepted: null,
      // No e-mail in tests: the admin gets the held e-mail's link to pass on (issue 30).
      acceptUrl: expect.stringMatching(/^http.*\/accept\/[\w-]{43}$/),
    });

    const [mail] = await db.select().from(notifications).where(eq(notifications.kind, 'plan-price-change'));
    expect(mail?.recipient).toBe('mara@lakeside.example');
    const payload = mail!.payload as Record<string, string>;
    expect(payload).toMatchObject({
      previousPrice: '$647.00',
      newPrice: '$780.00',
      effectiveFrom: firstOf(M),
      reference: `P${planId}-2`,
      siteName: 'Clinic',
    });
    token = payload['url']!.match(/\/accept\/([\w-]{43})$/)![1]!;
    expect(res.json().acceptUrl).toBe(payload['url']);

    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'service_plan'), eq(auditEvents.action, 'price-change')));
    expect(event?.actorId).toBe(adminId);
    expect(event?.entityId).toBe(String(planId));
    expect(event?.before).toEqual({ monthlyPriceCents: 64_700 });
    expect(event?.after).toMatchObject({ version: 2, effectiveFrom: `${M}-01`, monthlyPriceCents: 78_000 });

    // One offer at a time.
    const again = await post(`/api/admin/sites/${siteId}/price-changes`, { monthlyPriceCents: 80_000, effectiveFrom: `${M}-01` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `A new price of $780.00 from ${firstOf(M)} waits for the customer's acceptance until ${expiry.toLocaleDateString('en-US', { timeZone: 'America/Chicago', month: 'long', day: 'numeric', year: 'numeric' })}.`,
    );
  });

  it('leaves the next invoices at the old price while the amendment is not accepted', async () => {
    const preview = await app.inject({ url: `/api/admin/invoices/issue-preview?month=${M}`, headers: admin });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(JSON.stringify(preview.json())).toContain('647');
    expect(JSON.stringify(preview.json())).not.toContain('780');
  });

  it('shows the amendment on the acceptance page, accepts it, and this month’s run bills the new price; last month’s stays', async () => {
    const view = await app.inject({ url: `/api/quote-acceptances/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    const amendment = view.json() as QuoteAcceptance;
    expect(amendment).toMatchObject({
      reference: `P${planId}-2`,
      status: 'open',
      companyName: 'Lakeside Clinic',
      monthlyPriceCents: 78_000,
      oneTime: false,
      needsServiceAddress: false,
      proposedSchedule: null,
      accepted: null,
      priceChange: { previousPriceCents: 64_700, effectiveFrom: `${M}-01`, siteName: 'Clinic' },
    });
    const pdf = await app.inject({ url: `/api/quote-acceptances/${token}/agreement.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const hash = createHash('sha256').update(pdf.rawPayload).digest('hex');
    expect(amendment.agreementSha256).toBe(hash);

    const wrong = await post(
      `/api/quote-acceptances/${token}`,
      { signerName: 'Mara Holm', signerTitle: 'Office Manager', consent: true, agreementSha256: 'a'.repeat(64) },
      {},
    );
    expect(wrong.statusCode).toBe(409);

    const accepted = await post(
      `/api/quote-acceptances/${token}`,
      { signerName: 'Mara Holm', signerTitle: 'Office Manager', consent: true, agreementSha256: hash },
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject<Partial<AcceptQuoteResponse>>({
      reference: `P${planId}-2`,
      acceptedAt: now.toISOString(),
      signerName: 'Mara Holm',
      agreementSha256: hash,
      servicePlan: null,
      message: `Thank you, Mara Holm. Your new monthly price of $780.00 applies from ${firstOf(M)}; invoices before then stay as they are.`,
    });
    const twice = await post(
      `/api/quote-acceptances/${token}`,
      { signerName: 'Mara Holm', signerTitle: 'Office Manager', consent: true, agreementSha256: hash },
      {},
    );
    expect(twice.statusCode).toBe(409);

    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'service_plan'), eq(auditEvents.action, 'price-change-accepted')));
    expect(event?.after).toMatchObject({ version: 2, monthlyPriceCents: 78_000, signerName: 'Mara Holm', agreementSha256: hash });

    const list = await app.inject({ url: `/api/admin/sites/${siteId}/price-changes`, headers: admin });
    expect((list.json() as PlanPriceVersion[]).map((v) => [v.version, v.status, v.accepted?.signerName])).toEqual([
      [2, 'accepted', 'Mara Holm'],
    ]);

    const thisMonth = await post('/api/admin/invoices/issue', { month: M });
    expect(thisMonth.statusCode, thisMonth.body).toBe(200);
    expect(await planInvoices()).toEqual([
      { month: `${PREV}-01`, amountCents: 64_700, status: 'pending' },
      { month: `${M}-01`, amountCents: 78_000, status: 'pending' },
    ]);
  });

  it('answers 401 without a session and 403 for a customer', async () => {
    const anonymous = await app.inject({ method: 'POST', url: `/api/admin/sites/${siteId}/price-changes`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const customer = await insertUser(db, 'customer');
    const forbidden = await app.inject({
      url: `/api/admin/sites/${siteId}/price-changes`,
      headers: bearer(await tokenFor(app, customer.username)),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
