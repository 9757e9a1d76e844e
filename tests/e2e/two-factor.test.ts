import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { totpCode } from '#tests/support/totp.ts';
import { baseUrl, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson } from './as-admin.ts';

const PASSWORD = 'maple birch harbor 42';

/** A new customer with a password, made through the API as an admin would (create, then the set-password link). */
async function newCustomer(username: string) {
  const token = await adminToken();
  const created = await postJson(
    '/api/users',
    { firstName: 'Tove', lastName: 'Lind', username, email: `${username}@example.test`, role: 'customer', companyName: 'Lind Dental' },
    token,
  );
  expect(created.status).toBe(201);
  const { passwordLink } = (await created.json()) as { passwordLink: { url: string } };
  const linkToken = new URL(passwordLink.url, baseUrl()).searchParams.get('token')!;
  expect((await postJson(`/api/auth/password-links/${linkToken}`, { password: PASSWORD })).status).toBe(204);
}

async function signIn(page: Page, username: string) {
  await page.goto(baseUrl() + '/login');
  await waitForHydration(page);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe.skipIf(!hasChromium)('two-factor sign-in', () => {
  const browser = useBrowser();

  it('a customer turns it on from the account page, then signs in with a code from the app', async () => {
    await newCustomer('tove.lind');
    const { page, problems } = await openPage(browser(), 'phone');
    await signIn(page, 'tove.lind');
    await page.waitForURL(baseUrl() + '/customer-dashboard');

    await page.goto(baseUrl() + '/account');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await card.getByLabel('Current password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Continue' }).click();
    const qr = card.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    const secret = (await card.locator('p.select-all').textContent())!.replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await card.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByText('10 recovery codes left.').waitFor();

    // A new browser: the password alone no longer signs in.
    const second = await openPage(browser(), 'desktop');
    await signIn(second.page, 'tove.lind');
    const code = second.page.getByRole('textbox', { name: 'Authentication code' });
    await code.waitFor();
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    await code.fill('000000');
    await second.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await second.page.getByText('That code did not work.', { exact: false }).first().waitFor();
    // The code of the next 30-second step: the one used to turn it on works only once.
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await second.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await second.page.waitForURL(baseUrl() + '/customer-dashboard');

    expect(problems.filter((p) => !/40[01]/.test(p))).toEqual([]);
    expect(second.problems.filter((p) => !/401/.test(p))).toEqual([]);
    await page.context().close();
    await second.page.context().close();
  });
});
