import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, useBrowser, openPage, waitForHydration } from './browser.ts';

describe.skipIf(!hasChromium)('navigation', () => {
  const browser = useBrowser();

  it('desktop: main navigation loads each page in full, with its title and canonical, and prefetches on hover', async () => {
    const { page, problems, thirdParty } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { keptFromLastPage: true }));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Services', 'Our Process', 'Areas We Serve', 'Blog', 'About', 'Testimonials', 'Sign In']) {
      await expect(nav.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');

    // Hovering a link fetches its page ahead (a prefetch the browser keeps for the click).
    const prefetched = page.waitForRequest((request) => request.url() === baseUrl() + '/services');
    await nav.getByRole('link', { name: 'Services' }).hover();
    expect(await (await prefetched).headerValue('sec-purpose')).toMatch(/prefetch/);

    await nav.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(baseUrl() + '/services');
    expect(await page.evaluate(() => 'keptFromLastPage' in window)).toBe(false);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.title.includes('Services'));
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/services$/);

    await nav.getByRole('link', { name: 'Areas We Serve' }).click();
    await page.waitForURL(baseUrl() + '/areas-we-serve');
    await page.getByRole('heading', { name: 'Primary Metro Cities' }).waitFor();

    expect(problems).toEqual([]);
    expect(thirdParty).toEqual([]);
    await page.context().close();
  });

  it('Testimonials navigates home from another page and scrolls to the section', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/about');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Testimonials' }).click();
    await page.waitForURL(baseUrl() + '/');
    await page.waitForFunction(() => {
      const top = document.getElementById('testimonials')?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top) < 200;
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('phone: the menu lists the spec items, closes after navigation, and Call Now dials', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const items = (await menu.locator('a, button').allInnerTexts()).map((t) => t.trim());
    expect(items).toEqual([
      'Home',
      'Services',
      'Our Process',
      'Blog',
      'Testimonials',
      'About',
      'Client Portal',
      'Call Now',
      'Get Free Quote',
    ]);
    expect(await menu.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:+16125550142');
    expect(await menu.getByRole('link', { name: 'Client Portal' }).getAttribute('href')).toBe('/login-portal');

    await menu.getByRole('link', { name: 'Our Process' }).click();
    await page.waitForURL(baseUrl() + '/process');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Start Your Assessment' }).first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
