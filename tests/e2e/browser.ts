import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

export const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** This worker's own server (global-setup.ts): files running at once never share one. */
function ownServer(): { baseUrl: string; mailDir: string } {
  const servers = inject('e2eServers');
  const index = Number(process.env['VITEST_POOL_ID'] ?? '1') - 1;
  const server = servers[index];
  if (!server) throw new Error(`No browser-test server for worker ${index + 1} of ${servers.length}`);
  return server;
}

export function baseUrl(): string {
  return ownServer().baseUrl;
}

/** The newest e-mail the app sent to `address` whose text matches, waiting for the outbox to deliver it. */
export async function mailTo(
  address: string,
  matching: RegExp,
  timeoutMs = 15_000,
): Promise<{ subject: string; text: string; raw: string }> {
  const dir = ownServer().mailDir;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readdirSync(dir)
      .sort()
      .reverse()
      .map(
        (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; subject: string; text: string; raw: string },
      );
    const found = mails.find((mail) => mail.to.includes(address) && matching.test(mail.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${address} matching ${matching} within ${timeoutMs} ms`);
}

/**
 * @param userAgent A browser-wide user agent. A context's own user agent does not reach
 * requests a page sends while unloading (exit beacons), which then read as a headless bot.
 */
export function launchBrowser(userAgent?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...(userAgent ? [`--user-agent=${userAgent}`] : []),
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
/**
 * Waits until the page's script has started: a public page's site script (its islands wake
 * when used) or the app's hydration. Both mark the document ready.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['ready'] === 'true');
}

/**
 * Waits for the toast titled `title` and returns it. A toast with another title (a refusal, a
 * validation failure) ends the wait at once with that toast's text, so a failure says why.
 */
export async function waitForToast(page: Page, title: string): Promise<Locator> {
  const wanted = page.getByRole('status').filter({ hasText: title });
  // Another toast: a status with the toasts' close button that does not say `title`.
  const other = page
    .getByRole('status')
    .filter({ has: page.getByRole('button', { name: 'Close notification' }) })
    .filter({ hasNotText: title })
    .first();
  const seen = await Promise.race([
    wanted.waitFor().then(() => 'wanted' as const),
    // The loser's wait ends with the page; its timeout is not this test's failure.
    other.waitFor().then(
      () => 'other' as const,
      () => new Promise<never>(() => undefined),
    ),
  ]);
  if (seen === 'other' && !(await wanted.isVisible())) {
    throw new Error(`expected the toast "${title}", saw: ${await other.innerText()}`);
  }
  return wanted;
}

/** Wakes an island and waits until React has it (for tests that look at its state before acting). */
export async function activateIsland(page: Page, name: string): Promise<void> {
  await page.evaluate((island) => {
    document.querySelector(`[data-island="${island}"]`)?.dispatchEvent(new FocusEvent('focusin'));
  }, name);
  await page.waitForFunction(
    (island) => document.querySelector<HTMLElement>(`[data-island="${island}"]`)?.dataset['islandState'] === 'hydrated',
    name,
  );
}

/** One Chromium for the whole describe block: launched before, closed after. */
export function useBrowser(userAgent?: string): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(userAgent);
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
