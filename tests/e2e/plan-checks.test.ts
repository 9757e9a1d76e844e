import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, viewports, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Decision 0043 in a browser, at a phone's and a desk's width: a plan converted from a quote with one of
 * the two cleaners it needs says so, its history names the customer and site and writes its days as the
 * screens do, and the dashboard's Analytics tab ends where its last chart ends (no blank band under it),
 * every chart drawn or saying in words that it has nothing yet.
 */

const run = Date.now().toString(36);
const COMPANY = `Lakeview Clinic ${run}`;
const startsOn = addDays(companyDate(new Date()), 10);
/** 'Dec 9, 2026': the day as a person reads it, written here with Intl, not with the app's formatter. */
const startsOnWords = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${startsOn}T12:00:00Z`),
);

/** A customer, site and weekly plan needing two cleaners with one on its crew; answers the plan's id. */
async function convertedPlan(): Promise<number> {
  const token = await adminToken();
  const quote = await postJson('/api/pricing-breakdown', {
    companyName: COMPANY,
    firstName: 'Iris',
    lastName: 'Berg',
    email: `iris.${run}@lakeview-clinic.example`,
    phone: '(612) 555-0148',
    facilityType: 'medical',
    squareFootage: 6000,
    frequency: 'Weekly',
    additionalServices: [],
    address: '3900 Park Nicollet Blvd, St Louis Park, MN 55416',
  });
  expect(quote.status).toBe(200);
  const { leadId } = (await quote.json()) as { leadId: string };
  const employee = await postJson(
    '/api/users',
    { username: `crew.${run}`, firstName: 'Noor', lastName: `Aziz${run}`, email: `crew.${run}@crew.example`, role: 'employee' },
    token,
  );
  expect(employee.status).toBe(201);
  const employeeId = ((await employee.json()) as { user: { id: number } }).user.id;
  const conversion = await postJson(
    `/api/admin/leads/${leadId}/convert`,
    { frequency: 'Weekly', serviceDays: [2], startsOn, startTime: '19:15', crewSize: 2, crew: [employeeId] },
    token,
  );
  expect(conversion.status).toBe(201);
  return ((await conversion.json()) as { servicePlan: { id: number } }).servicePlan.id;
}

/** How far the page scrolls past the bottom of everything a person can see (screen-reader-only text left out). */
function blankBelowContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = 0;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('.sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    return document.documentElement.scrollHeight - bottom;
  });
}

describe.skipIf(!hasChromium)('plans and the dashboard in words (decision 0043)', () => {
  const browser = useBrowser();

  it('shows a short crew and a history with names and readable days, at 390 and 1280 px', async () => {
    const planId = await convertedPlan();
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, problems } = await openPage(browser(), viewport);
      await signInAsAdmin(page);
      await page.goto(`${baseUrl()}/admin/service-plans/${planId}`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: `Service plan #${planId}` }).waitFor();
      await page.getByText('Short of crew: Needs a crew of 2; 1 assigned.').waitFor();

      const history = page.getByRole('region', { name: 'History of this plan' });
      await history.getByText('Created', { exact: false }).first().waitFor();
      const text = (await history.textContent()) ?? '';
      expect(text).toContain(`Customer${COMPANY}`);
      expect(text).toContain(`Site${COMPANY}`);
      expect(text).toContain(`Starts on${startsOnWords}`);
      expect(text).toContain('Start time7:15 PM');
      expect(text).toContain(`CrewNoor Aziz${run}`);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|#\d|Site \d|Customer \d|19:15/);
      // The page fits the phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports[viewport].width);
      expect(problems).toEqual([]);
      await closeContext(page);
    }
  });

  it('ends the Analytics tab with its last chart, every chart drawn or saying it has nothing yet', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, problems } = await openPage(browser(), viewport);
      await signInAsAdmin(page);
      await page.goto(`${baseUrl()}/admin/dashboard?tab=analytics`);
      await waitForHydration(page);
      const charts = page.getByRole('figure');
      await page.getByRole('figure', { name: /Revenue per month/ }).waitFor();
      // Revenue, leads and visits per month, and the quality trend (issue 33).
      expect(await charts.count()).toBe(4);
      for (const chart of await charts.all()) {
        const drawn = (await chart.locator('svg rect, svg polyline').count()) > 0;
        const said = await chart.getByText(/ yet\.$/).count();
        expect(drawn || said === 1, (await chart.textContent()) ?? '').toBe(true);
      }
      // The main area's padding at most; the hidden data tables once added a band of ~280 px.
      expect(await blankBelowContent(page)).toBeLessThanOrEqual(48);
      expect(problems).toEqual([]);
      await closeContext(page);
    }
  });
});
