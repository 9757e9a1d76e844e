import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

export const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far (hydration problems land here). */
  problems: string[];
  /** Requests to any origin other than the site's. */
  thirdParty: string[];
}

/** A page that records console errors, page errors and third-party requests. */
export async function openPage(browser: Browser, viewport: keyof typeof viewports = 'desktop'): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  // A step that cannot happen should fail fast and name its locator, not run into the test timeout.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const problems: string[] = [];
  const thirdParty: string[] = [];
  const origin = new URL(baseUrl()).origin;
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) thirdParty.push(url);
  });
  return { page, problems, thirdParty };
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

/** One Chromium for the whole describe block: launched before, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Bounded for the same reason as closeContext(): a stuck close must not hang the suite.
    await Promise.race([browser?.close(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  });
  return () => {
    if (!browser) throw new Error('browser not launched yet');
    return browser;
  };
}

/**
 * Closes a page's browser context without letting a stuck close hang the test:
 * Chromium can take minutes to close a context whose page was just sent to
 * another URL by a script (the session-expired redirect does exactly that).
 */
export async function closeContext(page: Page): Promise<void> {
  await Promise.race([
    page
      .context()
      .close()
      .catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 5_000)),
  ]);
}
