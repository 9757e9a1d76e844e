import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, companyDate, weekStart } from '#shared/domain/company-time.ts';
import { baseUrl, closeContext, hasChromium, mailTo, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 34 end to end (decision 0047): a site whose crews worked twice the bid hours four whole weeks
 * running is flagged on the dashboard's urgent tasks; the admin follows the task to the site's page,
 * raises the plan's price from next month, and the customer accepts the new agreement online from the
 * link e-mailed to them.
 */

const SHOTS = process.env['SCREENSHOT_DIR'];

async function ok<T>(call: Promise<Response>, status: number): Promise<T> {
  const res = await call;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A converted customer (active weekly plan, 10,000 sq ft) with one 60-minute visit in each of the last four whole weeks, each punched at 120 minutes. */
async function seed() {
  const admin = await adminToken();
  const stamp = Date.now().toString(36);
  const email = `reprice.${stamp}@spruce.example`;
  const employee = await ok<{ user: { id: number } }>(
    postJson(
      '/api/users',
      {
        firstName: 'Rex',
        lastName: 'Lund',
        username: `rex.${stamp}`,
        email: `rex.${stamp}@crew.example`,
        role: 'employee',
        position: 'Cleaner',
        hourlyRate: 22,
      },
      admin,
    ),
    201,
  );
  const quote = await ok<{ leadId: string }>(
    postJson('/api/pricing-breakdown', {
      companyName: `Spruce Dental ${stamp}`,
      firstName: 'Nora',
      lastName: 'Vik',
      email,
      phone: '(952) 555-0144',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Weekly',
      additionalServices: [],
      address: '5000 W 78th St, Edina, MN 55435',
    }),
    200,
  );
  const converted = await ok<{ site: { id: number; name: string }; customer: { id: number } }>(
    postJson(`/api/admin/leads/${quote.leadId}/convert`, {}, admin),
    201,
  );
  const thisWeek = weekStart(companyDate(new Date()));
  for (let k = 1; k <= 4; k += 1) {
    const day = addDays(thisWeek, -7 * k + 2); // the Tuesday of the k-th whole week back
    const visit = await ok<{ id: number }>(
      postJson(
        '/api/admin/bookings',
        {
          customerId: converted.customer.id,
          siteId: converted.site.id,
          serviceType: 'Evening clean',
          date: day,
          startTime: '18:00',
          durationMinutes: 60,
          priceCents: 10_000,
          crew: [employee.user.id],
        },
        admin,
      ),
      201,
    );
    const clockIn = new Date(`${day}T23:00:00Z`);
    await ok(
      postJson(
        '/api/admin/time-entries',
        {
          employeeId: employee.user.id,
          bookingId: visit.id,
          clockIn: clockIn.toISOString(),
          clockOut: new Date(clockIn.getTime() + 120 * 60_000).toISOString(),
        },
        admin,
      ),
      201,
    );
  }
  return { email, siteId: converted.site.id, siteName: converted.site.name };
}

describe.skipIf(!hasChromium)('a flagged site re-priced and the new price accepted online (issue 34)', () => {
  const browser = useBrowser();

  it('from the dashboard to the site, a new price sent, and the customer accepts it', async () => {
    const seeded = await seed();
    const { page, problems } = await openPage(browser(), 'desktop');
    await signInAsAdmin(page);
    const task = page.getByRole('link', { name: /Sites over their bid hours/ });
    await task.first().waitFor();
    await task.first().click();
    await page.waitForURL(/\/admin\/sites/);
    if (!page.url().endsWith(`/admin/sites/${seeded.siteId}`)) {
      await page.getByRole('link', { name: seeded.siteName }).first().click();
      await page.waitForURL(baseUrl() + `/admin/sites/${seeded.siteId}`);
    }
    const form = page.getByRole('form', { name: 'Raise the price' });
    await form.waitFor();
    await form.getByLabel(/New monthly price/).fill('2450');
    await shot(page, 'site-reprice-1280');
    await form.getByRole('button', { name: 'Send the new agreement' }).click();
    await page.getByText(/Version 2: \$2,450\.00 from/).waitFor();
    await page.getByText('Waiting for the customer').waitFor();
    expect(problems).toEqual([]);
    await closeContext(page);

    const mail = await mailTo(seeded.email, /monthly price of your cleaning[\s\S]*\/accept\/[\w-]{43}/);
    expect(mail.subject).toContain(`A new monthly price for ${seeded.siteName}`);
    const acceptPath = new URL(mail.text.match(/\S*\/accept\/[\w-]{43}/)![0]).pathname;
    for (const viewport of ['phone', 'desktop'] as const) {
      const customer = await openPage(browser(), viewport);
      await customer.page.goto(baseUrl() + acceptPath);
      await waitForHydration(customer.page);
      await customer.page.getByRole('heading', { name: 'Accept your new monthly price' }).waitFor();
      await customer.page.getByText('$2,450.00').first().waitFor();
      await shot(customer.page, `price-amendment-${viewport === 'phone' ? 390 : 1280}`);
      if (viewport === 'desktop') {
        const accept = customer.page.getByRole('region', { name: 'Accept online' });
        await accept.getByLabel(/Your full name/).fill('Nora Vik');
        await accept.getByLabel(/Your title/).fill('Office Manager');
        await accept.getByRole('checkbox', { name: /I have read/ }).check();
        await accept.getByRole('button', { name: 'Accept the agreement' }).click();
        await customer.page.getByText(/Your new monthly price of \$2,450\.00 applies from/).waitFor();
      }
      expect(customer.problems).toEqual([]);
      await closeContext(customer.page);
    }

    // The admin sees it accepted, then the dashboard's Analytics tab (margins by month, best and worst sites): one session, two widths.
    const again = await openPage(browser(), 'phone');
    await signInAsAdmin(again.page);
    await again.page.goto(baseUrl() + `/admin/sites/${seeded.siteId}`);
    await again.page.getByText(/Accepted by Nora Vik, Office Manager/).waitFor();
    await shot(again.page, 'site-reprice-390');
    await again.page.goto(baseUrl() + '/admin/dashboard');
    await again.page.getByRole('tablist', { name: 'Admin dashboard' }).getByRole('tab', { name: 'Analytics', exact: true }).click();
    await again.page.getByRole('table', { name: 'Revenue, labour cost and gross margin per month' }).waitFor();
    await again.page.getByRole('heading', { name: 'Five worst sites' }).waitFor();
    await shot(again.page, 'analytics-margins-390');
    await again.page.setViewportSize({ width: 1280, height: 900 });
    await shot(again.page, 'analytics-margins-1280');
    expect(again.problems).toEqual([]);
    await closeContext(again.page);
  });
});
