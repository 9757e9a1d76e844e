import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';
import { E2E_ADMIN } from './global-setup.ts';

const DEMO = {
  employee: { username: 'demo.employee', password: 'demo-employee-2026' },
  customer: { username: 'demo.customer', password: 'demo-customer-2026' },
};

async function fillLogin(page: Page, username: string, password: string, button = 'Sign In') {
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

async function logOut(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  // The signed-in shell's navigation is named for the area: Back office, Employee Portal or Client Portal.
  const shellNav = ['Back office', 'Employee Portal', 'Client Portal'].map((area) => `nav[aria-label="${area}"]`).join(', ');
  const backOffice = (await page.locator(shellNav).count()) > 0;
  if (backOffice) {
    // Signed-in screens: Sign out in the header (desktop) or in the shell's menu (phone).
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).first().click();
  } else {
    // Public pages: on phones the account entries live in the mobile menu; on desktop in the user menu.
    await page.getByRole('button', { name: phone ? 'Open menu' : /^Account menu for/ }).click();
    await page
      .getByRole('menuitem', { name: 'Log out' })
      .or(page.getByRole('button', { name: 'Log out' }))
      .first()
      .click();
  }
  await page.getByText('You have been successfully logged out.').first().waitFor();
  await page.waitForURL(baseUrl() + '/');
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('adminToken')])).toEqual([null, null]);
}

