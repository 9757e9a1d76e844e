import { existsSync } from 'node:fs';

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number> & {
  /** Total blocking time and largest contentful paint, in milliseconds. */
  tbtMs: number;
  lcpMs: number;
};

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Lighthouse at its default mobile settings, in Debian's Chromium. Undefined when Chromium is missing. A run
 * whose trace Lighthouse could not read (NO_NAVSTART and the like: about one run in ten here, scores of 0) is
 * run again, up to three times, instead of being reported as the page's figures.
 */
export async function lighthouseScores(url: string): Promise<Scores | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  for (let attempt = 1; ; attempt += 1) {
    const scores = await lighthouseOnce(url);
    if (scores !== 'trace-error' || attempt === 3) return scores === 'trace-error' ? zeroScores : scores;
  }
}

const zeroScores: Scores = { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0, tbtMs: 0, lcpMs: 0 };

async function lighthouseOnce(url: string): Promise<Scores | 'trace-error'> {
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
    if (result?.lhr.runtimeError) return 'trace-error';
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
