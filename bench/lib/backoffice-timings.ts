import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { SESSION_COOKIE } from '../../src/shared/domain/document-session.ts';

/**
 * Issue 36's back-office timings: on a phone throttled as Lighthouse's mobile profile (its
 * "mobileSlow4G" network, applied by DevTools as Lighthouse's devtools mode applies it, and a 4x slower
 * CPU, on the Moto G Power's screen), the time from navigation to the first data row each back-office
 * screen shows, next to the public home page's largest paint in the same run. Signed in the way the
 * app keeps a session (the login calls' token in localStorage, set before any script runs), so the
 * measure starts at the screen and not at a sign-in form.
 */

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Each figure is the median of this many loads (BENCH_BACKOFFICE_RUNS). */
const RUNS = Math.max(1, Number(process.env['BENCH_BACKOFFICE_RUNS'] ?? 3));
/** A screen that shows no data row this long after navigation is reported as such. */
const GIVE_UP_MS = 60_000;
/** Issue 36's target: first data within a second of navigation. */
export const BACKOFFICE_TARGET_MS = 1000;

const PHONE = throttling.mobileSlow4G;

export type Role = 'admin' | 'customer' | 'employee';

/** A back-office screen: where it is, who sees it, and the element that is its first data row. */
export interface Screen {
  name: string;
  path: string;
  as: Role;
  /** A CSS selector matching the screen's first data row (not a skeleton, not a heading). */
  firstData: string;
  what: string;
  /** A second view the screen switches to by a button (the CRM's board, the bookings' week), timed from the press. */
  then?: { button: string; firstData: string; what: string };
}

/** The five screens of issue 36, as each opens (both the CRM and the bookings open on their list). */
export const BACKOFFICE_SCREENS: readonly Screen[] = [
  {
    name: 'admin dashboard',
    path: '/admin/dashboard',
    as: 'admin',
    firstData: 'dl[aria-label="Headline figures"] dd',
    what: 'headline figures',
  },
  {
    name: 'CRM',
    path: '/crm-dashboard',
    as: 'admin',
    firstData: 'ul[aria-label="Leads"] > li',
    what: 'first lead',
    then: {
      button: '[aria-label="Show leads as"] button[data-value="board"]',
      firstData: '[aria-label="Leads by status"] ul > li',
      what: 'board',
    },
  },
  {
    name: 'bookings',
    path: '/admin/bookings',
    as: 'admin',
    firstData: 'ul[aria-label="Bookings"] > li, table tbody tr',
    what: 'first booking',
    then: {
      button: '[aria-label="Show bookings as"] button[data-value="week"]',
      firstData: 'ol[aria-label="Days of the week"] ul > li, [aria-label="Week calendar"] ul > li',
      what: 'week',
    },
  },
  {
    name: 'customer portal',
    path: '/customer-dashboard',
    as: 'customer',
    firstData: 'ul[aria-label="Upcoming services"] > li',
    what: 'first upcoming service',
  },
  {
    name: 'employee portal',
    path: '/employee-dashboard',
    as: 'employee',
    firstData: `ul[aria-label="Today's assignments"] > li, ul[aria-label="Upcoming assignments"] > li`,
    what: 'first assignment',
  },
];

/** What a signed-in browser holds in localStorage (src/client/lib/auth-storage.ts's keys). */
export type StoredSession = Record<string, string>;

/** Signs each role in through its login call and answers the localStorage the app would keep. */
export async function signInSessions(
  baseUrl: string,
  accounts: Record<Role, { username: string; password: string }>,
): Promise<Record<Role, StoredSession>> {
  const post = async (path: string, body: object) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { token: string; admin?: StoredUser; user?: StoredUser & { role: string } };
  };
  const info = ({ firstName, lastName, username, email }: StoredUser) => JSON.stringify({ firstName, lastName, username, email });
  const admin = await post('/api/admin/login', accounts.admin);
  const general = async (role: 'customer' | 'employee') => {
    const { token, user } = await post('/api/auth/login', accounts[role]);
    return { authToken: token, userRole: user!.role, userInfo: info(user!) };
  };
  return {
    admin: { adminToken: admin.token, adminInfo: info(admin.admin!) },
    customer: await general('customer'),
    employee: await general('employee'),
  };
}

interface StoredUser {
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string | null;
}

/** One screen's medians: cold (a new browser profile: nothing cached) and warm (the same tab again). */
export interface ScreenTiming {
  coldMs: number | undefined;
  warmMs: number | undefined;
  thenMs?: number | undefined;
  /** Why a load showed no data (where it ended), when one did not. */
  failure?: string;
}

