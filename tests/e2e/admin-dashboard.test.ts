import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, closeContext, hasChromium, mailTo, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 15 end to end: a visitor writes through the About page's contact form, with and without
 * JavaScript; the admin opens every dashboard tab, finds both messages under Customer Forms, exports
 * the CSV, sends a test e-mail that reaches the SMTP server, downloads a report that parses, and saves
 * a pricing version after previewing it (then saves the old value back, so later tests price as before).
 */

const run = Date.now().toString(36);
const WITH_JS = { name: `Ada Lindqvist ${run}`, email: `ada.${run}@northloop-dental.example` };
const WITHOUT_JS = { name: `Bo Ekberg ${run}`, email: `bo.${run}@stpaul-law.example` };

async function fillContactForm(page: Page, who: { name: string; email: string }, message: string) {
  const form = page.locator('form[data-contact-form]');
  await form.getByLabel(/^Name/).fill(who.name);
  await form.getByLabel(/^E-mail/).fill(who.email);
  await form.getByLabel(/^Phone/).fill('(651) 555-0177');
  await form.getByLabel(/^Company/).fill(`Firm ${run}`);
  await form.getByLabel(/^What is it about/).selectOption('quote');
  await form.getByLabel(/^Message/).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Admin dashboard' }).getByRole('tab', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
}

describe.skipIf(!hasChromium)('the admin dashboard', () => {
  const browser = useBrowser();

  it('takes contact messages with and without JavaScript, and the admin works every tab', async () => {
    // With JavaScript: the form confirms in place.
    const visitor = await openPage(browser());
    await visitor.page.goto(baseUrl() + '/about');
    await waitForHydration(visitor.page);
    await fillContactForm(visitor.page, WITH_JS, 'We need a price for nightly cleaning of two dental suites.');
    await visitor.page.locator('[data-contact-sent]').waitFor({ state: 'visible' });
    expect(visitor.page.url()).toBe(baseUrl() + '/about');
    expect(visitor.problems).toEqual([]);
    await closeContext(visitor.page);

    // Without JavaScript: the browser posts the form and lands back on the About page's thanks.
    const plainContext = await browser().newContext({ javaScriptEnabled: false });
    const plain = await plainContext.newPage();
    await plain.goto(baseUrl() + '/about');
    await fillContactForm(plain, WITHOUT_JS, 'Please quote weekly cleaning for our law office downtown.');
    await plain.waitForURL(/\/about\?sent=1#contact$/);
    expect(await plain.locator('[data-contact-sent]').isVisible()).toBe(true);
    await plainContext.close();

    const admin = await openPage(browser());
    await signInAsAdmin(admin.page);
    const page = admin.page;
    await page.getByText('Total Users').first().waitFor();

    // Every tab opens and shows its content (not a failure).
    await openTab(page, 'Overview');
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
    await openTab(page, 'Users');
    await page.getByText('Manage All Users').waitFor();
    await openTab(page, 'Auto Blog');
    await page.getByRole('button', { name: 'Run RSS Aggregation' }).waitFor();
    await openTab(page, 'Analytics');
    await page.getByText('Lead conversion', { exact: false }).first().waitFor();
    await openTab(page, 'Visitor Analytics');
    await page.getByText('Total Visits').first().waitFor();
    await openTab(page, 'System');
    await page.getByRole('meter', { name: 'CPU' }).waitFor();

    // Customer Forms: both messages are there, newest first.
    await openTab(page, 'Customer Forms');
    await page.getByRole('button', { name: `Open contact message from ${WITHOUT_JS.name}` }).waitFor();
    await page.getByRole('button', { name: `Open contact message from ${WITH_JS.name}` }).waitFor();

    // The CSV has the spec's columns and both messages.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Forms as CSV' }).click(),
    ]);
    const csv = (await readFile((await csvDownload.path())!, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('Type,Company,Name,Email,Phone,FacilityType,FacilitySize,Message');
    expect(csv).toContain(WITH_JS.email);
    expect(csv).toContain(WITHOUT_JS.email);

    // A test e-mail reaches the SMTP server, and the server's message is shown.
    await page.getByRole('button', { name: 'Test Email for a lead' }).click();
    const sent = page.getByRole('alert').filter({ hasText: 'Test e-mail sent to ' });
    await sent.waitFor();
    const recipient = (await sent.innerText()).match(/Test e-mail sent to (\S+@\S+?)\.?$/m)![1]!;
    const mail = await mailTo(recipient, /TP-TEST-0001/);
    expect(mail.subject).toMatch(/^\[Test\] /);

    // A report downloads as JSON for the month and parses.
    await openTab(page, 'Reports');
    const [reportDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Generate Financial/ }).click(),
    ]);
    expect(reportDownload.suggestedFilename()).toMatch(/^financial-report-\d{4}-\d{2}\.json$/);
    const report = JSON.parse(await readFile((await reportDownload.path())!, 'utf8')) as { report: string; month: string };
    expect(report.report).toBe('financial');
    expect(report.month).toMatch(/^\d{4}-\d{2}$/);

    expect(admin.problems).toEqual([]);
    await closeContext(page);
  });

  it('saves a pricing version only after previewing it, and lists it', async () => {
    const admin = await openPage(browser());
    await signInAsAdmin(admin.page);
    const page = admin.page;
    await page.goto(baseUrl() + '/admin/settings');
    await waitForHydration(page);
    const wage = page.getByLabel(/^Base wage/);
    await wage.waitFor();
    const original = await wage.inputValue();
    const save = page.getByRole('button', { name: 'Save pricing' });

    const saveVersion = async (value: string) => {
      await wage.fill(value);
      expect(await save.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect.poll(() => save.isDisabled()).toBe(false);
      await save.click();
      await expect.poll(() => save.isDisabled()).toBe(true);
    };

    const token = await adminToken();
    const versionNow = async () =>
      (
        (await (await fetch(baseUrl() + '/api/admin/pricing-config', { headers: { authorization: `Bearer ${token}` } })).json()) as {
          version: number;
        }
      ).version;
    const before = await versionNow();
    await saveVersion(String(Number(original) + 1));
    await expect.poll(versionNow).toBe(before + 1);
    // Put the old wage back as a new version, so the other tests' prices stay as they were.
    await saveVersion(original);
    await expect.poll(versionNow).toBe(before + 2);
    // The versions list shows the new one in force, and the one before it can be loaded back.
    const versions = page.getByRole('table', { name: 'Pricing versions' });
    await expect.poll(() => versions.getByRole('rowheader', { name: new RegExp(`^${before + 2}\\s*In force`) }).count()).toBe(1);
    await versions.getByRole('button', { name: `Load into editor (version ${before + 1})` }).waitFor();

    expect(admin.problems).toEqual([]);
    await closeContext(page);
  });
});
