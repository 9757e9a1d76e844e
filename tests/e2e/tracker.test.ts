import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { TopPage, VisitorStats } from '#shared/contracts/tracking.ts';
import { recordVisit } from '#shared/contracts/tracking.endpoints.ts';
import { baseUrl, hasChromium, useBrowser, viewports, waitForHydration } from './browser.ts';
import { E2E_ADMIN } from './global-setup.ts';

/** The server ignores headless browsers, so the tracked visitor looks like desktop Chrome. */
const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function adminToken(): Promise<string> {
  const res = await fetch(baseUrl() + '/api/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function adminGet<T>(token: string, path: string): Promise<T> {
  const res = await fetch(baseUrl() + path, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The tracker's visit of `path` sent (an exit carries a duration, a visit none): its time on the page counts from here. */
function visitSent(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== recordVisit.path) return false;
    const body = request.postDataJSON() as { page?: string; duration?: number } | null;
    return body?.page === path && body.duration === undefined;
  });
}

describe.skipIf(!hasChromium)('visitor tracker', () => {
  const browser = useBrowser(CHROME_UA);

  it('records each page load, client-side path and hash changes, and exit durations', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, userAgent: CHROME_UA });
    // The page's clock runs in real time, and the time spent on each page is moved on by the test
    // (fastForward) instead of waited out: the tracker measures it with Date.now().
    await context.clock.install();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
    });
    const aboutVisit = visitSent(page, '/about');
    await page.goto(baseUrl() + '/about');
    await waitForHydration(page);
    await aboutVisit;
    const ids = await page.evaluate(() => ({ visitor: localStorage.getItem('visitorId'), session: sessionStorage.getItem('sessionId') }));
    expect(ids.visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.session).toMatch(/^[0-9a-f-]{36}$/);

    await page.clock.fastForward(2200);
    const processVisit = visitSent(page, '/process');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Process' }).click();
    await page.waitForURL(baseUrl() + '/process');
    await processVisit;
    await page.clock.fastForward(1200);
    const hashVisit = visitSent(page, '/process#e2e-steps');
    await page.evaluate(() => {
      window.location.hash = 'e2e-steps';
    });
    await hashVisit;
    await page.clock.fastForward(1200);
    // A signed-in area: never tracked, but leaving the public page for it closes that visit.
    await page.evaluate(() => history.pushState(null, '', '/admin/login'));
    await page.clock.fastForward(300);
    const areasVisit = visitSent(page, '/areas-we-serve');
    await page.evaluate(() => history.pushState(null, '', '/areas-we-serve'));
    await areasVisit;
    await page.clock.fastForward(1200);
    await page.close({ runBeforeUnload: true });
    expect(warnings).toEqual([]);

    const token = await adminToken();
    const byPage = async () => {
      const pages = await adminGet<TopPage[]>(token, '/api/admin/top-pages?period=today');
      return Object.fromEntries(pages.map((p) => [p.page, p]));
    };
    // The last exit travels in a beacon from a closing page: give it a moment to land.
    await expect
      .poll(async () => (await byPage())['/areas-we-serve']?.avg_duration ?? 0, { timeout: 10_000, interval: 250 })
      .toBeGreaterThanOrEqual(1);

    const pages = await byPage();
    expect(pages['/about']).toMatchObject({ visits: 1, unique_visitors: 1 });
    expect(pages['/about']!.avg_duration).toBeGreaterThanOrEqual(2);
    expect(pages['/process']).toMatchObject({ visits: 1 });
    expect(pages['/process']!.avg_duration).toBeGreaterThanOrEqual(1);
    expect(pages['/process#e2e-steps']).toMatchObject({ visits: 1 });
    expect(pages['/process#e2e-steps']!.avg_duration).toBeGreaterThanOrEqual(1);
    expect(pages['/areas-we-serve']).toMatchObject({ visits: 1 });
    expect(Object.keys(pages).filter((p) => p.startsWith('/admin'))).toEqual([]);

    const stats = await adminGet<VisitorStats>(token, '/api/admin/visitor-stats');
    expect(stats.today_visits).toBeGreaterThanOrEqual(4);
    expect(stats.unique_visitors).toBeGreaterThanOrEqual(1);
    expect(stats.avg_duration).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps the visitor id across sessions and starts a new session id in a new browser session', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, userAgent: CHROME_UA });
    const first = await context.newPage();
    await first.goto(baseUrl() + '/services');
    await waitForHydration(first);
    // The tracker starts when the page is idle: wait for it to have written both ids.
    const ids = () => ({ visitor: localStorage.getItem('visitorId'), session: sessionStorage.getItem('sessionId') });
    await first.waitForFunction(() => localStorage.getItem('visitorId') && sessionStorage.getItem('sessionId'));
    const a = await first.evaluate(ids);
    expect(a.visitor).toMatch(/^[0-9a-f-]{36}$/);
    // A new tab shares localStorage but has its own sessionStorage.
    const second = await context.newPage();
    await second.goto(baseUrl() + '/services');
    await waitForHydration(second);
    await second.waitForFunction(() => sessionStorage.getItem('sessionId'));
    const b = await second.evaluate(ids);
    expect(b.visitor).toBe(a.visitor);
    expect(b.session).not.toBe(a.session);
    await context.close();
  });
});
