import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { signInAsAdmin } from './as-admin.ts';

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/crm-dashboard',
  '/admin/customers',
  '/admin/bookings',
  '/admin/sites',
  '/admin/service-plans',
  '/admin/timesheets',
  '/admin/invoices',
  '/admin/problems',
  '/admin/requests',
  '/admin/quality',
  '/user-management',
  '/admin/security-log',
  '/admin/api-docs',
  '/admin/content-automation',
  '/admin/hyper-local-seo',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/settings',
  '/account',
];
const ADMIN_NAV = [
  'Dashboard',
  'CRM',
  'Customers',
  'Bookings',
  'Sites',
  'Service Plans',
  'Timesheets',
  'Invoices',
  'Problems',
  'Requests',
  'Quality',
  'Users',
  'Security Log',
  'API Reference',
  'Content',
  'Local SEO',
  'Blog',
  'System Settings',
  'My Account',
];

/** Signs in as the admin and checks the landing: the dashboard, without the sign-in page's toast. */
async function openAdminDashboard(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  // The sign-in page's toast does not follow the person onto the dashboard.
  expect(await page.getByText('Welcome back! Redirecting to your dashboard...').count()).toBe(0);
}

describe.skipIf(!hasChromium)('the back-office shell', () => {
  const browser = useBrowser();

  it('frames every admin screen: its own navigation and header, no marketing header, quote button or footer', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await openAdminDashboard(page);
    for (const path of ADMIN_SCREENS) {
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Back office' });
      await nav.waitFor();
      expect(
        (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()),
        path,
      ).toEqual(ADMIN_NAV);
      expect(await nav.locator('[aria-current="page"]').count(), path).toBe(1);
      expect(await page.getByRole('contentinfo').count(), `${path} has the marketing footer`).toBe(0);
      expect(await page.getByRole('link', { name: 'Get Free Quote' }).count(), path).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main' }).count(), path).toBe(0);
      expect(await page.getByRole('banner').getByText('Admin', { exact: true }).count(), path).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The navigation moves within the app.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'CRM' }).click();
    await page.waitForURL(baseUrl() + '/crm-dashboard');
    await page.getByRole('heading', { level: 1, name: 'CRM Dashboard' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a phone no admin screen is wider than the phone (a wide table scrolls inside its box)', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await openAdminDashboard(page);
    for (const path of ADMIN_SCREENS) {
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Loaded lists and tables, not only the skeleton.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]), path).toEqual([390, 390]);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a phone the menu holds the same entries as the desktop sidebar, and signs out', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await openAdminDashboard(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#back-office-menu');
    expect((await menu.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual(ADMIN_NAV);
    await menu.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(baseUrl() + '/user-management');
    expect(await page.locator('#back-office-menu').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#back-office-menu').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(baseUrl() + '/');
    await page.getByText('You have been successfully logged out.').first().waitFor();
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await page.context().close();
  });
});
