import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { companyDate } from '#shared/domain/company-time.ts';
import { baseUrl, closeContext, hasChromium, mailTo, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 33, the customer's side (decision 0046): with the Client Portal open, the customer sees today's
 * visit go from scheduled to crew on site (the crew's clock-in) to finished (the clock-out) without
 * reloading; then an inspection of their site: the report e-mailed with its PDF, the report on the
 * Reports tab with the finding's photo, its PDF, and the score trend on Analytics.
 */

const PASSWORD = 'lakeside harbor maple 26';
/** Where the screenshots of these screens go (looked at by hand; not compared). */
const SHOTS = process.env['SCREENSHOT_DIR'];
/** A 1x1 PNG: the finding's photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function ok<T>(call: Promise<Response>, status: number): Promise<T> {
  const res = await call;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A photo (the 1x1 PNG) uploaded as `token`, as a phone's camera sends one. */
const uploadPhoto = (token: string) =>
  ok<{ id: string }>(
    fetch(baseUrl() + '/api/inspections/photos', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: PNG,
    }),
    201,
  );

const minnesotaTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

async function choosePassword(url: string) {
  const token = new URL(url, baseUrl()).searchParams.get('token') ?? '';
  await ok(postJson(`/api/auth/password-links/${token}`, { password: PASSWORD }), 204);
}

/** A customer (a quote the admin converted) with a visit today, starting now, crewed by a new employee. */
async function seed() {
  const admin = await adminToken();
  const stamp = Date.now().toString(36);
  const email = `quality.${stamp}@cedar.example`;
  const employee = await ok<{ user: { id: number }; passwordLink: { url: string } }>(
    postJson(
      '/api/users',
      {
        firstName: 'Ivy',
        lastName: 'Dahl',
        username: `ivy.${stamp}`,
        email: `ivy.${stamp}@crew.example`,
        role: 'employee',
        position: 'Cleaner',
        hourlyRate: 21,
      },
      admin,
    ),
    201,
  );
  await choosePassword(employee.passwordLink.url);
  const quote = await ok<{ leadId: string }>(
    postJson('/api/pricing-breakdown', {
      companyName: `Cedar Clinic ${stamp}`,
      firstName: 'Lena',
      lastName: 'Moe',
      email,
      phone: '(952) 555-0177',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Weekly',
      additionalServices: [],
      address: '7001 France Ave S, Edina, MN 55435',
    }),
    200,
  );
  const converted = await ok<{ site: { id: number; name: string }; customer: { id: number }; passwordLink: { url: string } }>(
    postJson(`/api/admin/leads/${quote.leadId}/convert`, {}, admin),
    201,
  );
  await choosePassword(converted.passwordLink.url);
  const now = new Date();
  const visit = await ok<{ id: number }>(
    postJson(
      '/api/admin/bookings',
      {
        customerId: converted.customer.id,
        siteId: converted.site.id,
        serviceType: 'Evening clean',
        date: companyDate(now),
        startTime: minnesotaTime(now),
        durationMinutes: 120,
        priceCents: 18_000,
        crew: [employee.user.id],
      },
      admin,
    ),
    201,
  );
  const { token: crew } = await ok<{ token: string }>(postJson('/api/auth/login', { username: `ivy.${stamp}`, password: PASSWORD }), 200);
  return { admin, crew, email, siteId: converted.site.id, siteName: converted.site.name, visitId: visit.id };
}

async function signIn(page: Page, login: string) {
  await page.goto(baseUrl() + '/login-portal');
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(baseUrl() + '/customer-dashboard');
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The live card polls every 15 s: a change shows within a poll and a little. */
const POLL_WAIT = { timeout: 40_000 };

describe.skipIf(!hasChromium)('quality the customer can see (issue 33)', () => {
  const browser = useBrowser();

  it('shows today’s visit live, then the inspection report, its PDF, its e-mail and the score trend', async () => {
    const world = await seed();
    const { page, problems } = await openPage(browser(), 'desktop');
    await signIn(page, world.email);

    // Scheduled: nobody has clocked in.
    const live = page.getByRole('region', { name: /^Today’s visits?$/ });
    const row = live.getByRole('listitem').filter({ hasText: 'Evening clean' });
    await row.getByText('Scheduled', { exact: true }).waitFor();
    await row.getByText(/The crew’s arrival shows here as soon as they clock in\./).waitFor();
    await shot(page, 'live-scheduled-1280');

    // The crew clocks in on their phone: the open page shows them on site, without a reload.
    await ok(postJson('/api/employee/clock-in', { bookingId: world.visitId, location: '44.8766,-93.3301' }, world.crew), 201);
    await row.getByText('Crew on site', { exact: true }).waitFor(POLL_WAIT);
    await row.getByText(/Crew on site since .* so far · 1 person there now\./).waitFor();
    // Where the crew is never reaches the customer's screen.
    expect(await page.content()).not.toMatch(/44\.8766|-93\.3301/);
    await shot(page, 'live-on-site-1280');

    await ok(postJson('/api/employee/clock-out', { location: '44.8766,-93.3301' }, world.crew), 200);
    await row.getByText('Finished', { exact: true }).waitFor(POLL_WAIT);
    await row.getByText(/Finished at .* on site \(arrived .*, 1 person\)\./).waitFor();

    // A supervisor's inspection (the admin, through the API): the restroom sinks Poor, with a photo.
    const photo = await uploadPhoto(world.admin);
    const { sites } = await ok<{
      sites: Array<{ siteId: number; templateVersion: number; areas: Array<{ items: Array<{ key: string }> }> }>;
    }>(fetch(baseUrl() + '/api/inspections/sites', { headers: { authorization: `Bearer ${world.admin}` } }), 200);
    const site = sites.find((s) => s.siteId === world.siteId)!;
    const ratings = site.areas.flatMap((a) =>
      a.items.map((i) =>
        i.key === 'restrooms.fixtures'
          ? { itemKey: i.key, rating: 'poor', note: 'Sink stained', photoIds: [photo.id] }
          : { itemKey: i.key, rating: 'good' },
      ),
    );
    const submitted = await ok<{ inspection: { id: number; scorePercent: number } }>(
      postJson(
        '/api/inspections',
        {
          idempotencyKey: `e2e-quality-${Date.now()}`,
          siteId: site.siteId,
          templateVersion: site.templateVersion,
          bookingId: world.visitId,
          inspectedAt: new Date().toISOString(),
          location: '44.8766,-93.3301',
          ratings,
        },
        world.admin,
      ),
      201,
    );
    const score = `${submitted.inspection.scorePercent}%`;

    // The report is e-mailed to the customer with its PDF attached.
    const mail = await mailTo(world.email, /inspected/, 30_000);
    // The e-mail and the PDF write scores with their one decimal (95.0%), the screens without a trailing zero (95%).
    expect(mail.subject).toBe(`Inspection report: ${world.siteName}, ${submitted.inspection.scorePercent.toFixed(1)}%`);
    expect(mail.text).toContain('Sink stained');
    expect(mail.raw).toContain(`filename=inspection-report-${submitted.inspection.id}.pdf`);

    // Reports: the inspection, its report with the photo, its PDF.
    await page.getByRole('navigation', { name: 'Client Portal' }).getByRole('link', { name: 'Reports' }).click();
    const reports = page.getByRole('list', { name: 'Inspection reports' });
    const item = reports.getByRole('listitem').first();
    await item.getByText(score, { exact: true }).waitFor();
    await shot(page, 'reports-1280');
    await item.getByRole('button', { name: /View report/ }).click();
    const dialog = page.getByRole('dialog', { name: `Inspection of ${world.siteName}` });
    await dialog.getByText('Sink stained').waitFor();
    const img = dialog.getByRole('img', { name: /photo 1$/ });
    await img.waitFor();
    // The photo's bytes decode (1 px wide): fetched with the session, not a broken image.
    expect(
      await img.evaluate(async (el) => {
        await (el as HTMLImageElement).decode();
        return (el as HTMLImageElement).naturalWidth;
      }),
    ).toBe(1);
    await shot(page, 'report-dialog-1280');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /^PDF of the inspection report/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`inspection-report-${submitted.inspection.id}.pdf`);
    await page.keyboard.press('Escape');

    // The crew closes the sink's corrective action with a note and a photo: the customer's report says it is fixed, and when.
    const { actions } = await ok<{ actions: Array<{ id: number; siteId: number }> }>(
      fetch(baseUrl() + '/api/employee/corrective-actions', { headers: { authorization: `Bearer ${world.crew}` } }),
      200,
    );
    const sink = actions.find((a) => a.siteId === world.siteId)!;
    const fix = await uploadPhoto(world.crew);
    await ok(
      postJson(`/api/employee/corrective-actions/${sink.id}/close`, { note: 'Scrubbed and sealed', photoId: fix.id }, world.crew),
      200,
    );
    await page.goto(baseUrl() + `/customer-dashboard?tab=reports&inspection=${submitted.inspection.id}`);
    const fixedReport = page.getByRole('dialog', { name: `Inspection of ${world.siteName}` });
    await fixedReport.getByText(/^Fixed .*: Scrubbed and sealed$/).waitFor();
    await fixedReport.getByRole('img', { name: /^The fix of .*, photo 1$/ }).waitFor();
    await page.keyboard.press('Escape');
    await reports
      .getByRole('listitem')
      .first()
      .getByText(/1 failed item, 1 of 1 fixed/)
      .waitFor();

    // Analytics: the score trend.
    await page.getByRole('navigation', { name: 'Client Portal' }).getByRole('link', { name: 'Analytics' }).click();
    const trend = page.getByRole('figure', { name: /Average inspection score by month/ });
    await trend.waitFor();
    expect(await trend.getByRole('cell', { name: score }).count()).toBe(1);
    await shot(page, 'analytics-1280');
    expect(problems).toEqual([]);
    await closeContext(page);

    // On a phone: the same screens fit 390 px.
    const phone = await openPage(browser(), 'phone');
    await signIn(phone.page, world.email);
    await phone.page
      .getByRole('region', { name: /^Today’s visits?$/ })
      .getByText('Finished', { exact: true })
      .waitFor();
    await phone.page.getByRole('region', { name: 'Your service figures' }).getByText(score, { exact: true }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone.page, 'dashboard-390');
    await phone.page.goto(baseUrl() + `/customer-dashboard?tab=reports&inspection=${submitted.inspection.id}`);
    await phone.page
      .getByRole('dialog', { name: `Inspection of ${world.siteName}` })
      .getByText('Sink stained')
      .waitFor();
    await shot(phone.page, 'report-dialog-390');
    await phone.page.keyboard.press('Escape');
    await phone.page.getByRole('list', { name: 'Inspection reports' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone.page, 'reports-390');
    expect(phone.problems).toEqual([]);
    await closeContext(phone.page);

    // The admin dashboard's Analytics tab: the company-wide quality trend, this month's point among them.
    const office = await openPage(browser(), 'desktop');
    await signInAsAdmin(office.page);
    await office.page.goto(baseUrl() + '/admin/dashboard?tab=analytics');
    const quality = office.page.getByRole('figure', { name: /Quality: average inspection score per month/ });
    await quality.waitFor();
    expect(await quality.getByRole('row').count()).toBeGreaterThan(1);
    await shot(office.page, 'admin-analytics-1280');
    expect(office.problems).toEqual([]);
    await closeContext(office.page);
  });
});
