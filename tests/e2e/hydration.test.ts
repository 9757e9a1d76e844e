import { describe, expect, it } from 'vitest';
import { activateIsland, baseUrl, hasChromium, useBrowser, openPage, waitForHydration } from './browser.ts';

const pages = [
  '/',
  '/blog',
  '/quote-calculator?service=medical-facilities&sqft=5000',
  '/scheduling',
  '/about',
  '/services',
  '/services/window-cleaning',
  '/window-cleaning',
  '/process',
  '/areas-we-serve',
  '/cities/edina',
  '/cities/hamel',
];

describe.skipIf(!hasChromium)('every public page starts cleanly, and each of its islands hydrates cleanly', () => {
  const browser = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    it(`starts and hydrates without warnings or third-party requests (${size})`, async () => {
      const { page, problems, thirdParty } = await openPage(browser(), size);
      for (const path of pages) {
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        // Public pages are static HTML: no page data travels as script.
        expect(await page.locator('#app-state').count(), path).toBe(0);
        const islands = await page.locator('[data-island]').evaluateAll((all) => all.map((el) => el.getAttribute('data-island')!));
        for (const island of islands) await activateIsland(page, island);
        // Content is in the served HTML, so it must still be there, unchanged, after hydration.
        expect(await page.locator('h1').count(), path).toBe(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      expect(problems).toEqual([]);
      expect(thirdParty).toEqual([]);
      await page.context().close();
    });
  }
});