/** The home page's largest paint, cold and warm, and each screen's first data, measured in one browser. */
export async function measureBackOffice(
  baseUrl: string,
  sessions: Record<Role, StoredSession>,
  screens: readonly Screen[] = BACKOFFICE_SCREENS,
): Promise<{ home: ScreenTiming; screens: Map<Screen, ScreenTiming> } | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
  try {
    const home = await repeat(() => timeLoads(browser, baseUrl, '/', { lcp: true }));
    const timings = new Map<Screen, ScreenTiming>();
    for (const screen of screens) {
      timings.set(screen, await repeat(() => timeLoads(browser, baseUrl, screen.path, { session: sessions[screen.as], screen })));
    }
    return { home, screens: timings };
  } finally {
    await browser.close();
  }
}

/** Medians of RUNS measurements; a failure of any run is kept. */
async function repeat(measure: () => Promise<ScreenTiming>): Promise<ScreenTiming> {
  const runs: ScreenTiming[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure());
  const median = (values: Array<number | undefined>) => {
    const known = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
    return known.length === values.length ? known[Math.floor(known.length / 2)] : undefined;
  };
  const failure = runs.find((r) => r.failure)?.failure;
  return {
    coldMs: median(runs.map((r) => r.coldMs)),
    warmMs: median(runs.map((r) => r.warmMs)),
    thenMs: runs.some((r) => r.thenMs !== undefined) ? median(runs.map((r) => r.thenMs)) : undefined,
    ...(failure ? { failure } : {}),
  };
}

/** A cold load of `path` in a fresh phone profile, then a warm one in the same tab (and the screen's second view). */
async function timeLoads(
  browser: Browser,
  baseUrl: string,
  path: string,
  what: { lcp: true } | { session: StoredSession; screen: Screen },
): Promise<ScreenTiming> {
  const context = await phoneContext(browser, baseUrl, 'session' in what ? what : { session: {} });
  try {
    const page = await throttledPage(context);
    const measure = 'lcp' in what ? () => largestPaint(page, baseUrl + path) : () => firstData(page, baseUrl + path);
    const cold = await measure();
    if (typeof cold === 'string') return { coldMs: undefined, warmMs: undefined, failure: cold };
    // A return visit: the first load has finished (its code fetched and run), so the second measures the
    // cache, not a navigation queued behind the first page's chunk requests (a screen rendered with its data
    // shows its rows long before its code has come: decision 0067).
    await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS });
    const warm = await measure();
    if (typeof warm === 'string') return { coldMs: cold, warmMs: undefined, failure: warm };
    const then = 'screen' in what && what.screen.then ? await switchView(page, what.screen.then) : undefined;
    return {
      coldMs: cold,
      warmMs: warm,
      thenMs: typeof then === 'number' ? then : undefined,
      ...(typeof then === 'string' ? { failure: then } : {}),
    };
  } finally {
    await context.close();
  }
}

/**
 * A new profile with Lighthouse's phone screen and user agent, signed in before any of the site's
 * scripts run, each document watching from its start for the screen's first data row.
 */
async function phoneContext(
  browser: Browser,
  baseUrl: string,
  { session, screen: watched }: { session: StoredSession; screen?: Screen },
): Promise<BrowserContext> {
  const screen = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  // The document cookie the app writes beside its stored session (decision 0067): a signed-in browser has it.
  const token = session['authToken'] ? `g.${session['authToken']}` : session['adminToken'] ? `a.${session['adminToken']}` : undefined;
  if (token) await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl, sameSite: 'Strict' }]);
  // A string, not a function: the bench runs under tsx, whose helpers a serialised function would miss.
  await context.addInitScript({
    content: `if (location.origin === ${JSON.stringify(new URL(baseUrl).origin)}) {
      const session = ${JSON.stringify(session)};
      for (const key of Object.keys(session)) localStorage.setItem(key, session[key]);
    }
    // Resolves with the time (ms since navigation) of the frame that first shows an element matching the selector.
    window.__benchShown = (selector) => new Promise((resolve) => {
      const found = () => document.querySelector(selector) !== null;
      const done = () => requestAnimationFrame(() => resolve(performance.now()));
      if (found()) return done();
      const watch = new MutationObserver(() => { if (found()) { watch.disconnect(); done(); } });
      watch.observe(document, { childList: true, subtree: true });
    });
    ${watched ? `window.__benchFirst = window.__benchShown(${JSON.stringify(watched.firstData)});` : ''}
    window.__benchPaints = [];
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchPaints.push(entry.startTime); })
      .observe({ type: 'largest-contentful-paint', buffered: true });`,
  });
  return context;
}

