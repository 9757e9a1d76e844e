import type { Page } from 'playwright-core';
import { baseUrl, waitForHydration } from './browser.ts';
import { E2E_ADMIN } from './global-setup.ts';

/** A JSON POST to the test server, with a bearer token when given. */
export function postJson(path: string, body: object, token?: string): Promise<Response> {
  return fetch(baseUrl() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** The e2e admin's bearer token, for calls that set up or check what a test does on screen. */
export async function adminToken(): Promise<string> {
  const { token } = (await (await postJson('/api/admin/login', E2E_ADMIN)).json()) as { token: string };
  return token;
}

/** Signs the e2e admin in through the admin login page, as a person would; ends on the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(baseUrl() + '/admin/login');
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(baseUrl() + '/admin/dashboard');
}
