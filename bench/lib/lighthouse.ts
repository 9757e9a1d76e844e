import { existsSync } from 'node:fs';

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number> & {
  /** Total blocking time and largest contentful paint, in milliseconds. */
  tbtMs: number;
  lcpMs: number;
};

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** A page Lighthouse could not measure: its error code on the last of the runs tried. */
export interface Unreadable {
  unreadable: string;
}

/**
 * Lighthouse at its default mobile settings, in Debian's Chromium. Undefined when Chromium is missing. A run
 * whose trace Lighthouse could not read (NO_NAVSTART and the like: about one run in ten here, every figure 0)
 * is run again, up to three times; after that the page is reported as unreadable, never with those zeros
 * (an LCP of 0 s would read as a target met).
 */
export async function lighthouseScores(url: string): Promise<Scores | Unreadable | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  let result: Scores | Unreadable = { unreadable: '' };
  for (let attempt = 1; attempt <= 3 && 'unreadable' in result; attempt += 1) result = await lighthouseOnce(url);
  return result;
}

async function lighthouseOnce(url: string): Promise<Scores | Unreadable> {
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
    if (result?.lhr.runtimeError) return { unreadable: result.lhr.runtimeError.code };
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
