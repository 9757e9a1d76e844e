import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, useBrowser, openPage, waitForHydration } from './browser.ts';

describe.skipIf(!hasChromium)('window-cleaning landing page', () => {
  const browser = useBrowser();

  it('toggles add-ons and clears them all', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/window-cleaning');
    await waitForHydration(page);
    const addOns = page.locator('#window-add-ons');
    const gutter = addOns.getByRole('button', { name: /Gutter Cleaning/ });
    const screens = addOns.getByRole('button', { name: /Screens & Tracks/ });
    expect(await addOns.getByRole('button', { name: 'Clear all' }).count()).toBe(0);

    // The first click also wakes the island: both clicks are replayed once React has it, so wait for the state.
    await gutter.click();
    await screens.click();
    await expect.poll(() => gutter.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => screens.getAttribute('aria-pressed')).toBe('true');
    await screens.click();
    await expect.poll(() => screens.getAttribute('aria-pressed')).toBe('false');
    await screens.click();

    await addOns.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => gutter.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => screens.getAttribute('aria-pressed')).toBe('false');
    expect(await addOns.getByRole('button', { name: 'Clear all' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps exactly one FAQ answer open and filters reviews by plan', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/services/window-cleaning');
    await waitForHydration(page);
    const faq = page.locator('section[aria-labelledby="faq-heading"]');
    const triggers = faq.getByRole('button');
    const expanded = async () =>
      (await triggers.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')))).filter((v) => v === 'true').length;
    expect(await expanded()).toBe(1);
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
    // The first click also wakes the page's island; it is replayed once React has it.
    await triggers.nth(2).click();
    await expect.poll(() => triggers.nth(2).getAttribute('aria-expanded')).toBe('true');
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await expanded()).toBe(1);

    const reviews = page.locator('section[aria-labelledby="reviews-heading"]');
    const all = await reviews.locator('figure, article, blockquote').count();
    await reviews.getByRole('button', { name: 'Biannual' }).click();
    const biannual = await reviews.locator('figure, article, blockquote').count();
    expect(biannual).toBeGreaterThan(0);
    expect(biannual).toBeLessThan(all);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the sticky call bar on phones only', async () => {
    const phone = await openPage(browser(), 'phone');
    await phone.page.goto(baseUrl() + '/window-cleaning');
    // The bar steps aside while a form is in view (the site script): look at it by the footer, away from the forms.
    await waitForHydration(phone.page);
    await phone.page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const bar = phone.page.getByRole('navigation', { name: 'Call or get a quote' }).or(phone.page.getByLabel('Call or get a quote'));
    await expect.poll(() => bar.first().isVisible()).toBe(true);
    expect(await bar.first().getByRole('link', { name: /Call/ }).first().getAttribute('href')).toBe('tel:+16125550142');
    await phone.page.context().close();

    const desktop = await openPage(browser(), 'desktop');
    await desktop.page.goto(baseUrl() + '/window-cleaning');
    await waitForHydration(desktop.page);
    expect(await desktop.page.getByLabel('Call or get a quote').first().isVisible()).toBe(false);
    await desktop.page.context().close();
  });
});