describe.skipIf(!hasChromium)('signing in and out', () => {
  const browser = useBrowser();

  it('an employee signs in through the Client Portal, lands on the employee portal, and logs out', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/login-portal');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Please fill in all fields').first().waitFor();

    await fillLogin(page, DEMO.employee.username, 'wrong password');
    await page.getByText('Invalid username or password. Please try again.').first().waitFor();

    await fillLogin(page, DEMO.employee.username, DEMO.employee.password);
    await page.getByText('Welcome back! Redirecting to your dashboard...').first().waitFor();
    await page.waitForURL(baseUrl() + '/employee-dashboard');
    await page.getByText('Lead Cleaner').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('employee');
    await logOut(page);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it('a customer signs in on the login page with their e-mail and sees their profile', async () => {
    const { page } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/login');
    await waitForHydration(page);
    await page.getByLabel('Username or email').fill('demo.customer@northloop-offices.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO.customer.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(baseUrl() + '/customer-dashboard');
    await page.getByText('North Loop Offices LLC').first().waitFor();
    await logOut(page);
    await page.context().close();
  });

  it('public pages show a signed-in customer their account (desktop menu, phone menu) and log them out', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/login-portal');
    await waitForHydration(page);
    await fillLogin(page, DEMO.customer.username, DEMO.customer.password);
    await page.waitForURL(baseUrl() + '/customer-dashboard');

    // A static page: the account menu replaces Sign In once the site script sees the session.
    await page.goto(baseUrl() + '/about');
    await waitForHydration(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: /^Account menu for/ }).click();
    await main.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(baseUrl() + '/customer-dashboard');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl() + '/services');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/customer-dashboard');
    expect(await menu.getByRole('link', { name: 'Client Portal' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await logOut(page);
    expect(await page.locator('[data-account-slot] a[href="/login"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a signed-out visitor is sent to the right login, and a signed-in customer cannot open admin pages', async () => {
    const { page } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/customer-dashboard');
    await page.waitForURL(baseUrl() + '/login-portal');
    await page.goto(baseUrl() + '/user-management');
    await page.waitForURL(baseUrl() + '/admin/login');

    await page.goto(baseUrl() + '/login-portal');
    await waitForHydration(page);
    await fillLogin(page, DEMO.customer.username, DEMO.customer.password);
    await page.waitForURL(baseUrl() + '/customer-dashboard');
    await page.goto(baseUrl() + '/user-management');
    await page.getByText('You do not have access to this page').first().waitFor();
    // The server agrees, whatever the browser shows.
    const status = await page.evaluate(
      async () => (await fetch('/api/users', { headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` } })).status,
    );
    expect(status).toBe(403);
    await page.context().close();
  });
});

describe.skipIf(!hasChromium)('an admin manages users', () => {
  const browser = useBrowser();

  it('creates an employee, who sets a password with the link and signs in; then deactivates them', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/admin/login');
    await waitForHydration(page);
    await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL(baseUrl() + '/admin/dashboard');
    await page
      .getByRole('link', { name: /Manage Users/ })
      .first()
      .click();
    await page.waitForURL(baseUrl() + '/user-management');
    await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Create User' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /Create User/ })
      .last()
      .click();
    await dialog.getByText('First name is required').first().waitFor();

    await dialog.getByLabel('First name').fill('Olga');
    await dialog.getByLabel('Last name').fill('Petrova');
    await dialog.getByLabel('Username').fill('olga.p');
    await dialog.getByLabel('Email').fill('olga@example.test');
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Employee' }).click();
    await dialog.getByLabel(/Position/).fill('Day Porter');
    await dialog.getByLabel(/Hourly rate/).fill('24.25');
    await dialog
      .getByRole('button', { name: /Create User/ })
      .last()
      .click();
    await page.getByText('User account has been created successfully.').first().waitFor();
    const link = await dialog.locator('input[readonly]').inputValue();
    expect(link).toContain('/set-password?token=');
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The list is a table on desktop and cards on phones; only the visible one counts.
    await page.getByText('olga@example.test').filter({ visible: true }).first().waitFor();

    // The new employee opens the link in their own browser.
    const employee = await openPage(browser(), 'phone');
    await employee.page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await employee.page.getByText('Choose a password for olga.p').first().waitFor();
    await employee.page.getByLabel('New password', { exact: true }).fill('olga picks a passphrase');
    await employee.page.getByLabel('Confirm new password').fill('olga picks a passphrase');
    await employee.page.getByRole('button', { name: 'Set Password' }).click();
    // She lands on the sign-in in the Employee Portal's words, not the Client Portal's (issue 30).
    await employee.page.waitForURL(baseUrl() + '/login-portal?password-set=1&username=olga.p&portal=employee');
    await employee.page.getByRole('heading', { level: 1, name: 'Employee Portal' }).waitFor();
    expect(await employee.page.getByText('Sign in to see your services, schedule and invoices.').count()).toBe(0);
    // The sign-in page says the password is set, and already holds her username.
    await employee.page.getByText('Your password is set.').waitFor();
    expect(await employee.page.getByLabel(/^Username/).inputValue()).toBe('olga.p');
    await fillLogin(employee.page, 'olga.p', 'olga picks a passphrase');
    await employee.page.waitForURL(baseUrl() + '/employee-dashboard');
    await employee.page.getByText('Day Porter').first().waitFor();

    // The admin deactivates her; her next call finds the session gone and she is sent to the login.
    await page.getByRole('button', { name: 'Deactivate Olga Petrova' }).filter({ visible: true }).first().click();
    // Deactivation asks first (issue 12); the message then names who changed.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText('Olga Petrova (olga.p) is now inactive. User status has been changed successfully.').first().waitFor();
    await employee.page.reload();
    await employee.page.waitForURL(baseUrl() + '/login-portal');

    expect(problems.filter((p) => !/40[13]/.test(p))).toEqual([]);
    await closeContext(employee.page);
    await closeContext(page);
  });
});

describe.skipIf(!hasChromium)('an admin follows up on leads', () => {
  const browser = useBrowser();

  it('the CRM dashboard lists a quote request made a moment ago, with its figure and PDF', async () => {
    const company = `Crm Check ${Date.now()}`;
    const quote = await fetch(baseUrl() + '/api/pricing-breakdown', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        companyName: company,
        firstName: 'Ada',
        lastName: 'Berg',
        email: 'ada@example.test',
        phone: '(612) 555-0111',
        facilityType: 'office',
        squareFootage: 8000,
        frequency: 'Weekly',
        additionalServices: [],
      }),
    });
    const { leadId, totalMonthlyCost } = (await quote.json()) as { leadId: string; totalMonthlyCost: number };

    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/admin/login');
    await waitForHydration(page);
    await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL(baseUrl() + '/admin/dashboard');
    await page.goto(baseUrl() + '/crm-dashboard');
    const row = page.getByRole('list', { name: 'Leads' }).getByRole('button', { name: new RegExp(`^${company}`) });
    await row.waitFor();
    expect(await row.innerText()).toContain(`$${Math.round(totalMonthlyCost).toLocaleString('en-US')}/mo`);
    await row.click();
    const panel = page.getByRole('dialog', { name: company });
    expect(await panel.getByRole('link', { name: 'Quote PDF' }).getAttribute('href')).toBe(`/api/quote-pdf/${leadId}`);
    expect(await page.getByText('once the quote calculator is live').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
