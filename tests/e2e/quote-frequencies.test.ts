import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';
import { signInAsAdmin } from './as-admin.ts';

/**
 * 2 and 3 times a week (decision 0039) in the browser: the home page calculator offers them in words and
 * the real server prices them; the plan form ticks their usual weekdays. (The short form, not on a public
 * page, is covered by quote-frequencies.component.test.tsx.) A 10,000 sq ft office without add-ons at the default pricing (worked by
 * hand: billing rate 19 × 1.25 / 0.78 = $30.448718 an hour, supplies 10%):
 * - Weekly: 10,000 ÷ 3,500 × 1.30 = 3.714 h, $124.40 a visit, × 52 ÷ 12 = $539.09 a month ($539);
 * - 2 times a week: × 1.15 = 3.286 h, $110.05 a visit, × 104 ÷ 12 = $953.77 a month ($954);
 * - 3 times a week: × 1.10 = 3.143 h, $105.27 a visit, × 13 = $1,368.45 a month ($1,368).
 */
async function monthlyToastFor(page: Page, frequency: string): Promise<void> {
  await page.goto(baseUrl() + '/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Professional quote request' });
  await form.getByLabel('Company name').fill('Frequency Test Offices');
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Email').fill('frequency@example.com');
  await form.getByLabel('Phone').fill('612-555-0100');
  await form.getByLabel('Facility type').selectOption({ label: 'Office Building' });
  await form.getByLabel('Square footage').fill('10000');
  await form.getByLabel('Cleaning frequency').selectOption({ label: frequency });
  await form.getByRole('button', { name: 'Calculate My Quote' }).click();
}

describe.skipIf(!hasChromium)('2 and 3 times a week', () => {
  const browser = useBrowser();

  it('the calculator offers both, and the price follows the visits a week', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    const options = await page
      .getByRole('form', { name: 'Professional quote request' })
      .getByLabel('Cleaning frequency')
      .locator('option')
      .allInnerTexts();
    expect(options).toEqual(expect.arrayContaining(['Weekly', '2 times a week', '3 times a week', 'Daily (5 days a week)']));
    expect(options.indexOf('2 times a week')).toBe(options.indexOf('3 times a week') - 1);

    for (const [frequency, monthly] of [
      ['Weekly', '$539'],
      ['2 times a week', '$954'],
      ['3 times a week', '$1,368'],
    ] as const) {
      await monthlyToastFor(page, frequency);
      await page.getByText(`Estimated monthly cost: ${monthly}`, { exact: true }).first().waitFor();
    }
    expect(problems).toEqual([]);
    await closeContext(page);
  });

  it('a new service plan of 2 times a week ticks Monday and Thursday, and 3 times a week Monday, Wednesday and Friday', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await signInAsAdmin(page);
    await page.goto(baseUrl() + '/admin/service-plans');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'New service plan' }).click();
    const dialog = page.getByRole('dialog');
    const ticked = async () => {
      const days: string[] = [];
      for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
        if (await dialog.getByRole('checkbox', { name: day, exact: true }).isChecked()) days.push(day);
      }
      return days;
    };
    await dialog.getByLabel(/Frequency/).selectOption({ label: '2 times a week' });
    expect(await ticked()).toEqual(['Mon', 'Thu']);
    await dialog.getByLabel(/Frequency/).selectOption({ label: '3 times a week' });
    expect(await ticked()).toEqual(['Mon', 'Wed', 'Fri']);
    expect(problems).toEqual([]);
    await closeContext(page);
  });
});
