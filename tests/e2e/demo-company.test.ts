import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '#server/modules/users/demo-data.ts';
import { hasChromium, launchBrowser, viewports, waitForHydration } from './browser.ts';
import { freePort } from '../support/free-port.ts';

/**
 * Issue 31: `npm run demo` (scripts/demo.mjs, its own data directory) serves a business. Every admin,
 * employee and customer screen opens on the demo company without an empty state where the demo has
 * data, at 390 and 1280 px (with SCREENSHOT_DIR set, a screenshot of each in SCREENSHOT_DIR/demo to look at,
 * as the other journeys take theirs; CI takes none). The small size: the same story over the last months,
 * so the suite stays quick.
 */

/** What a screen says when it has nothing: none of these may show where the demo has data. */
const EMPTY = [
  'No invoices yet',
  'No service plans yet',
  'No leads yet',
  'No open leads',
  'No users yet',
  'No security events yet',
  'No time entries yet',
  'No ratings yet',
  'No upcoming visits',
  'No posts yet',
  'No generated posts yet',
  'No generated drafts await review.',
  'Nothing to review',
  'No contact messages yet',
  'No quote requests yet',
  'No visits in this period.',
  'No visits known',
  'No problems reported',
  'No paid invoices in these',
  'No jobs completed in these',
  'No leads in these',
  'No revenue last month to compare with',
  'No users last month to compare with',
  'Nothing logged yet',
  'No visit matches',
  'No plan matches',
  'No invoice matches',
];

const SHOTS = process.env['SCREENSHOT_DIR'] ? path.join(process.env['SCREENSHOT_DIR'], 'demo') : undefined;
const employee = DEMO_ACCOUNTS.find((a) => a.role === 'employee')!;
const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;

let server: ChildProcess | undefined;
let dataDir = '';
let base = '';
let browser: Browser | undefined;
let adminToken = '';
const ids: Record<string, number | string> = {};

