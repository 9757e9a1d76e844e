import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingConfigResponse, PricingPreview, PricingVersions } from '#shared/contracts/quote/pricing.ts';
import type { CompanySettings } from '#shared/contracts/settings.ts';
import { companyProfile } from '#server/db/schema/settings.ts';
import { leads } from '#server/db/schema/sales.ts';
import { movableClock } from '#tests/support/movable-clock.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { requestQuote } from '#tests/support/conversion.ts';

/**
 * Settings (decision 0024): the company profile in the database, seeded from COMPANY_* (the test
 * config's defaults: Twin Pines, (612) 555-0142, Apple Valley), and the pricing editor's preview,
 * versions and If-Match. Every expected figure is written out by hand (pricing-model.md §7).
 */
let t: TestApp;
const clock = movableClock();
let admin: string;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000' }, { pageCacheClock: clock.now });
  const user = await insertUser(t.database.db, 'admin', { firstName: 'Petra', lastName: 'Lind' });
  admin = await tokenFor(t.app, user.username);
  adminName = 'Petra Lind';
});
afterAll(async () => {
  await t.close();
});

const profile = {
  name: 'Twin Pines Commercial Cleaning',
  phone: '(651) 555-0199',
  salesEmail: 'hello@twinpines.example',
  address: { street: '200 Main Street', city: 'Eagan', region: 'mn', postalCode: '55121', country: 'US' },
  socialUrl: 'https://www.facebook.com/twinpines',
};

describe('the company profile', () => {
  it('is seeded from COMPANY_* on first start', async () => {
    const res = await t.app.inject({ url: '/api/admin/settings/company', headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CompanySettings;
    expect(body.profile).toEqual({
      name: 'Twin Pines Commercial Cleaning',
      phone: '(612) 555-0142',
      phoneE164: '+16125550142',
      salesEmail: 'sales@twinpinescleaning.example',
      address: { street: '14750 Cedar Avenue, Suite 200', city: 'Apple Valley', region: 'MN', postalCode: '55124', country: 'US' },
      socialUrl: 'https://www.facebook.com/example',
      foundedYear: 2009,
    });
    expect(body.updatedBy).toBeNull();
  });

  it('refuses a bad profile with a message per field and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: bearer(admin),
      payload: {
        ...profile,
        name: '  ',
        phone: '555-0199',
        salesEmail: 'not-an-address',
        socialUrl: 'javascript:alert(1)',
        address: { ...profile.address, postalCode: '551' },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    const fields = (res.json() as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({
      name: 'Enter the company name (up to 120 characters)',
      phone: 'Enter a 10-digit US phone number, like (612) 555-0142',
      salesEmail: 'Enter the sales e-mail address, like sales@company.com',
      socialUrl: 'Enter the full address of the social page, starting with https://',
      'address.postalCode': 'Enter a ZIP code like 55124 or 55124-1234',
    });
    const [row] = await t.database.db.select().from(companyProfile).where(eq(companyProfile.id, 1));
    expect(row!.profile.phone).toBe('(612) 555-0142');
  });

  it('saves a new phone that the public pages show (the page cache follows the revision)', async () => {
    const before = await t.app.inject({ url: '/about' });
    expect(before.body).toContain('+16125550142');
    expect(before.body).not.toContain('+16515550199');

    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/company', headers: bearer(admin), payload: profile });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as CompanySettings;
    expect(saved.profile.phoneE164).toBe('+16515550199');
    expect(saved.profile.address.region).toBe('MN');
    expect(saved.updatedBy).toBe(adminName);

    // The page cache checks the revision at most once a second: past that second, the page is new.
    clock.advance(1000);
    const after = await t.app.inject({ url: '/about' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('+16515550199');
    expect(after.body).toContain('(651) 555-0199');
    expect(after.body).not.toContain('+16125550142');
    const rss = await t.app.inject({ url: '/blog/rss.xml' });
    expect(rss.body).toContain('Twin Pines Commercial Cleaning Blog');
  });

  it('is read from the database by a new instance, not the environment', async () => {
    const { buildApp } = await import('#server/app.ts');
    const { testConfig } = await import('#tests/support/test-app.ts');
    const second = await buildApp(testConfig(), { database: t.database, logger: false });
    await second.ready();
    try {
      const home = await second.inject({ url: '/' });
      expect(home.body).toContain('+16515550199');
    } finally {
      await second.close();
    }
  });
});

describe("the company's age", () => {
  // The year the server renders in: every page counts years in business from the one founding year.
  const thisYear = new Date().getFullYear();
  const pages = ['/', '/about', '/services', '/areas-we-serve', '/cities/edina'];
  // "17 Years Experience" in a sentence, or a stat's label before its number ("Years in Business 17").
  const saysYears = (years: number) => new RegExp(`\\b${years}\\s+Years|Years[A-Za-z &]{0,30}\\s+${years}\\b`);
  const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

  it('is one fact: every page counts the same years from the founding year, and none says 12+ or 15+', async () => {
    const years = thisYear - 2009;
    for (const url of pages) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const text = visibleText(res.body);
      expect(text, url).not.toMatch(/\b1[25]\+/);
      expect(text, url).toMatch(saysYears(years));
    }
    expect(visibleText((await t.app.inject({ url: '/about' })).body)).toContain('in 2009 with one van');
  });

  it('follows a founding year changed in Settings, on every page', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: bearer(admin),
      payload: { ...profile, foundedYear: 2001 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CompanySettings).profile.foundedYear).toBe(2001);
    clock.advance(1000);
    expect(visibleText((await t.app.inject({ url: '/about' })).body)).toContain('in 2001 with one van');
    for (const url of pages) expect(visibleText((await t.app.inject({ url })).body), url).toMatch(saysYears(thisYear - 2001));
    const footer = visibleText((await t.app.inject({ url: '/' })).body);
    expect(footer).toContain('Locally owned since 2001.');
  });

  it('refuses a founding year that is not a year, and a profile saved without one keeps the year held', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: bearer(admin),
      payload: { ...profile, foundedYear: 20.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fields: Record<string, string> }).fields.foundedYear).toBe('Enter the year the company was founded, like 2009');
    const kept = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/company', headers: bearer(admin), payload: profile });
    expect((kept.json() as CompanySettings).profile.foundedYear).toBe(2001);
  });
});

