import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import type { AvailabilitySlot } from '#shared/contracts/scheduling.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { attachmentOf } from '#tests/support/mail-attachments.ts';
import { baseUrl, closeContext, hasChromium, mailTo, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 35 end to end (decisions 0048, 0049): a visitor books a walk-through on /scheduling, opens the
 * manage link from the e-mail the SMTP server received, reschedules it, and the new .ics carries the
 * same UID with a higher SEQUENCE; a customer asks for carpet cleaning in the portal, the admin approves
 * it with a price and a day, and the visit shows in the customer's and the crew's portals; the customer
 * skips a planned visit. Screens are saved at 390 and 1280 px when SCREENSHOT_DIR is set.
 */

const run = Date.now().toString(36);
const PASSWORD = 'spruce harbor lantern 35';
const SHOTS = process.env['SCREENSHOT_DIR'];

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function ok<T>(call: Promise<Response>, status: number): Promise<T> {
  const res = await call;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

function calendarEvent(raw: string) {
  const ics = attachmentOf(raw, 'appointment.ics');
  expect(ics, 'the .ics attachment').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(ics!.text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { event: new ICAL.Event(vevent), sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0) };
}

const minnesotaDay = (at: Date) => companyDate(at);
const minnesotaHour = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

async function signIn(page: Page, username: string, lands: string) {
  await page.goto(baseUrl() + '/login-portal');
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(baseUrl() + lands);
}

async function choosePassword(url: string) {
  const token = new URL(url, baseUrl()).searchParams.get('token') ?? '';
  await ok(postJson(`/api/auth/password-links/${token}`, { password: PASSWORD }), 204);
}

/** A customer converted from a 10,000 sq ft office quote, visited every day at 6 PM from tomorrow by a new employee. */
async function seedCustomer() {
  const admin = await adminToken();
  const employee = await ok<{ user: { id: number }; passwordLink: { url: string } }>(
    postJson(
      '/api/users',
      {
        firstName: 'Rosa',
        lastName: 'Lind',
        username: `rosa.${run}`,
        email: `rosa.${run}@crew.example`,
        role: 'employee',
        position: 'Cleaner',
        hourlyRate: 21,
      },
      admin,
    ),
    201,
  );
  await choosePassword(employee.passwordLink.url);
  const company = `Pine Dental ${run}`;
  const quote = await ok<{ leadId: string }>(
    postJson('/api/pricing-breakdown', {
      companyName: company,
      firstName: 'Mara',
      lastName: 'Holm',
      email: `mara.${run}@pinedental.example`,
      phone: '(952) 555-0188',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Daily-7',
      additionalServices: [],
      address: '7001 France Ave S, Edina, MN 55435',
    }),
    200,
  );
  const converted = await ok<{ customer: { id: number; username: string }; passwordLink: { url: string } }>(
    postJson(
      `/api/admin/leads/${quote.leadId}/convert`,
      { startsOn: addDays(companyDate(new Date()), 1), startTime: '18:00', crew: [employee.user.id] },
      admin,
    ),
    201,
  );
  await choosePassword(converted.passwordLink.url);
  return { company, customer: converted.customer.username, employee: `rosa.${run}` };
}

describe.skipIf(!hasChromium)('customers and visitors help themselves (issue 35)', () => {
  const browser = useBrowser();
  /** The one-click link of the approval e-mail the customer received (decision 0054's page). */
  let unsubscribeLink: URL | undefined;
  /** The customer the portal test makes, whose screens are then looked at. */
  let seeded: Awaited<ReturnType<typeof seedCustomer>>;

  it('reschedules a walk-through from the e-mailed manage link; the new .ics keeps the UID', async () => {
    const email = `ilse.${run}@birchwood.example`;
    const visitor = await openPage(browser());
    await visitor.page.goto(baseUrl() + '/scheduling');
    await waitForHydration(visitor.page);
    await visitor.page.getByRole('region', { name: 'Free times and booking' }).scrollIntoViewIfNeeded();
    const slot = visitor.page.getByRole('button', { name: /^Book / }).first();
    await slot.click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Book your visit' });
    await dialog.getByLabel(/^Full name/).fill(`Ilse Berg ${run}`);
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Phone/).fill('(612) 555-0155');
    await dialog.getByLabel(/^Service type/).selectOption('Medical Facility Cleaning');
    await dialog.getByLabel(/^Service location/).fill('4000 W 76th St, Edina, MN 55435');
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await visitor.page.getByText('Appointment booked successfully').first().waitFor();
    await closeContext(visitor.page);

    const ask = await mailTo(email, /\/scheduling\/confirm\?token=/);
    const confirmLink = new URL(/https?:\/\/\S+\/scheduling\/confirm\?token=\S+/.exec(ask.text)![0]);
    const confirming = await openPage(browser());
    await confirming.page.goto(baseUrl() + confirmLink.pathname + confirmLink.search);
    await waitForHydration(confirming.page);
    await confirming.page.getByRole('button', { name: 'Confirm my appointment' }).click();
    await confirming.page.getByRole('heading', { level: 1, name: 'Your appointment is confirmed' }).waitFor();
    await closeContext(confirming.page);

    const confirmation = await mailTo(email, /Your appointment is booked\./);
    const booked = calendarEvent(confirmation.raw);
    const manage = new URL(/https?:\/\/\S+\/scheduling\/manage\/[A-Za-z0-9_-]+/.exec(confirmation.text)![0]);
    const bookedStart = booked.event.startDate.toJSDate();

    // Another free hour: the same day when one is left, else a later one.
    let target: AvailabilitySlot | undefined;
    for (let day = 0; day < 10 && !target; day++) {
      const date = addDays(minnesotaDay(bookedStart), day);
      const slots = (await (await fetch(`${baseUrl()}/api/scheduling/availability?date=${date}`)).json()) as AvailabilitySlot[];
      target = slots.find((s) => s.available && !(s.date === minnesotaDay(bookedStart) && s.time === minnesotaHour(bookedStart)));
    }
    expect(target, 'a free hour to move to').toBeDefined();

    for (const viewport of ['phone', 'desktop'] as const) {
      const view = await openPage(browser(), viewport);
      await view.page.goto(baseUrl() + manage.pathname);
      await waitForHydration(view.page);
      await view.page.getByRole('heading', { name: 'Reschedule' }).waitFor();
      await shot(view.page, `manage-walk-through-${viewport}`);
      await closeContext(view.page);
    }

    const page = (await openPage(browser())).page;
    await page.goto(baseUrl() + manage.pathname);
    await waitForHydration(page);
    await page.getByLabel('New date').fill(target!.date);
    await page.getByLabel('New time').selectOption(target!.time);
    await page.getByRole('button', { name: 'Move my walk-through' }).click();
    await page.getByText('Your walk-through is moved.').waitFor();
    await closeContext(page);

    const changed = await mailTo(email, /moved/i);
    expect(changed.subject).toMatch(/^Moved: /);
    const moved = calendarEvent(changed.raw);
    expect(moved.event.uid).toBe(booked.event.uid);
    expect(moved.sequence).toBe(booked.sequence + 1);
    expect(minnesotaDay(moved.event.startDate.toJSDate())).toBe(target!.date);
    expect(minnesotaHour(moved.event.startDate.toJSDate())).toBe(target!.time);
  });

  it('a customer asks for carpet cleaning, the admin approves it, and the visit shows in both portals; then a visit is skipped', async () => {
    seeded = await seedCustomer();

    // The customer asks on the Services tab: the engine's estimate for the office shows before sending.
    const customer = await openPage(browser());
    await signIn(customer.page, seeded.customer, '/customer-dashboard');
    await customer.page.goto(baseUrl() + '/customer-dashboard?tab=services');
    await waitForHydration(customer.page);
    await customer.page.getByRole('button', { name: 'Request extra work' }).click();
    const ask = customer.page.getByRole('dialog', { name: 'Request extra work' });
    await ask.getByLabel(/^Service/).selectOption('Carpet Cleaning');
    await ask.getByText('Estimated $1,610.00 a visit').waitFor();
    const from = addDays(companyDate(new Date()), 5);
    await ask.getByLabel(/^From/).fill(from);
    await ask.getByLabel(/^To/).fill(addDays(from, 4));
    await ask.getByLabel(/^Notes/).fill('Lobby and the two waiting rooms');
    await shot(customer.page, 'request-extra-work-desktop');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await customer.page.getByText('Request sent', { exact: true }).first().waitFor();
    await customer.page.getByRole('list', { name: 'Your requests' }).getByText('Waiting for us').waitFor();

    // The admin approves it at the estimate, on the first day asked for, at 10 AM.
    const admin = await openPage(browser());
    await signInAsAdmin(admin.page);
    await admin.page.goto(baseUrl() + '/admin/requests');
    await waitForHydration(admin.page);
    const row = admin.page.getByRole('list', { name: 'Requests' }).getByRole('listitem').filter({ hasText: seeded.company });
    await row.getByRole('button', { name: /^Approve/ }).click();
    const approve = admin.page.getByRole('dialog', { name: 'Approve and book' });
    await expect.poll(() => approve.getByLabel(/^Price/).inputValue()).toBe('1610');
    await approve.getByLabel(/^Time/).fill('10:00');
    await approve.getByRole('button', { name: 'Approve and book' }).click();
    await admin.page.getByText('Request approved', { exact: true }).first().waitFor();
    await admin.page.getByRole('button', { name: 'All', exact: true }).click();
    await admin.page
      .getByRole('list', { name: 'Requests' })
      .getByRole('listitem')
      .filter({ hasText: seeded.company })
      .getByText(/^Booked /)
      .waitFor();
    await shot(admin.page, 'admin-requests-desktop');
    expect(admin.problems).toEqual([]);

    // The customer is told, and the visit is among their upcoming ones.
    const approvedMail = await mailTo(`mara.${run}@pinedental.example`, /We approved your request for Carpet Cleaning/);
    unsubscribeLink = new URL(/https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(approvedMail.text)![0]);
    await customer.page.reload();
    await waitForHydration(customer.page);
    await customer.page.getByRole('list', { name: 'Upcoming visits' }).getByText('Carpet Cleaning').first().waitFor();
    await customer.page.getByRole('list', { name: 'Your requests' }).getByText('Booked').waitFor();

    // The plan's crew finds it in the Employee Portal.
    const crew = await openPage(browser());
    await signIn(crew.page, seeded.employee, '/employee-dashboard');
    await crew.page.goto(baseUrl() + '/employee-dashboard?tab=schedule');
    await waitForHydration(crew.page);
    await crew.page.getByRole('list', { name: 'Upcoming assignments' }).getByText('Carpet Cleaning').first().waitFor();
    expect(crew.problems).toEqual([]);
    await closeContext(crew.page);

    // The customer skips the first visit still open to changes (more than 24 hours ahead).
    const upcoming = customer.page.getByRole('list', { name: 'Upcoming visits' });
    const before = await upcoming.getByRole('listitem').count();
    await upcoming
      .getByRole('button', { name: /^Skip or move/ })
      .first()
      .click();
    const change = customer.page.getByRole('dialog', { name: 'Skip or move this visit' });
    await shot(customer.page, 'skip-or-move-desktop');
    await change.getByRole('button', { name: 'Skip this visit' }).click();
    await customer.page.getByText('Visit skipped', { exact: true }).first().waitFor();
    await customer.page
      .getByRole('list', { name: 'Closures and changes' })
      .getByText(/^Skipped: /)
      .waitFor();
    await expect.poll(() => upcoming.getByRole('listitem').count()).toBeLessThanOrEqual(before);
    expect(customer.problems).toEqual([]);
    await closeContext(customer.page);

    // The admin sees the change.
    await admin.page.reload();
    await waitForHydration(admin.page);
    await admin.page
      .getByRole('list', { name: 'Visit changes' })
      .getByText(/^Skipped: /)
      .first()
      .waitFor();
    await closeContext(admin.page);
  });

  it('bills the approved carpet cleaning with its month once it is done', async () => {
    expect(seeded, 'the customer of the previous test').toBeDefined();
    const admin = await adminToken();
    const call = (method: string, path: string, body?: object) =>
      fetch(baseUrl() + path, {
        method,
        headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const requests = await ok<Array<{ status: string; bookingId: number | null; customer: { companyName: string | null } }>>(
      call('GET', '/api/admin/service-requests?status=approved'),
      200,
    );
    const approved = requests.find((r) => r.customer.companyName === seeded.company)!;
    // The visit is days ahead; the office records it as done yesterday morning (the run bills completed visits only).
    const yesterday = addDays(companyDate(new Date()), -1);
    await ok(call('PUT', `/api/admin/bookings/${approved.bookingId}`, { date: yesterday, startTime: '09:00' }), 200);
    await ok(call('POST', `/api/admin/bookings/${approved.bookingId}/complete`), 200);
    const preview = await ok<{
      invoices: Array<{ kind: string; customer: { companyName: string | null }; visits: number; amountCents: number }>;
    }>(call('GET', `/api/admin/invoices/issue-preview?month=${yesterday.slice(0, 7)}`), 200);
    // One invoice of one-off visits for the customer: the carpet cleaning at the estimate the admin kept, $1,610.00.
    expect(preview.invoices.filter((i) => i.customer.companyName === seeded.company && i.kind === 'bookings')).toEqual([
      expect.objectContaining({ visits: 1, amountCents: 161_000 }),
    ]);
  });

  it('shows the customer’s and the admin’s screens at 390 and 1280 px', async () => {
    expect(seeded, 'the customer of the previous test').toBeDefined();
    const phone = await openPage(browser(), 'phone');
    await signIn(phone.page, seeded.customer, '/customer-dashboard');
    for (const tab of ['services', 'account'] as const) {
      await phone.page.goto(`${baseUrl()}/customer-dashboard?tab=${tab}`);
      await waitForHydration(phone.page);
      await phone.page.getByRole('heading', { name: tab === 'services' ? 'Extra work' : 'What we tell you' }).waitFor();
      await shot(phone.page, `customer-${tab}-phone`);
    }
    await phone.page.getByRole('heading', { name: 'What we tell you' }).waitFor();
    await closeContext(phone.page);
    const desktop = await openPage(browser());
    await signIn(desktop.page, seeded.customer, '/customer-dashboard');
    for (const tab of ['services', 'account'] as const) {
      await desktop.page.goto(`${baseUrl()}/customer-dashboard?tab=${tab}`);
      await waitForHydration(desktop.page);
      await desktop.page.getByRole('heading', { name: tab === 'services' ? 'Extra work' : 'What we tell you' }).waitFor();
      await shot(desktop.page, `customer-${tab}-desktop`);
    }
    await closeContext(desktop.page);
    const adminPhone = await openPage(browser(), 'phone');
    await signInAsAdmin(adminPhone.page);
    await adminPhone.page.goto(baseUrl() + '/admin/requests');
    await waitForHydration(adminPhone.page);
    await adminPhone.page.getByRole('heading', { name: 'Visit changes and closures' }).waitFor();
    await shot(adminPhone.page, 'admin-requests-phone');
    await closeContext(adminPhone.page);
  });

  it('stops the updates e-mails from the e-mail’s own link, on a page in the site’s look, the button working as a form', async () => {
    expect(unsubscribeLink, 'the approval e-mail’s unsubscribe link').toBeDefined();
    for (const viewport of ['phone', 'desktop'] as const) {
      const view = await openPage(browser(), viewport);
      await view.page.goto(baseUrl() + unsubscribeLink!.pathname);
      await view.page.getByRole('heading', { level: 1, name: 'Stop these e-mails?' }).waitFor();
      await shot(view.page, `unsubscribe-${viewport}`);
      await closeContext(view.page);
    }
    // Without its script: the button is a plain POST form that answers the page itself.
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(baseUrl() + unsubscribeLink!.pathname);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
    await page.getByText(/no longer sends you updates about your requests and visit changes by e-mail/).waitFor();
    await shot(page, 'unsubscribed-phone');
    await context.close();
  });
});
