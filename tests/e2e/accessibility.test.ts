import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, useBrowser, viewports, waitForHydration } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const pages = ['/', '/about', '/services', '/process', '/areas-we-serve', '/window-cleaning', '/cities/edina', '/nope'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

describe.skipIf(!hasChromium)('accessibility (axe-core)', () => {
  const browser = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    it.each(pages)(`%s has no serious or critical violations (${size})`, async (path) => {
      // axe is injected by the test, so this context alone may bypass the site's CSP.
      const context = await browser().newContext({ viewport: viewports[size], bypassCSP: true });
      const page = await context.newPage();
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
        const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] } });
        return result.violations;
      });
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});
