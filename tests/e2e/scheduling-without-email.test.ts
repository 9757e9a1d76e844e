import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#tests/support/server-process.ts';
import { closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';

/**
 * Decision 0041 end to end, on a server of its own started WITHOUT SMTP_URL (the shared e2e server
 * has the SMTP stub): a visitor on a phone sees no staff items on /scheduling and no length to
 * choose, books, is told the office will call and saves the visit's .ics from the page; the admin
 * sees the staff items, Settings says the notices are held and how many, Bookings shows a
 * walk-through (not a paid visit), and the admin confirms it after the call.
 */
const ADMIN = { username: 'nomail-admin', password: 'no mail admin password 2026' };
const run = Date.now().toString(36);
const VISITOR = { name: `Iris Lund ${run}`, email: `iris.${run}@lund.example`, phone: '(651) 555-0111' };

let server: ServerProcess;
let dataDir: string;
let downloads: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-nomail-'));
  downloads = mkdtempSync(path.join(tmpdir(), 'e2e-nomail-downloads-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const json = { 'content-type': 'application/json' };
  const { token } = (await (
    await fetch(`${server.base}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })
  ).json()) as { token: string };
  // The admin signs in more often than the two-factor grace allows (as on the shared e2e server).
  await fetch(`${server.base}/api/admin/security-settings`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ adminsMustUseTwoFactor: false }),
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(downloads, { recursive: true, force: true });
});

async function openScheduling(page: Page) {
  await page.goto(server.base + '/scheduling');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Free times and booking' }).scrollIntoViewIfNeeded();
  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .waitFor();
}

async function signIn(page: Page) {
  await page.goto(server.base + '/admin/login');
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(server.base + '/admin/dashboard');
}

describe.skipIf(!hasChromium)('scheduling on a site without e-mail', () => {
  const browser = useBrowser();
  let bookedLabel = '';

  it('the site says it sends no e-mail', async () => {
    const res = await fetch(`${server.base}/api/site/capabilities`);
    expect(await res.json()).toEqual({ emailDelivery: false });
  });

  it('a visitor on a phone books without staff items or a length, is told the office will call, and saves the .ics', async () => {
    const visitor = await openPage(browser(), 'phone');
    const { page } = visitor;
    await openScheduling(page);
    expect(await page.getByRole('button', { name: 'Sync Calendars' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: "Today's schedule" }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Calendar integrations' }).count()).toBe(0);
    expect(await page.getByText('Not connected').count()).toBe(0);

    const slot = page.getByRole('button', { name: /^Book / }).first();
    bookedLabel = (await slot.getAttribute('aria-label'))!;
    await slot.click();
    const dialog = page.getByRole('dialog', { name: 'Book your visit' });
    await expect
      .poll(() => dialog.textContent())
      .toContain('We will call you to confirm it: no e-mail is sent from this site at the moment.');
    expect(await dialog.getByLabel(/^Duration/).count()).toBe(0);
    expect(await dialog.getByRole('group', { name: 'Calendar integration' }).count()).toBe(0);
    await dialog.getByText('Length:').waitFor();
    await dialog.getByLabel(/^Full name/).fill(VISITOR.name);
    await dialog.getByLabel(/^Email/).fill(VISITOR.email);
    await dialog.getByLabel(/^Phone/).fill(VISITOR.phone);
    await dialog.getByLabel(/^Service type/).selectOption('Medical Facility Cleaning');
    await dialog.getByLabel(/^Service location/).fill('4000 W 76th St, Edina, MN 55435');
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await dialog.waitFor({ state: 'detached' });

    const notice = page.getByRole('status').filter({ hasText: 'You are booked for' });
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain(`will call you at ${VISITOR.phone} to confirm it. No e-mail will follow`);
    expect(text).not.toMatch(/e-mailed|on its way/);
    // The notice fits the phone's width: nothing runs off to the side.
    const box = await notice.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      notice.getByRole('link', { name: 'Save to my calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('appointment.ics');
    const file = path.join(downloads, 'appointment.ics');
    await download.saveAs(file);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Walk-through for Medical Facility Cleaning: Twin Pines Commercial Cleaning');
    expect(event.location).toBe('4000 W 76th St, Edina, MN 55435');
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' })
      .format(event.startDate.toJSDate())
      .replace(/\u202f/g, ' ');
    expect(bookedLabel).toContain(hour);
    expect(visitor.problems).toEqual([]);
    await closeContext(page);
  });

  it('the admin sees the staff items, the held notices, and confirms the walk-through after the call', async () => {
    const admin = await openPage(browser(), 'desktop');
    const { page } = admin;
    await signIn(page);

    // The spec's staff items are the admin's on the same page, with the visit's length to choose.
    await openScheduling(page);
    await page.getByRole('button', { name: 'Sync Calendars' }).waitFor();
    await page.getByRole('heading', { name: "Today's schedule" }).waitFor();
    await page.getByRole('heading', { name: 'Calendar integrations' }).waitFor();

    // Settings says plainly that notices are held: the visitor's link e-mail, so far.
    await page.goto(server.base + '/admin/settings');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'E-mail is not set up: notices are held' });
    await expect.poll(() => banner.textContent()).toContain('1 notice is held, and will be sent once e-mail works.');
    expect(await page.getByText('every notice was delivered or is on its way').count()).toBe(0);

    // Bookings lists a walk-through, free, met by the estimator, waiting for the call.
    await page.goto(server.base + '/admin/bookings');
    await waitForHydration(page);
    const row = page.getByRole('row').filter({ hasText: VISITOR.name });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('Walk-through for Medical Facility Cleaning');
    expect(rowText).toContain('Sales appointment, free');
    expect(rowText).toContain('Estimator (an admin)');
    expect(rowText).toContain('Awaiting confirmation');
    expect(rowText).not.toContain('Unassigned');
    await row.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /^Walk-through #\d+: Medical Facility Cleaning$/ }).waitFor();
    expect(await page.getByText('Free: a sales appointment, never invoiced').count()).toBe(1);
    expect(await page.getByText('Billed with the plan’s month').count()).toBe(0);
    const estimator = page.getByRole('region', { name: 'Estimator' });
    await expect.poll(() => estimator.textContent()).toContain(`call them at ${VISITOR.phone} and confirm it`);
    await estimator.getByRole('button', { name: 'Confirm after calling' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm this walk-through?' })
      .getByRole('button', { name: 'Confirm walk-through' })
      .click();
    await page
      .getByText(/^Lead TP-\d{4}-\d{4} is in the CRM\.$/)
      .first()
      .waitFor();
    await expect.poll(() => estimator.getByRole('button', { name: 'Confirm after calling' }).count()).toBe(0);

    // The confirmation and the company's notice wait with the link: three held now.
    await page.goto(server.base + '/admin/settings');
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('region', { name: 'E-mail is not set up: notices are held' }).textContent())
      .toContain('3 notices are held, and will be sent once e-mail works.');
    expect(admin.problems).toEqual([]);
    await closeContext(page);
  });
});
