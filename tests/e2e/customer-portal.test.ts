import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { baseUrl, closeContext, hasChromium, mailTo, openPage, useBrowser, waitForHydration } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 13, the customer's side: a quote accepted online from the link e-mailed to its address becomes a
 * Client Portal account (the invite e-mailed through the outbox) whose plan starts when the admin
 * confirms it (issue 29, decision 0033); a customer the admin converted sees their visits, rates a completed
 * one, reports a problem, downloads an invoice and sees the balance change when the admin marks it paid.
 */

const PASSWORD = 'lakeside harbor maple 26';

/** The answer of a call that must succeed with `status`. */
async function ok<T>(call: Promise<Response>, status: number): Promise<T> {
  const res = await call;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

function authGet(path: string, token: string) {
  return fetch(baseUrl() + path, { headers: { authorization: `Bearer ${token}` } });
}

/** A calculator quote, as the home page sends it, for a weekly office (unique e-mail per run). */
async function requestQuote(email: string, companyName: string) {
  return ok<{ leadId: string; reference: string; acceptLinkSentTo: string }>(
    postJson('/api/pricing-breakdown', {
      companyName,
      firstName: 'Mara',
      lastName: 'Holm',
      email,
      phone: '(952) 555-0123',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Weekly',
      additionalServices: ['Carpet Cleaning'],
      address: '7001 France Ave S, Edina, MN 55435',
    }),
    200,
  );
}

async function choosePassword(linkUrl: string) {
  const token = new URL(linkUrl, baseUrl()).searchParams.get('token');
  expect(token).toBeTruthy();
  await ok(postJson(`/api/auth/password-links/${token}`, { password: PASSWORD }), 204);
}

async function signIn(page: Page, login: string) {
  await page.goto(baseUrl() + '/login-portal');
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(baseUrl() + '/customer-dashboard');
  await page.getByRole('heading', { level: 1, name: 'Customer Portal' }).waitFor();
}

/** Nothing on the page scrolls sideways (the 390 px check). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.skipIf(!hasChromium)('the customer portal (issue 13)', () => {
  const browser = useBrowser();

  it('accepts a quote online on a phone from the e-mailed link; the admin confirms the start; the customer sees the plan’s visits', async () => {
    const stamp = Date.now();
    const email = `mara.${stamp}@lakeside.example`;
    const company = `Lakeside Dental ${stamp}`;
    const quote = await requestQuote(email, company);
    // The answer names where the link went, never the link (decision 0033).
    expect(quote.acceptLinkSentTo).toBe(email);
    expect(JSON.stringify(quote)).not.toContain('/accept/');

    // The link arrives by e-mail, through the outbox, at the local SMTP server.
    const linkMail = await mailTo(email, /\/accept\/[\w-]{43}/);
    const acceptPath = new URL(linkMail.text.match(/\S*\/accept\/[\w-]{43}/)![0]).pathname;

    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(`${baseUrl()}${acceptPath}`);
    await waitForHydration(page);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('heading', { level: 1, name: 'Accept your cleaning quote' }).waitFor();
    const terms = page.getByRole('region', { name: 'Terms and price' });
    await terms.getByText(quote.reference).waitFor();

    // The fingerprint shown is the SHA-256 of the very PDF the page links to.
    const agreement = page.getByRole('region', { name: 'The service agreement' });
    const href = await agreement.getByRole('link', { name: /Read the agreement/ }).getAttribute('href');
    const bytes = Buffer.from(await (await fetch(baseUrl() + href)).arrayBuffer());
    const shown = createHash('sha256').update(bytes).digest('hex');
    await agreement.getByText(shown).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByRole('region', { name: 'Accept online' });
    await form.getByRole('button', { name: 'Accept the agreement' }).click();
    await form.getByText('Check the box to accept the agreement').waitFor();
    await form.getByLabel(/Your full name/).fill('Mara Holm');
    await form.getByLabel(/Your title/).fill('Office Manager');
    await form.getByRole('checkbox', { name: /I have read the service agreement above/ }).check();
    await form.getByRole('button', { name: 'Accept the agreement' }).click();

    const done = page.getByRole('region', { name: 'Agreement accepted' });
    await done.getByText(`we will confirm the start date and your crew by e-mail to ${email}`, { exact: false }).waitFor();
    expect(await done.getByRole('link', { name: 'Download the signed agreement' }).getAttribute('href')).toBe(href);

    // Opening the link again shows who accepted, not the form.
    await page.reload();
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'This quote is accepted' })
      .getByText(/Mara Holm, Office Manager, accepted it on/)
      .waitFor();
    expect(await page.getByRole('region', { name: 'Accept online' }).count()).toBe(0);

    const invite = await mailTo(email, /set-password\?token=/);
    await choosePassword(invite.text.match(/\S*\/set-password\?token=[\w-]+/)![0]);

    // The plan waits for the admin: the dashboard's urgent task leads to it, and Confirm start starts it with a crew.
    const token = await adminToken();
    const crewName = `Rosa${stamp}`;
    const employee = await postJson(
      '/api/users',
      {
        username: `crew.${stamp}`,
        firstName: crewName,
        lastName: 'Lind',
        email: `crew.${stamp}@crew.example`,
        role: 'employee',
        position: 'Cleaner',
        hourlyRate: 25,
      },
      token,
    );
    expect(employee.status).toBe(201);
    const admin = await openPage(browser(), 'desktop');
    await signInAsAdmin(admin.page);
    await admin.page
      .getByRole('list', { name: 'Urgent tasks, most urgent first' })
      .getByRole('link', { name: /Accepted, to start/ })
      .click();
    await admin.page.waitForURL(`${baseUrl()}/admin/service-plans?status=pending_start`);
    await admin.page
      .getByRole('link', { name: new RegExp(company) })
      .first()
      .click();
    await admin.page.getByText('Accepted online: no visits until you confirm the start date and crew.', { exact: false }).waitFor();
    await admin.page.getByRole('button', { name: 'Confirm start' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: new RegExp(crewName) }).check();
    await dialog.getByRole('button', { name: 'Confirm start' }).click();
    await admin.page.getByText('Plan started').first().waitFor();
    await admin.page.getByRole('list', { name: 'Next visits' }).getByRole('listitem').first().waitFor();
    expect(admin.problems).toEqual([]);
    await closeContext(admin.page);

    // The customer is e-mailed the start (how many come, not who) and sees the visits.
    const started = await mailTo(email, /First visit: /);
    expect(started.text).toContain('Crew: 1 cleaner');
    expect(started.text).not.toContain(crewName);
    await signIn(page, email);
    const upcoming = page.getByRole('list', { name: 'Upcoming services' });
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await page.getByRole('tab', { name: 'Reports' }).click();
    const accepted = page.getByRole('list', { name: 'Accepted agreements' });
    await accepted.getByText(shown).waitFor();
    // The signed copy: the accepted bytes with the acceptance stamped on an added page.
    const [signed] = await Promise.all([
      page.waitForEvent('download'),
      accepted.getByRole('button', { name: `Signed agreement PDF for quote ${quote.reference}` }).click(),
    ]);
    expect(signed.suggestedFilename()).toMatch(new RegExp(`-Service-Agreement-${quote.reference}-accepted\\.pdf$`));
    const signedText = readFileSync((await signed.path())!).toString('latin1');
    expect(signedText.startsWith('%PDF')).toBe(true);
    expect(signedText.length).toBeGreaterThan(bytes.length);
    expect(await fitsWidth(page)).toBe(true);
    expect(problems).toEqual([]);
    await closeContext(page);
  });

  it('a converted customer rates a completed visit, reports a problem, downloads an invoice and sees the balance change', async () => {
    const stamp = Date.now();
    const email = `ops.${stamp}@birch.example`;
    const admin = await adminToken();
    const quote = await requestQuote(email, `Birch Law ${stamp}`);
    const conversion = await ok<{ customer: { id: number }; site: { id: number }; passwordLink: { url: string } }>(
      postJson(`/api/admin/leads/${quote.leadId}/convert`, {}, admin),
      201,
    );
    await choosePassword(conversion.passwordLink.url);

    // A one-off visit yesterday (Minnesota), completed, then the month's invoices issued.
    const yesterday = addDays(companyDate(new Date()), -1);
    const visit = await ok<{ id: number }>(
      postJson(
        '/api/admin/bookings',
        {
          customerId: conversion.customer.id,
          siteId: conversion.site.id,
          serviceType: 'Carpet care',
          date: yesterday,
          startTime: '09:00',
          durationMinutes: 120,
          priceCents: 18000,
        },
        admin,
      ),
      201,
    );
    await ok(postJson(`/api/admin/bookings/${visit.id}/complete`, {}, admin), 200);
    await ok(postJson('/api/admin/invoices/issue', { month: yesterday.slice(0, 7) }, admin), 200);
    // The visit's invoice, and a prorated plan month too when the plan starts within this month.
    const { invoices } = await ok<{ invoices: Array<{ id: number; kind: string; amountCents: number; status: string }> }>(
      authGet(`/api/admin/invoices?customerId=${conversion.customer.id}`, admin),
      200,
    );
    expect(invoices.find((invoice) => invoice.kind === 'bookings')?.amountCents).toBe(18000);
    const owed = invoices.filter((invoice) => invoice.status !== 'paid').reduce((sum, invoice) => sum + invoice.amountCents, 0);
    const owedText = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(owed / 100);

    const { page, problems } = await openPage(browser(), 'desktop');
    await signIn(page, email);

    // Dashboard: the balance is what is pending; the shell's navigation is the portal's tabs.
    const balance = page.getByRole('region', { name: 'Outstanding balance' });
    await balance.getByText(owedText, { exact: true }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Client Portal' });
    expect((await nav.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Dashboard',
      'Analytics',
      'Services',
      'Billing',
      'Reports',
      'Account',
    ]);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    // Issue 30: at 1280 px the six entries show once (the sidebar; the page's tab row steps aside), and the
    // header speaks to a customer, never of the "Back office".
    for (const entry of ['Dashboard', 'Analytics', 'Services', 'Billing', 'Reports', 'Account']) {
      const shown = page.getByText(entry, { exact: true }).filter({ visible: true });
      expect(await shown.count(), entry).toBe(1);
    }
    expect(await page.getByRole('tablist', { name: 'Customer portal' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').getByText('Client Portal').isVisible()).toBe(true);
    expect(await page.getByText('Back office').count()).toBe(0);
    // Our service standards: the company's figures, and the customer's own rate from their plan: the
    // quote bills $30.45 a cleaner-hour (the pricing model: $19.00 wage, burdened, with overhead and profit).
    const own = page.getByRole('region', { name: 'Your rate' });
    await own.getByText('$30.45', { exact: true }).waitFor();
    expect(await own.getByText('Hourly rate', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('$27.17').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Services: rate the completed visit and report a problem with it.
    await nav.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(baseUrl() + '/customer-dashboard?tab=services');
    // At 1280 px the sidebar is the navigation (the tab row steps aside): its entry is the current one.
    expect(await nav.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
    const past = page.getByRole('list', { name: 'Past visits' });
    await past.getByRole('button', { name: /^Rate this visit/ }).click();
    const rate = page.getByRole('dialog', { name: 'Rate this visit' });
    await rate.locator('label', { has: page.getByRole('radio', { name: '4 of 5 stars (Very good)' }) }).click();
    await rate.getByLabel(/Comment/).fill('Carpets look new.');
    await rate.getByRole('button', { name: 'Rate visit' }).click();
    await rate.getByText('Thank you. You gave this visit 4 of 5 stars (Very good).').waitFor();
    await rate.getByRole('button', { name: 'Done' }).click();
    await past.getByRole('img', { name: '4 of 5 stars (Very good)' }).waitFor();

    await past.getByRole('button', { name: /^Report a problem/ }).click();
    const report = page.getByRole('dialog', { name: 'Report a problem' });
    await report.getByLabel(/What went wrong/).fill('The conference room rug still has a stain.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByText(/Thank you. Your report is with our team/).waitFor();
    await report.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('list', { name: 'Problems you reported' }).getByText('The conference room rug still has a stain.').waitFor();

    // Back returns to the tab before.
    await page.goBack();
    await page.waitForURL(baseUrl() + '/customer-dashboard');
    await page.getByRole('region', { name: 'Outstanding balance' }).waitFor();
    await page.goForward();
    await page.waitForURL(baseUrl() + '/customer-dashboard?tab=services');

    // Billing: the invoice, its PDF.
    await nav.getByRole('link', { name: 'Billing' }).click();
    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.getByRole('row').filter({ hasText: '$180.00' });
    await row.getByText('Pending').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^PDF of invoice/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Invoice-.+\.pdf$/);

    // Analytics: the visit counted, the rating averaged.
    await nav.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('region', { name: 'Your last 12 months' }).getByText('4.0 of 5').waitFor();
    await page.getByRole('figure', { name: /Completed visits in each of the last 12 months/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The admin marks the invoices paid: the customer's balance follows.
    for (const invoice of invoices) await ok(postJson(`/api/admin/invoices/${invoice.id}/mark-paid`, {}, admin), 200);
    await page.goto(baseUrl() + '/customer-dashboard');
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Outstanding balance' }).getByText('All paid up. Thank you!').waitFor();

    // The same screens on a phone: no sideways scroll, the tabs in reach, and they are the one navigation
    // there (no sidebar; the menu holds only the person and Sign out).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['', '?tab=services', '?tab=billing', '?tab=analytics', '?tab=reports', '?tab=account']) {
      await page.goto(`${baseUrl()}/customer-dashboard${tab}`);
      await waitForHydration(page);
      await page.getByRole('tablist', { name: 'Customer portal' }).waitFor();
      await page.getByRole('tabpanel').waitFor();
      expect(await fitsWidth(page), tab || 'dashboard').toBe(true);
      expect(await page.getByText('Billing', { exact: true }).filter({ visible: true }).count(), tab || 'dashboard').toBe(1);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Client Portal' }).filter({ visible: true });
    await menu.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await menu.getByRole('link').count()).toBe(0);
    expect(problems).toEqual([]);
    await closeContext(page);
  });
});
