import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingConfigResponse, PricingConstants, PricingVersions } from '#shared/contracts/quote/pricing.ts';
import { quoteRequestSchema } from '#shared/contracts/quote/quotes.ts';
import { buildApp } from '#server/app.ts';
import { leads, pricingConfigs } from '#server/db/schema/sales.ts';
import { defaultPricing } from '#server/modules/quote/pricing/default-pricing.ts';
import { computeBreakdown } from '#server/modules/quote/pricing/pricing-engine.ts';
import { readStoredConstants } from '#server/modules/quote/pricing/stored-constants.ts';
import { createTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { quoteRequest, requestQuote } from '#tests/support/conversion.ts';
import { pdfText } from '#tests/support/pdf-text.ts';

/**
 * 2 and 3 times a week (decision 0039): priced by the stored pricing versions like every other
 * frequency, and added to a database whose version in force predates them by a new version at start,
 * the older versions (and the prices of the leads they priced) untouched. Figures worked by hand:
 * billing rate 19 × 1.25 / 0.78 = $30.448718 an hour, supplies 10% of labor.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000' });
  const user = await insertUser(t.database.db, 'admin');
  admin = await tokenFor(t.app, user.username);
});
afterAll(async () => {
  await t.close();
});

const storedVersion = async (version: number) =>
  (await t.database.db.select().from(pricingConfigs).where(eq(pricingConfigs.version, version)))[0]!;
const leadRow = async (id: string) =>
  (
    await t.database.db
      .select({ version: leads.pricingVersion, frequency: leads.frequency, result: leads.result })
      .from(leads)
      .where(eq(leads.id, id))
  )[0]!;
const versionCount = async () => (await t.database.db.select({ v: pricingConfigs.version }).from(pricingConfigs)).length;

describe('a fresh database', () => {
  it('prices 2 and 3 times a week with version 1', async () => {
    // 10,000 sq ft office, no add-ons. 2 a week: 10,000 ÷ 3,500 × 1.15 = 3.2857 h, × 30.448718 × 1.10 =
    // $110.05 a visit, × 104 ÷ 12 = 8.67 visits = $953.77 a month. 3 a week: × 1.10 = 3.1429 h, $105.27 a
    // visit, × 13 = $1,368.45 a month.
    const two = await requestQuote(t, { frequency: '2x-Weekly', additionalServices: [] });
    expect(two).toMatchObject({ frequency: '2x-Weekly', totalMonthlyCost: 953.77, totalAnnualCost: 11445.24 });
    expect(two.scheduling).toEqual({ sessionsPerMonth: 8.67, baseCostPerSession: 110.05, baseMonthlyCost: 953.77 });
    const three = await requestQuote(t, { frequency: '3x-Weekly', additionalServices: [] });
    expect(three).toMatchObject({ frequency: '3x-Weekly', totalMonthlyCost: 1368.45 });
    expect(await leadRow(two.leadId)).toMatchObject({ version: 1, frequency: '2x-Weekly' });
    expect(await versionCount()).toBe(1);
  });

  it('the quote and agreement PDFs say "2 times a week" and its visits a month, never the code', async () => {
    const quote = await requestQuote(t, { frequency: '2x-Weekly', additionalServices: [] });
    const quotePdf = await t.app.inject({ url: `/api/quote-pdf/${quote.leadId}` });
    expect(quotePdf.statusCode).toBe(200);
    const quoteText = (await pdfText(quotePdf.rawPayload)).text;
    // 104 ÷ 12 = 8.67 visits a month, shown to one decimal (the wording around it is the quote layout's).
    expect(quoteText).toContain('Frequency 2 times a week');
    expect(quoteText).toMatch(/2 times a week, 8\.7 (visits|cleanings) a month/);
    expect(quoteText).toContain('$954');
    const agreementPdf = await t.app.inject({ url: `/api/service-agreement-pdf/${quote.leadId}` });
    expect(agreementPdf.statusCode).toBe(200);
    const agreementText = (await pdfText(agreementPdf.rawPayload)).text;
    expect(agreementText).toContain('2 times a week');
    expect(agreementText).toMatch(/an average of 8\.7 (visits|cleanings) per month/);
    for (const text of [quoteText, agreementText]) expect(text).not.toContain('2x-Weekly');
  });

  it('refuses a frequency that is not one of the nine with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pricing-breakdown', payload: quoteRequest({ frequency: '4x-Weekly' }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('frequency');
  });
});

describe('a database whose pricing predates 2 and 3 times a week', () => {
  // What an admin had saved before decision 0039: no rows for the new frequencies, Weekly at 1.4.
  const { '2x-Weekly': _two, '3x-Weekly': _three, ...olderRows } = defaultPricing.frequencies;
  const older = {
    ...defaultPricing,
    frequencies: { ...olderRows, Weekly: { adjustment: 1.4, sessionsPerYear: 52, maxHoursPerCleaner: 4, minLaborHours: 1.5 } },
  } as unknown as PricingConstants;

  it('gets a new version with the two rows at the next start; old versions and the prices they gave stay', async () => {
    const [inserted] = await t.database.db.insert(pricingConfigs).values({ constants: older, createdBy: null }).returning();
    const oldVersion = inserted!.version;
    // A weekly quote priced by it: 10,000 ÷ 3,500 × 1.4 = 4 h, × 30.448718 × 1.10 = $133.97 a visit,
    // × 52 ÷ 12 = $580.56 a month.
    const weekly = await requestQuote(t, { additionalServices: [] });
    expect(weekly.totalMonthlyCost).toBe(580.56);
    expect((await leadRow(weekly.leadId)).version).toBe(oldVersion);

    // The next start (another instance on the same database).
    const second = await buildApp(testConfig({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000' }), { database: t.database, logger: false });
    await second.ready();
    await second.close();

    const [newest] = await t.database.db.select().from(pricingConfigs).orderBy(desc(pricingConfigs.version)).limit(1);
    expect(newest!.version).toBe(oldVersion + 1);
    expect(newest!.createdBy).toBeNull();
    // The admin's rows as saved, and the new frequencies' default rows.
    expect(newest!.constants.frequencies.Weekly.adjustment).toBe(1.4);
    expect(newest!.constants.frequencies['2x-Weekly']).toEqual({
      adjustment: 1.15,
      sessionsPerYear: 104,
      maxHoursPerCleaner: 4,
      minLaborHours: 1.5,
    });
    expect(newest!.constants.frequencies['3x-Weekly']).toEqual({
      adjustment: 1.1,
      sessionsPerYear: 156,
      maxHoursPerCleaner: 4,
      minLaborHours: 1.5,
    });
    // The old version is not rewritten, and prices its lead again to the cent.
    const stored = await storedVersion(oldVersion);
    expect(stored.constants).toEqual(older);
    expect('2x-Weekly' in stored.constants.frequencies).toBe(false);
    // Its weekly price worked by hand above: 4 h, $133.97 a visit, 52 ÷ 12 = 4.33 visits, $580.56 a month;
    // stored with the lead, and the same again from the stored constants.
    const byHand = {
      totalMonthlyCost: 580.56,
      scheduling: { sessionsPerMonth: 4.33, baseCostPerSession: 133.97, baseMonthlyCost: 580.56 },
    };
    const lead = await leadRow(weekly.leadId);
    expect(lead.result).toMatchObject(byHand);
    const again = computeBreakdown(
      quoteRequestSchema.parse(quoteRequest({ additionalServices: [] })),
      readStoredConstants(stored.constants),
    );
    expect(again).toMatchObject(byHand);
    expect(again).toEqual(lead.result);

    // Quotes now use the new version: weekly at the admin's 1.4 as before, 2 a week at the default row.
    const weeklyAfter = await requestQuote(t, { additionalServices: [] });
    expect(weeklyAfter.totalMonthlyCost).toBe(580.56);
    const twoAfter = await requestQuote(t, { frequency: '2x-Weekly', additionalServices: [] });
    expect(twoAfter.totalMonthlyCost).toBe(953.77);
    expect((await leadRow(twoAfter.leadId)).version).toBe(oldVersion + 1);

    // A further start adds nothing.
    const third = await buildApp(testConfig(), { database: t.database, logger: false });
    await third.ready();
    await third.close();
    expect(await versionCount()).toBe(oldVersion + 1);
  });

  it('the editor opens the new version, and the older one loads with the two rows filled in', async () => {
    const current = await t.app.inject({ url: '/api/admin/pricing-config', headers: bearer(admin) });
    expect(current.statusCode, current.body).toBe(200);
    expect((current.json() as PricingConfigResponse).constants.frequencies['3x-Weekly'].sessionsPerYear).toBe(156);

    const res = await t.app.inject({ url: '/api/admin/pricing-config/versions', headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const { versions } = res.json() as PricingVersions;
    expect(versions.map((v) => [v.version, v.active])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(versions[1]!.constants!.frequencies.Weekly.adjustment).toBe(1.4);
    expect(versions[1]!.constants!.frequencies['2x-Weekly'].sessionsPerYear).toBe(104);
  });

  it('an admin saves other figures for 2 times a week as a new version, and the next quote follows them', async () => {
    const opened = (await t.app.inject({ url: '/api/admin/pricing-config', headers: bearer(admin) })).json() as PricingConfigResponse;
    const constants = structuredClone(opened.constants);
    constants.frequencies['2x-Weekly'].adjustment = 1.2;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing-config',
      headers: { ...bearer(admin), 'if-match': `"${opened.version}"` },
      payload: constants,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 10,000 ÷ 3,500 × 1.2 = 3.4286 h, × 30.448718 = 104.3956 labor, × 1.10 = $114.84 a visit,
    // × 104 ÷ 12 = $995.24 a month.
    const quote = await requestQuote(t, { frequency: '2x-Weekly', additionalServices: [] });
    expect(quote.scheduling.baseCostPerSession).toBe(114.84);
    expect(quote.totalMonthlyCost).toBe(995.24);
  });

  it('refuses a save without the 2 and 3 times a week rows (400) and keeps the version', async () => {
    const opened = (await t.app.inject({ url: '/api/admin/pricing-config', headers: bearer(admin) })).json() as PricingConfigResponse;
    const { '3x-Weekly': _dropped, ...rest } = opened.constants.frequencies;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing-config',
      headers: bearer(admin),
      payload: { ...opened.constants, frequencies: rest },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('3x-Weekly');
    const after = (await t.app.inject({ url: '/api/admin/pricing-config', headers: bearer(admin) })).json() as PricingConfigResponse;
    expect(after.version).toBe(opened.version);
  });
});
