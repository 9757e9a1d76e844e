import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, useBrowser, openPage, waitForHydration } from './browser.ts';

const pages = [
  '/',
  '/about',
  '/services',
  '/services/window-cleaning',
  '/window-cleaning',
  '/process',
  '/areas-we-serve',
  '/cities/edina',
  '/cities/hamel',
];

describe.skipIf(!hasChromium)('every public page hydrates cleanly', () => {
  const browser = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    it(`hydrates without warnings or third-party requests (${size})`, async () => {
      const { page, problems, thirdParty } = await openPage(browser(), size);
      for (const path of pages) {
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        await waitForHydration(page);
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