describe('the pricing editor', () => {
  const current = async () => {
    const res = await t.app.inject({ url: '/api/admin/pricing-config', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['etag']).toBe(`"${(res.json() as PricingConfigResponse).version}"`);
    return res.json() as PricingConfigResponse;
  };

  it('previews the §7 worked examples with the current and proposed constants, to the cent, and saves nothing', async () => {
    const { constants, version } = await current();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pricing-config/preview',
      headers: bearer(admin),
      payload: { ...constants, baseWage: 20 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as PricingPreview;
    expect(preview.currentVersion).toBe(1);
    expect(preview.examples.map((e) => [e.id, e.current.totalMonthlyCost, e.current.totalAnnualCost])).toEqual([
      ['office-weekly', 539.09, 6469.05],
      ['office-weekly-add-ons', 801.67, 9620.05],
      ['medical-daily-5', 7256.94, 87083.33],
    ]);
    expect(preview.examples[0]!.current).toMatchObject({ baseCostPerSession: 124.4, cleanersNeeded: 1 });
    expect(preview.examples[2]!.current).toMatchObject({ baseCostPerSession: 334.94, cleanersNeeded: 3 });
    // A wage of $20 instead of $19 raises every labour-priced example.
    for (const e of preview.examples) expect(e.proposed.totalMonthlyCost).toBeGreaterThan(e.current.totalMonthlyCost);
    expect((await current()).version).toBe(version);
  });

  it('refuses invalid proposed constants in the preview with a 400', async () => {
    const { constants } = await current();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pricing-config/preview',
      headers: bearer(admin),
      payload: { ...constants, overheadShare: 0.5, profitShare: 0.45 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Overhead and profit together must stay below 90% of the price');
  });

  it('saves with a current If-Match, refuses a stale one with 409, and old leads keep their version', async () => {
    const opened = await current();
    const before = await requestQuote(t, { companyName: 'Before Change LLC' });
    expect(before.totalMonthlyCost).toBe(801.67);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing-config',
      headers: { ...bearer(admin), 'if-match': `"${opened.version}"` },
      payload: { ...opened.constants, baseWage: 20 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const v2 = (saved.json() as PricingConfigResponse).version;
    expect(v2).toBe(opened.version + 1);

    // A second admin opened the same version before that save.
    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing-config',
      headers: { ...bearer(admin), 'if-match': `"${opened.version}"` },
      payload: { ...opened.constants, baseWage: 25 },
    });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { message: string }).message).toContain('The pricing changed since you opened it');
    expect((await current()).constants.baseWage).toBe(20);

    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing-config',
      headers: { ...bearer(admin), 'if-match': 'yesterday' },
      payload: opened.constants,
    });
    expect(malformed.statusCode).toBe(400);

    const after = await requestQuote(t, { companyName: 'After Change LLC' });
    expect(after.totalMonthlyCost).toBeGreaterThan(801.67);
    const rows = await t.database.db.select({ id: leads.id, version: leads.pricingVersion, result: leads.result }).from(leads);
    const old = rows.find((r) => r.id === before.leadId)!;
    expect(old.version).toBe(1);
    expect(old.result!.totalMonthlyCost).toBe(801.67);
    expect(rows.find((r) => r.id === after.leadId)!.version).toBe(v2);
  });

  it('lists the versions, newest first, with who saved them and the leads they priced', async () => {
    const res = await t.app.inject({ url: '/api/admin/pricing-config/versions', headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const { versions } = res.json() as PricingVersions;
    expect(versions.map((v) => ({ version: v.version, by: v.createdBy?.name ?? null, leads: v.leadsPriced, active: v.active }))).toEqual([
      { version: 2, by: 'Petra Lind', leads: 1, active: true },
      { version: 1, by: null, leads: 1, active: false },
    ]);
    expect(Date.parse(versions[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(versions[1]!.createdAt));
    // Each version's own constants, for restoring an older one as a new version.
    expect([versions[0]!.constants?.baseWage, versions[1]!.constants?.baseWage]).toEqual([20, 19]);
  });
});
