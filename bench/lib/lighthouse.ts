import { existsSync } from 'node:fs';

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number> & {
  /** Total blocking time and largest contentful paint, in milliseconds. */
  tbtMs: number;
  lcpMs: number;
};

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Lighthouse at its default mobile settings, in Debian's Chromium. Undefined when Chromium is missing. */
export async function lighthouseScores(url: string): Promise<Scores | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result?.lhr.categories ?? {};
    const audit = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? 0);
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      tbtMs: audit('total-blocking-time'),
      lcpMs: audit('largest-contentful-paint'),
    };
  } finally {
    chrome.kill();
  }
}
