import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasJava, htmlErrors } from '#tests/support/html-validator.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';

/**
 * Issue 36: the W3C Nu checker over the page each role sees once signed in, as the browser holds it
 * after its data has rendered (tests/integration/html-validity.test.ts checks the server's shell,
 * the same for every role): the admin's dashboard, the employee's and the customer's portal.
 */
const PASSWORD = 'valid pages for everyone 2026';

async function ok<T>(answer: Promise<Response>, status: number): Promise<T> {
  const res = await answer;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function choosePassword(linkUrl: string): Promise<void> {
  const token = new URL(linkUrl, baseUrl()).searchParams.get('token') ?? '';
  await ok(postJson(`/api/auth/password-links/${token}`, { password: PASSWORD }), 204);
}

/** An employee with a chosen password, made by the admin; answers the username. */
async function seedEmployee(admin: string, suffix: string): Promise<string> {
  const username = `ivar.${suffix}`;
  const created = await ok<{ passwordLink: { url: string } }>(
    postJson(
      '/api/users',
      { firstName: 'Ivar', lastName: 'Lund', username, email: `${username}@example.test`, role: 'employee', position: 'Day Porter' },
      admin,
    ),
    201,
  );
  await choosePassword(created.passwordLink.url);
  return username;
}

/** A customer converted from a calculator quote, with a chosen password; answers the e-mail they sign in with. */
async function seedCustomer(admin: string, suffix: string): Promise<string> {
  const email = `valid.${suffix}@aspen.example`;
  const quote = await ok<{ leadId: string }>(
    postJson('/api/pricing-breakdown', {
      companyName: `Aspen Clinic ${suffix}`,
      firstName: 'Ada',
      lastName: 'Strand',
      email,
      phone: '(952) 555-0188',
      facilityType: 'office',
      squareFootage: 8000,
      frequency: 'Weekly',
      additionalServices: [],
      address: '7001 France Ave S, Edina, MN 55435',
    }),
    200,
  );
  const converted = await ok<{ passwordLink: { url: string } }>(postJson(`/api/admin/leads/${quote.leadId}/convert`, {}, admin), 201);
  await choosePassword(converted.passwordLink.url);
  return email;
}

/** The page as the browser holds it once nothing on it is loading any more (no skeleton, no busy section). */
async function rendered(page: Page, name: string): Promise<{ page: string; html: string }> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return { page: name, html: await page.content() };
}

async function signInToPortal(page: Page, login: string, landing: string): Promise<void> {
  await page.goto(baseUrl() + '/login-portal');
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(baseUrl() + landing);
}

describe.skipIf(!hasChromium || !hasJava)('each role’s landing page, rendered with its data, is valid HTML', () => {
  const browser = useBrowser();

  it('admin dashboard, employee portal and customer portal: no error from the W3C Nu checker', async () => {
    const admin = await adminToken();
    const suffix = Date.now().toString(36);
    const [employee, customer] = await Promise.all([seedEmployee(admin, suffix), seedCustomer(admin, suffix)]);
    const documents: Array<{ page: string; html: string }> = [];

    const asAdmin = (await openPage(browser(), 'desktop')).page;
    await signInAsAdmin(asAdmin);
    // The headline cards and the Overview tab's activity are the dashboard's data.
    await asAdmin.getByText('Total Users').first().waitFor();
    await asAdmin.getByRole('heading', { name: 'Recent activity' }).waitFor();
    documents.push(await rendered(asAdmin, 'admin: /admin/dashboard'));
    await closeContext(asAdmin);

    const asEmployee = (await openPage(browser(), 'phone')).page;
    await signInToPortal(asEmployee, employee, '/employee-dashboard');
    // The status, the time clock (a lazily loaded form) and the day's visits.
    await asEmployee.getByText('Off Duty').waitFor();
    await asEmployee.getByRole('button', { name: 'Clock In' }).waitFor();
    await asEmployee
      .getByRole('region', { name: 'Drive mode' })
      .getByLabel(/mileage/i)
      .first()
      .waitFor();
    documents.push(await rendered(asEmployee, 'employee: /employee-dashboard'));
    await closeContext(asEmployee);

    const asCustomer = (await openPage(browser(), 'desktop')).page;
    await signInToPortal(asCustomer, customer, '/customer-dashboard');
    await asCustomer.getByRole('region', { name: 'Outstanding balance' }).getByText('$0.00', { exact: true }).waitFor();
    await asCustomer.getByRole('region', { name: 'Your rate' }).getByText('Hourly rate', { exact: true }).waitFor();
    documents.push(await rendered(asCustomer, 'customer: /customer-dashboard'));
    await closeContext(asCustomer);

    for (const [document, title] of documents.map((d, i) => [d, ['Admin Dashboard', 'Employee Portal', 'Customer Portal'][i]] as const))
      expect(document.html, document.page).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(await htmlErrors(documents)).toEqual([]);
  });
});
