import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminToken, postJson } from './as-admin.ts';
import { baseUrl, hasChromium, useBrowser, viewports } from './browser.ts';
import { E2E_ADMIN } from './global-setup.ts';
import { totpCode } from '../support/totp.ts';

// Issue 29, blocker (decision 0032): with no script at all, every sign-in page and the password
// forms still work, and no password (or code) ever appears in an address the browser asked for.
const CUSTOMER = { username: 'nojs.e2e', email: 'nojs.e2e@northloop-offices.example' };
const NEW_PASSWORD = 'maple grove pass phrase 9';
const WRONG_PASSWORD = 'not my pass phrase 41';

/** A browser with JavaScript off that records every address it requests. */
async function scriptlessPage(context: BrowserContext): Promise<{ page: Page; urls: string[] }> {
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return { page, urls };
}

async function signIn(page: Page, path: string, username: string, password: string): Promise<void> {
  await page.goto(baseUrl() + path);
  await page.getByLabel(/^Username or email/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe.skipIf(!hasChromium)('sign-in and password forms without JavaScript', () => {
  const browser = useBrowser();

  it('set a password by link, then sign in on each page: a wrong password says so, a right one lands signed in', async () => {
    const token = await adminToken();
    const created = await postJson(
      '/api/users',
      { firstName: 'Nora', lastName: 'Jensen', username: CUSTOMER.username, email: CUSTOMER.email, role: 'customer' },
      token,
    );
    expect(created.status).toBe(201);
    const link = ((await created.json()) as { passwordLink: { url: string } }).passwordLink.url;

    const context = await browser().newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const { page, urls } = await scriptlessPage(context);

    // The set-password link: the form is in the page as served, and posts to it.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await page.getByText(`Choose a password for ${CUSTOMER.username}`).first().waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('a different pass phrase 7');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByText('The passwords do not match').first().waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.waitForURL(`${baseUrl()}/login-portal?password-set=1&username=${CUSTOMER.username}`);
    await page.getByText('Your password is set.').waitFor();

    // Each sign-in page: first a wrong password (the page says what is wrong), then the right one.
    const pages = [
      {
        path: '/login-portal',
        refused: 'Invalid username or password. Please try again.',
        user: CUSTOMER.username,
        password: NEW_PASSWORD,
        lands: '/customer-dashboard',
      },
      {
        path: '/login',
        refused: 'Invalid username or password',
        user: CUSTOMER.username,
        password: NEW_PASSWORD,
        lands: '/customer-dashboard',
      },
      {
        path: '/admin/login',
        refused: 'Invalid username or password',
        user: E2E_ADMIN.username,
        password: E2E_ADMIN.password,
        lands: '/admin/dashboard',
      },
    ];
    for (const { path, refused, user, password, lands } of pages) {
      await signIn(page, path, user, WRONG_PASSWORD);
      await page.getByRole('alert').getByText(refused, { exact: true }).waitFor();
      expect(new URL(page.url()).pathname, path).toBe(path);
      expect(await page.getByLabel(/^Username or email/).inputValue(), path).toBe(user);
      await signIn(page, path, user, password);
      await page.waitForURL(baseUrl() + lands);
    }

    // Forgot password, without a script too.
    await page.goto(baseUrl() + '/forgot-password');
    await page.getByLabel('Username or email').fill(CUSTOMER.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account matches' }).waitFor();

    // No address asked for carried a password, whether typed right or wrong.
    for (const secret of [NEW_PASSWORD, WRONG_PASSWORD, E2E_ADMIN.password]) {
      const encoded = [secret, encodeURIComponent(secret), new URLSearchParams({ p: secret }).toString().slice(2)];
      expect(urls.filter((url) => encoded.some((e) => url.includes(e)))).toEqual([]);
    }

    // Signed in: the portal sign-in's session waits for the app's script, which takes it over once it runs
    // (a slow phone whose script arrives after the post). The same cookies in a browser with script:
    await signIn(page, '/login-portal', CUSTOMER.username, NEW_PASSWORD);
    await page.waitForURL(baseUrl() + '/customer-dashboard');
    const withScript = await browser().newContext({ storageState: await context.storageState(), viewport: viewports.phone });
    const later = await withScript.newPage();
    await later.goto(baseUrl() + '/customer-dashboard');
    await later.getByRole('heading', { level: 1, name: 'Customer Portal' }).waitFor();
    expect(await later.evaluate(() => localStorage.getItem('userRole'))).toBe('customer');
    await withScript.close();
    await context.close();
  });

  it('asks for the two-factor code on the page and signs in with it, without a script', async () => {
    // The first sign-in page's answer when the account needs its code: the code field, and the password once more.
    const token = await adminToken();
    const username = 'nojs.twofactor';
    const created = await postJson(
      '/api/users',
      { firstName: 'Tove', lastName: 'Lund', username, email: 'nojs.twofactor@northloop-offices.example', role: 'customer' },
      token,
    );
    const link = ((await created.json()) as { passwordLink: { url: string } }).passwordLink.url;
    const linkToken = link.split('token=')[1]!;
    expect((await postJson(`/api/auth/password-links/${linkToken}`, { password: NEW_PASSWORD })).status).toBeLessThan(300);
    const session = ((await (await postJson('/api/auth/login', { username, password: NEW_PASSWORD })).json()) as { token: string }).token;
    const setup = (await (await postJson('/api/auth/two-factor/setup', { currentPassword: NEW_PASSWORD }, session)).json()) as {
      secret: string;
    };
    const enabled = await postJson('/api/auth/two-factor/enable', { code: totpCode(setup.secret) }, session);
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };

    const context = await browser().newContext({ javaScriptEnabled: false });
    const { page, urls } = await scriptlessPage(context);
    await signIn(page, '/login', username, NEW_PASSWORD);
    // The code field appears (the password was right); the password is never sent back, so it is typed again.
    await page.getByLabel('Authentication code').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Authentication code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(baseUrl() + '/customer-dashboard');
    expect(urls.filter((url) => url.includes(encodeURIComponent(NEW_PASSWORD)) || url.includes(recoveryCodes[0]!))).toEqual([]);
    await context.close();
  });
});
