import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, hasChromium, useBrowser, viewports, waitForHydration } from './browser.ts';

const pages = ['/', '/about', '/services', '/process', '/areas-we-serve', '/window-cleaning', '/cities/edina', '/nope'];

describe.skipIf(!hasChromium)('accessibility (axe-core)', () => {
  const browser = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    it.each(pages)(`%s has no serious or critical violations (${size})`, async (path) => {
      // axe is injected by the test, so this context alone may bypass the site's CSP.
      const context = await browser().newContext({ viewport: viewports[size], bypassCSP: true });
      const page = await context.newPage();
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