/** A tab on Lighthouse's mobileSlow4G network and a 4x slower CPU, through DevTools. */
async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.requestLatencyMs,
    downloadThroughput: (PHONE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
  return page;
}

/** Navigates and answers the ms from navigation to the first data row shown, or where the page ended instead. */
async function firstData(page: Page, url: string): Promise<number | string> {
  await page.goto(url, { waitUntil: 'commit' });
  try {
    return Math.round(await withTimeout(page.evaluate('window.__benchFirst') as Promise<number>));
  } catch (error) {
    return `no data row on ${url} (ended on ${page.url()}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

/** Navigates and answers the largest contentful paint (ms from navigation) once the network is quiet. */
async function largestPaint(page: Page, url: string): Promise<number | string> {
  await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
  // The last candidate stands once nothing more arrives (Lighthouse waits for a quiet network too).
  await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS });
  const paints = (await page.evaluate('window.__benchPaints')) as number[];
  return paints.length > 0 ? Math.round(paints[paints.length - 1]!) : `no largest paint on ${url}`;
}

/**
 * Presses the button of a screen's second view once the app has taken the page over (a screen rendered
 * with its data shows its rows before its code runs: decision 0067); ms from the press to its first data row.
 */
async function switchView(page: Page, then: NonNullable<Screen['then']>): Promise<number | string> {
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached', timeout: GIVE_UP_MS });
  const started = (await page.evaluate(`(() => {
    const button = document.querySelector(${JSON.stringify(then.button)});
    if (!button) return undefined;
    const at = performance.now();
    window.__benchThen = window.__benchShown(${JSON.stringify(then.firstData)});
    button.click();
    return at;
  })()`)) as number | undefined;
  if (started === undefined) return `no "${then.what}" button (${then.button})`;
  try {
    return Math.round((await withTimeout(page.evaluate('window.__benchThen') as Promise<number>)) - started);
  } catch (error) {
    return `no ${then.what} data row: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing within ${GIVE_UP_MS / 1000} s`)), GIVE_UP_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The profile, in words, for the section's heading. */
export function profileInWords(): string {
  const screen = screenEmulationMetrics.mobile;
  return `Lighthouse's mobile profile applied by DevTools: ${Math.round(PHONE.requestLatencyMs)} ms a request, ${(PHONE.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s down, CPU ${PHONE.cpuSlowdownMultiplier}x slower, ${screen.width}x${screen.height} at ${screen.deviceScaleFactor}x; median of ${RUNS}`;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Prints the section: the home page's paint, then each screen's first data in ms and as a ratio to it (cold to cold, warm to warm). */
export function printBackOffice(result: NonNullable<Awaited<ReturnType<typeof measureBackOffice>>>): void {
  const { home } = result;
  const figure = (ms: number | undefined, homeMs: number | undefined) => {
    if (ms === undefined) return 'no data'.padEnd(36);
    const ratio = homeMs ? `${fmt(ms / homeMs, 2)}x home, ` : '';
    return `${fmt(ms).padStart(6)} ms (${ratio}${ms <= BACKOFFICE_TARGET_MS ? 'within' : 'over'} 1 s)`.padEnd(36);
  };
  console.log(
    `  ${'home page'.padEnd(16)} ${'/'.padEnd(20)} ${'largest paint'.padEnd(24)} cold ${home.coldMs === undefined ? 'none' : `${fmt(home.coldMs).padStart(6)} ms`}   warm ${home.warmMs === undefined ? 'none' : `${fmt(home.warmMs).padStart(6)} ms`}${home.failure ? `   (${home.failure})` : ''}`,
  );
  for (const [screen, t] of result.screens) {
    const then = screen.then && t.thenMs !== undefined ? `   ${screen.then.what}: ${fmt(t.thenMs)} ms after the press` : '';
    console.log(
      `  ${screen.name.padEnd(16)} ${screen.path.padEnd(20)} ${screen.what.padEnd(24)} cold ${figure(t.coldMs, home.coldMs)}   warm ${figure(t.warmMs, home.warmMs)}${then}${t.failure ? `   (${t.failure})` : ''}`,
    );
  }
}