async function call<T>(pathname: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(base + pathname, {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  if (!hasChromium) return;
  dataDir = mkdtempSync(path.join(tmpdir(), 'demo-e2e-'));
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn(process.execPath, ['scripts/demo.mjs', '--no-build', '--size=small'], {
    env: { ...process.env, DEMO_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SITE_URL: base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the demo exited with ${server.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the demo was not ready in time:\n${output}`);
    if (output.includes('Demo ready in')) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  // A progress line per part, and the sign-ins to use.
  expect(output).toMatch(/analytics: .* page visits/);
  expect(output).toMatch(/story told up to now/);
  expect(output).toContain(`${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`);

  const admin = (
    await call<{ token: string }>('/api/admin/login', undefined, { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password })
  ).token;
  adminToken = admin;
  ids.booking = (await call<Array<{ id: number }>>('/api/admin/bookings?limit=1', admin))[0]!.id;
  ids.plan = (await call<Array<{ id: number }>>('/api/admin/service-plans', admin))[0]!.id;
  ids.customer = (await call<{ customers: Array<{ id: number }> }>('/api/admin/customers', admin)).customers[0]!.id;
  ids.invoice = (await call<{ invoices: Array<{ id: number }> }>('/api/admin/invoices?limit=1', admin)).invoices[0]!.id;
  ids.employee = (await call<Array<{ id: number; username: string }>>('/api/users?role=employee', admin)).find(
    (u) => u.username === employee.username,
  )!.id;
  ids.post = (await call<Array<{ id: number }>>('/api/admin/blog/posts?status=draft', admin))[0]!.id;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(
  width: keyof typeof viewports,
  loginPath: string,
  username: string,
  password: string,
  landing: string,
): Promise<Page> {
  const context = await browser!.newContext({ viewport: viewports[width], isMobile: width === 'phone', hasTouch: width === 'phone' });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await page.goto(base + loginPath);
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(base + landing);
  return page;
}

/** Opens each screen, waits for its reads, and finds no empty state; a screenshot of each for a person to look at (SHOTS). */
async function visit(page: Page, width: string, screens: readonly string[]): Promise<void> {
  for (const screen of screens) {
    await page.goto(base + screen);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Skeletons gone: the screen shows what its reads answered.
    await page
      .waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .animate-pulse').length === 0, undefined, { timeout: 30_000 })
      .catch(() => undefined);
    const text = await page.locator('main').innerText();
    const empty = EMPTY.filter((phrase) => text.includes(phrase));
    expect(empty, `${screen} at ${width}`).toEqual([]);
    expect(text, `${screen} shows a refusal`).not.toMatch(/Something went wrong|could not be loaded/i);
    if (!SHOTS) continue;
    const name = `${width}-${screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`;
    await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  }
}

const adminScreens = () => [
  ...['overview', 'users', 'customer-forms', 'auto-blog', 'analytics', 'visitor-analytics', 'system', 'reports'].map(
    (tab) => `/admin/dashboard?tab=${tab}`,
  ),
  '/crm-dashboard',
  '/admin/customers',
  `/admin/customers/${ids.customer}`,
  '/admin/bookings',
  `/admin/bookings/${ids.booking}`,
  '/admin/service-plans',
  `/admin/service-plans/${ids.plan}`,
  '/admin/timesheets',
  `/admin/timesheets/${ids.employee}`,
  '/admin/invoices',
  `/admin/invoices/${ids.invoice}`,
  '/admin/problems',
  '/user-management',
  '/admin/security-log',
  '/admin/content-automation',
  '/admin/hyper-local-seo',
  '/admin/blog',
  `/admin/blog/${ids.post}`,
  '/admin/settings',
  '/account',
];
const employeeScreens = ['overview', 'schedule', 'timesheet', 'profile'].map((tab) => `/employee-dashboard?tab=${tab}`);
const customerScreens = ['dashboard', 'analytics', 'services', 'billing', 'reports', 'account'].map(
  (tab) => `/customer-dashboard?tab=${tab}`,
);

describe.skipIf(!hasChromium)('npm run demo', () => {
  it('pages the bookings list on the server: every visit of its four weeks counted, each page and order as the visits are', async () => {
    const page = await signedIn('desktop', '/admin/login', DEMO_ADMIN.username, DEMO_ADMIN.password, '/admin/dashboard');
    await page.goto(base + '/admin/bookings');
    await waitForHydration(page);
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    // The same dates through the plain list call: earliest first, ties by id.
    const visits = await call<Array<{ id: number; status: string }>>(`/api/admin/bookings?from=${from}&to=${to}&limit=1000`, adminToken);
    expect(visits.length, 'the demo has more than a page of visits in four weeks').toBeGreaterThan(50);
    const pages = page.getByRole('navigation', { name: 'Booking list pages' });
    const firstRowHref = () => page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
    await page.getByText(`${visits.length.toLocaleString('en-US')} visits`, { exact: true }).waitFor();
    await pages.getByText(`Showing 1–25 of ${visits.length.toLocaleString('en-US')}`).waitFor();
    expect(await firstRowHref()).toBe(`/admin/bookings/${visits[0]!.id}`);

    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText(`Showing 26–50 of ${visits.length.toLocaleString('en-US')}`).waitFor();
    await expect.poll(firstRowHref).toBe(`/admin/bookings/${visits[25]!.id}`);

    // Latest status first (pending, confirmed, completed, cancelled), ties earliest first; back on page 1.
    const statusHeader = page.getByRole('columnheader', { name: 'Status' }).getByRole('button');
    await statusHeader.click();
    await statusHeader.click();
    await pages.getByText(`Showing 1–25 of ${visits.length.toLocaleString('en-US')}`).waitFor();
    const order = ['pending', 'confirmed', 'completed', 'cancelled'];
    const latest = Math.max(...visits.map((v) => order.indexOf(v.status)));
    await expect.poll(firstRowHref).toBe(`/admin/bookings/${visits.find((v) => order.indexOf(v.status) === latest)!.id}`);
    await page.context().close();
  }, 120_000);

  for (const width of ['desktop', 'phone'] as const) {
    it(`shows the office a business on every admin screen (${viewports[width].width} px)`, async () => {
      const page = await signedIn(width, '/admin/login', DEMO_ADMIN.username, DEMO_ADMIN.password, '/admin/dashboard');
      await visit(page, String(viewports[width].width), adminScreens());
      await page.context().close();
    }, 600_000);

    it(`gives the demo employee and the demo customer their portals full of their year (${viewports[width].width} px)`, async () => {
      const staff = await signedIn(width, '/login-portal', employee.username, employee.password, '/employee-dashboard');
      await visit(staff, String(viewports[width].width), employeeScreens);
      // Today's visit is there to clock in to.
      await staff.goto(base + '/employee-dashboard?tab=overview');
      await waitForHydration(staff);
      await expect.poll(() => staff.locator('main').innerText(), { timeout: 30_000 }).toMatch(/Clock In/i);
      await staff.context().close();

      const client = await signedIn(width, '/login-portal', customer.username, customer.password, '/customer-dashboard');
      await visit(client, String(viewports[width].width), customerScreens);
      await expect.poll(() => client.locator('main').innerText(), { timeout: 30_000 }).toContain(customer.companyName);
      await client.context().close();
    }, 600_000);
  }
});
