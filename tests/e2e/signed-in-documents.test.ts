import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { SESSION_COOKIE } from '#shared/domain/document-session.ts';
import { signInAsAdmin } from './as-admin.ts';
import { baseUrl, hasChromium, openPage, useBrowser, viewports, waitForHydration } from './browser.ts';

/**
 * Issue 36, decision 0067: a signed-in screen comes with its first data in the document. Signed in with the
 * script, the browser holds the document cookie; the same cookies in a browser with JavaScript off get the
 * screen's data in the HTML itself, with no API call. Signing out takes the cookie away: the same document is
 * then the skeleton.
 */
const CUSTOMER = { username: 'demo.customer', password: 'demo-customer-2026' };

/** A browser with the script off, holding `cookies`; answers its page and every address it asked for. */
async function scriptless(browser: Browser, cookies: Awaited<ReturnType<BrowserContext['cookies']>>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
  context.setDefaultTimeout(20_000);
  await context.addCookies(cookies);
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return { page, urls, close: () => context.close() };
}

describe.skipIf(!hasChromium)('signed-in documents with their data (decision 0067)', () => {
  const browser = useBrowser();

  it('the customer portal: the first data in the document, none once signed out', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/login-portal');
    await waitForHydration(page);
    await page.getByLabel(/^Username/).fill(CUSTOMER.username);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(baseUrl() + '/customer-dashboard');
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toMatch(/^g\.[A-Za-z0-9_-]{40,}$/);
    expect([cookie?.sameSite, cookie?.path]).toEqual(['Strict', '/']);

    // The same cookies, no script: the customer's company (from their profile) is in the page as served.
    const noScript = await scriptless(browser(), await page.context().cookies());
    await noScript.page.goto(baseUrl() + '/customer-dashboard');
    await noScript.page.getByText('North Loop Offices LLC: your services, schedule and invoices.').waitFor();
    await noScript.page.locator('h2', { hasText: 'Your profile' }).waitFor();
    expect(noScript.urls.filter((path) => path.startsWith('/api/'))).toEqual([]);
    // Readable, not yet usable: inert and busy until the app has taken it over (it never does here).
    expect(await noScript.page.locator('#root').evaluate((root) => [root.hasAttribute('inert'), root.getAttribute('aria-busy')])).toEqual([
      true,
      'true',
    ]);

    // Reloaded with the script: hydrated over the served data with no complaint.
    await page.reload();
    await waitForHydration(page);
    await page.getByText('North Loop Offices LLC: your services, schedule and invoices.').waitFor();
    // Hydrated: usable, no longer busy.
    expect(await page.locator('#root').evaluate((root) => [root.hasAttribute('inert'), root.hasAttribute('aria-busy')])).toEqual([
      false,
      false,
    ]);
    expect(problems).toEqual([]);

    // Signed out: the cookie goes with the stored session, and the document names nobody.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#back-office-menu').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/customer-dashboard'));
    expect((await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    await noScript.close();
    const after = await scriptless(browser(), await page.context().cookies());
    await after.page.goto(baseUrl() + '/customer-dashboard');
    expect(await after.page.getByText('North Loop Offices LLC').count()).toBe(0);
    await after.close();
    await page.context().close();
  });

  it('the admin dashboard: the headline figures in the document', async () => {
    const { page } = await openPage(browser(), 'desktop');
    await signInAsAdmin(page);
    const noScript = await scriptless(browser(), await page.context().cookies());
    await noScript.page.goto(baseUrl() + '/admin/dashboard');
    await noScript.page.locator('dl[aria-label="Headline figures"] dd').first().waitFor();
    expect(await noScript.page.getByText('Total Users').count()).toBe(1);
    expect(noScript.urls.filter((path) => path.startsWith('/api/'))).toEqual([]);
    await noScript.close();
    await page.context().close();
  });
});
