import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, mailTo, openPage, useBrowser, waitForHydration } from './browser.ts';

const CUSTOMER = { username: 'demo.customer', email: 'demo.customer@northloop-offices.example', password: 'demo-customer-2026' };

describe.skipIf(!hasChromium)('forgot password', () => {
  const browser = useBrowser();

  it('from "Forgot password?" to an e-mailed link, a new password and a signed-in session; the old password is gone', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(baseUrl() + '/forgot-password');
    const form = page.getByRole('form', { name: 'Password reset request' });
    await form.getByLabel('Username or email').fill(CUSTOMER.email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account matches' }).waitFor();

    // The e-mail arrives at the local SMTP server through the outbox.
    const mail = await mailTo(CUSTOMER.email, /\/set-password\?token=/);
    const link = mail.text.match(/https?:\/\/\S+\/set-password\?token=[\w-]+/)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await page.getByText(`Choose a password for ${CUSTOMER.username}`).first().waitFor();
    const fresh = 'northloop picks a new passphrase';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm new password').fill(fresh);
    await page.getByRole('button', { name: 'Set Password' }).click();

    await page.getByText('Your password is set.').waitFor();
    expect(await page.getByLabel(/^Username/).inputValue()).toBe(CUSTOMER.username);
    await page.getByLabel('Password', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(baseUrl() + '/customer-dashboard');

    // The old password no longer signs in, and the link cannot be used twice.
    const old = await fetch(baseUrl() + '/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: CUSTOMER.username, password: CUSTOMER.password }),
    });
    expect(old.status).toBe(401);
    const token = link.split('token=')[1];
    const reuse = await fetch(baseUrl() + `/api/auth/password-links/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'yet another passphrase 11' }),
    });
    expect(reuse.status).toBe(410);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await page.context().close();
  });
});
