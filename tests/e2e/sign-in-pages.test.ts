import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, viewports, waitForHydration } from './browser.ts';

// Issue 12, "one way in": the three sign-in routes are one page design (decision 0016).
const SIGN_IN_PAGES = [
  {
    path: '/login-portal',
    heading: 'Client Portal',
    missing: 'Please fill in all fields',
    refused: 'Invalid username or password. Please try again.',
  },
  {
    path: '/login',
    heading: 'Sign in to your account',
    missing: 'Please enter both username and password',
    refused: 'Invalid username or password',
  },
  {
    path: '/admin/login',
    heading: 'Admin Login',
    missing: 'Please enter both username and password',
    refused: 'Invalid username or password',
  },
] as const;

/** What the card holds, in order, and where it sits: the parts every sign-in page must share. */
function cardShape(card: Locator) {
  return card.evaluate((section) => {
    const form = section.querySelector('form');
    const box = section.getBoundingClientRect();
    const text = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    return {
      headings: section.querySelectorAll('h1').length,
      labels: [...(form?.querySelectorAll('label') ?? [])].map(text),
      buttons: [...(form?.querySelectorAll('button') ?? [])].map(text),
      links: [...(form?.querySelectorAll('a') ?? [])].map(text),
      // The layout width, without a scrollbar the desktop window may show.
      pageWidth: document.documentElement.clientWidth,
      left: Math.round(box.left),
      right: Math.round(document.documentElement.clientWidth - box.right),
      width: Math.round(box.width),
      overflows: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

/** The one message after a submit: a single alert holding `text`, focused, the text nowhere else and no toast with it. */
async function expectOneMessage(page: Page, text: string) {
  const alert = page.getByRole('alert');
  await alert.getByText(text, { exact: true }).waitFor();
  // A toast would be raised in the same handler; give it a moment to show before counting.
  await page.waitForTimeout(300);
  expect(await alert.count()).toBe(1);
  expect(await page.getByText(text, { exact: true }).count()).toBe(1);
  expect(await page.getByText('Login Failed', { exact: true }).count()).toBeLessThanOrEqual(1);
  expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
}

describe.skipIf(!hasChromium)('the sign-in pages', () => {
  const browser = useBrowser();

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`are one card design at ${viewports[viewport].width} px, under the site's one header`, async () => {
      const { page, problems } = await openPage(browser(), viewport);
      const shapes = [];
      for (const { path, heading } of SIGN_IN_PAGES) {
        await page.goto(baseUrl() + path);
        await waitForHydration(page);
        const shape = await cardShape(page.getByRole('region', { name: heading }));
        expect(shape.headings, path).toBe(1);
        expect(shape.labels[0], path).toMatch(/^Username or email/);
        expect(shape.buttons, path).toContain('Sign In');
        expect(shape.links, path).toContain('Forgot password?');
        expect(shape.overflows, path).toBe(false);
        // Centred, the full width less the page's padding on a phone, a fixed column on a desktop.
        expect(Math.abs(shape.left - shape.right), path).toBeLessThanOrEqual(1);
        expect(shape.width, path).toBe(viewport === 'phone' ? shape.pageWidth - 32 : 448);
        shapes.push({ ...shape, path });
        // One header and one footer: the site's, on all three (the portal once had its own strip as well).
        expect(await page.getByRole('banner').count(), path).toBe(1);
        expect(await page.getByRole('contentinfo').count(), path).toBe(1);
        expect(await page.getByRole('navigation').count(), path).toBe(viewport === 'desktop' ? 1 : 0);
      }
      const [first, ...rest] = shapes.map(({ path: _path, ...shape }) => shape);
      for (const shape of rest) expect(shape).toEqual(first);

      // The portal's own parts: the header's links (spec: Home, Services, Get Quote) and its contact line.
      if (viewport === 'desktop') {
        const header = page.getByRole('banner');
        for (const name of ['Home', 'Services', 'Get Free Quote'])
          expect(await header.getByRole('link', { name, exact: true }).count()).toBe(1);
      }
      await page.goto(baseUrl() + '/login-portal');
      await waitForHydration(page);
      await page.getByText('Contact administrator for account access.').waitFor();
      expect(problems).toEqual([]);
      await closeContext(page);
    });
  }

  it('say an empty field and a wrong password once each, inline, never as a toast as well', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    for (const { path, missing, refused } of SIGN_IN_PAGES) {
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectOneMessage(page, missing);

      // An account nobody has, so no real account's sign-in limits are touched.
      await page.getByLabel('Username or email').fill('nobody.signs.in@example.test');
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectOneMessage(page, refused);
    }
    // The refused sign-ins answer 401, which the browser logs as a failed resource.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await closeContext(page);
  });
});
