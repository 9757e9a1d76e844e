import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';

// Found by its attribute: while it steps aside it is hidden, so the accessibility tree (and getByRole) leaves it out.
const bar = (page: Page) => page.locator('aside[data-sticky-bar][aria-label="Call or get a quote"]');

/** Whether the sticky bar is where a visitor sees and can reach it (not slid away, not inert). */
async function barShown(page: Page): Promise<boolean> {
  const box = await bar(page).boundingBox();
  const viewport = page.viewportSize()!;
  const reachable = await bar(page).evaluate((el) => !(el as HTMLElement).inert && getComputedStyle(el).visibility === 'visible');
  return reachable && box !== null && box.y < viewport.height;
}

/** Scrolls `target` into the middle of the screen and lets the bar settle (its slide takes 200 ms). */
async function scrollTo(page: Page, target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.waitForTimeout(400);
}

/** Visible links and buttons inside `scope` that are shorter than 44 px (text links inside sentences excepted). */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button, select, input:not([type="hidden"])')]
      .filter((el) => el.offsetParent !== null && !el.closest('p'))
      // A visually hidden checkbox is tapped through its label (the chip).
      .map((el) => (el instanceof HTMLInputElement ? (el.closest('label') ?? el) : el))
      .filter((el) => el.getBoundingClientRect().height < 44)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').trim()}" ${Math.round(el.getBoundingClientRect().height)}px`,
      ),
  );
}

describe.skipIf(!hasChromium)('on a phone', () => {
  const browser = useBrowser();

  it('every long public page has the sticky Call / Get Quote bar; a short one does not', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    for (const path of [
      '/about',
      '/services',
      '/process',
      '/areas-we-serve',
      '/cities/edina',
      '/blog',
      '/window-cleaning',
      '/quote-calculator',
    ]) {
      await page.goto(baseUrl() + path);
      expect(await bar(page).count(), path).toBe(1);
      expect(await bar(page).getByRole('link', { name: 'Call' }).getAttribute('href'), path).toMatch(/^tel:\+1\d{10}$/);
    }
    await page.goto(baseUrl() + '/about');
    // Every "Get a quote" leads to the one quote form (issue 30).
    expect(await bar(page).getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe('/#quote');
    expect(await barShown(page)).toBe(true);
    await page.goto(baseUrl() + '/no-such-page');
    expect(await bar(page).count()).toBe(0);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await closeContext(page);
  });

  it('the hero goes to the one quote form, and the bar steps aside while a form is in view', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Professional quote request' });
    await page.getByRole('link', { name: 'Get Instant Quote' }).first().click();
    await page.waitForFunction(() => {
      const top = document.querySelector('#quote')?.getBoundingClientRect().top;
      return top !== undefined && top >= -1 && top < 200;
    });
    expect(new URL(page.url()).hash).toBe('#quote');
    await page.waitForFunction(() => (document.querySelector('[aria-label="Call or get a quote"]') as HTMLElement | null)?.inert === true);
    expect(await barShown(page)).toBe(false);

    await scrollTo(page, page.getByRole('heading', { name: 'What facility managers say' }));
    expect(await barShown(page)).toBe(true);
    await bar(page).getByRole('link', { name: 'Get Quote' }).click();
    await page.waitForFunction(() => {
      const box = document.querySelector('#quote form')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
    expect(await form.isVisible()).toBe(true);
    expect(await barShown(page)).toBe(false);
    expect(problems).toEqual([]);
    await closeContext(page);
  });

  it('Escape closes the menu and gives focus back to its toggle; header, menu, bar and forms have 44 px targets', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/about');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: /mobile|menu/i });
    await menu.waitFor();
    expect(await smallTargets(page.locator('header'))).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await smallTargets(bar(page))).toEqual([]);

    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    expect(await smallTargets(page.getByRole('form', { name: 'Professional quote request' }))).toEqual([]);
    expect(problems).toEqual([]);
    await closeContext(page);
  });
});
