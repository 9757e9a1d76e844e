import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { baseUrl, closeContext, hasChromium, useBrowser, viewports, waitForHydration } from './browser.ts';
import { adminToken, postJson } from './as-admin.ts';

/** Where the phone says it is: a site in Edina. No geocoder runs in the e2e server, so this is also the stored address. */
const POSITION = { latitude: 44.8766, longitude: -93.3301 };
const POSITION_TEXT = '44.876600,-93.330100';
const PASSWORD = 'nora sweeps the lobby 2026';

async function ok<T>(answer: Promise<Response>, status: number): Promise<T> {
  const res = await answer;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** The Minnesota wall clock now, 'HH:MM'. */
function minnesotaTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/**
 * Through the admin API, as the office would: an employee who has chosen a password, a customer
 * with a site (a quote converted by the admin), and a visit of that customer today, starting now,
 * assigned to the employee.
 */
async function seedEmployeeWithVisit() {
  const token = await adminToken();
  const suffix = Date.now().toString(36);
  const username = `nora.${suffix}`;
  const created = await ok<{ user: { id: number }; passwordLink: { url: string } }>(
    postJson(
      '/api/users',
      {
        firstName: 'Nora',
        lastName: 'Berg',
        username,
        email: `${username}@example.test`,
        role: 'employee',
        position: 'Day Porter',
        hourlyRate: 21,
        // Hired a month ago: the manual entry below is for yesterday, and none may start before the hire date.
        hireDate: addDays(companyDate(new Date()), -30),
      },
      token,
    ),
    201,
  );
  const linkToken = new URL(created.passwordLink.url).searchParams.get('token') ?? '';
  await ok(postJson(`/api/auth/password-links/${linkToken}`, { password: PASSWORD }), 204);

  const company = `Lakeside Dental ${suffix}`;
  const quote = await ok<{ leadId: string }>(
    postJson('/api/pricing-breakdown', {
      companyName: company,
      firstName: 'Mara',
      lastName: 'Holm',
      email: `mara.${suffix}@lakeside.example`,
      phone: '(952) 555-0123',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Weekly',
      additionalServices: [],
      address: '7001 France Ave S, Edina, MN 55435',
    }),
    200,
  );
  const converted = await ok<{ customer: { id: number }; site: { id: number; name: string } }>(
    postJson(`/api/admin/leads/${quote.leadId}/convert`, {}, token),
    201,
  );
  const now = new Date();
  const visit = await ok<{ id: number }>(
    postJson(
      '/api/admin/bookings',
      {
        customerId: converted.customer.id,
        siteId: converted.site.id,
        serviceType: 'Office cleaning',
        date: companyDate(now),
        startTime: minnesotaTime(now),
        durationMinutes: 120,
        priceCents: 18_000,
        notes: 'Side door after 6 PM',
        crew: [created.user.id],
      },
      token,
    ),
    201,
  );
  return { username, company, visitId: visit.id, siteName: converted.site.name };
}

/** A phone held in one hand, location allowed, standing at a fixed spot. */
async function openPhone(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: viewports.phone,
    isMobile: true,
    hasTouch: true,
    geolocation: POSITION,
    permissions: ['geolocation'],
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { page, problems };
}

async function signIn(page: Page, username: string) {
  await page.goto(baseUrl() + '/login-portal');
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(baseUrl() + '/employee-dashboard');
}

/** What the server holds, read with the employee's own session. */
async function timeEntries(username: string) {
  const { token } = await ok<{ token: string }>(postJson('/api/auth/login', { username, password: PASSWORD }), 200);
  const res = await fetch(baseUrl() + '/api/employee/time-entries', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as {
    status: string;
    entries: { bookingId: number | null; location: string | null; clockOut: string | null; source: string }[];
  };
}

describe.skipIf(!hasChromium)('employee portal on a phone, location granted (issue 13)', () => {
  const browser = useBrowser();

  it('clocks in to the visit and out again, adds a manual entry (an overlap refused), and runs drive mode', async () => {
    const { username, company, visitId, siteName } = await seedEmployeeWithVisit();
    const { page, problems } = await openPhone(browser());
    await signIn(page, username);

    // Overview: status at a glance, today's visit, and Clock In at the bottom of the screen under the thumb.
    await page.getByText('Off Duty').waitFor();
    const today = page.getByRole('region', { name: "Today's assignments" });
    await today.getByRole('heading', { name: 'Office cleaning' }).waitFor();
    await today.getByText(company, { exact: true }).waitFor();
    const clockIn = page.getByRole('button', { name: 'Clock In' });
    const box = await clockIn.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(viewports.phone.height - 40);

    // The visit of the moment (it started a moment ago) is already chosen (issue 30).
    const chooser = page.getByRole('combobox', { name: /Assignment/ });
    await expect.poll(() => chooser.inputValue()).toBe(String(visitId));
    await page.getByRole('textbox', { name: /Description/ }).fill('Lobby first');
    await clockIn.click();
    await page.getByText(/^Clocked in at/).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    // Where: the site by name, not the coordinates the server stored as the address (no geocoder here).
    await page.getByText(`At ${siteName}`, { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(POSITION_TEXT);
    let held = await timeEntries(username);
    expect(held.status).toBe('Active');
    expect(held.entries[0]).toMatchObject({ bookingId: visitId, location: POSITION_TEXT, clockOut: null, source: 'clock' });

    await page.getByRole('button', { name: 'Clock Out' }).click();
    await page.getByText(/^Clocked out at/).waitFor();
    await page.getByText('Off Duty').waitFor();
    held = await timeEntries(username);
    expect(held.status).toBe('Off Duty');
    expect(held.entries[0]?.clockOut).not.toBeNull();

    // Timesheet: the punched entry is listed; a manual entry for yesterday morning, then the same again.
    await page.getByRole('tab', { name: 'Timesheet' }).click();
    await page.waitForURL(baseUrl() + '/employee-dashboard?tab=timesheet');
    const recent = page.getByRole('list', { name: 'Recent time entries' });
    await recent.getByText(company, { exact: false }).first().waitFor();
    await recent.getByText(`at ${siteName}`, { exact: true }).waitFor();
    expect(await recent.innerText()).not.toContain(POSITION_TEXT);
    const yesterday = addDays(companyDate(new Date()), -1);
    for (const attempt of ['added', 'overlap'] as const) {
      await page.getByLabel(/^Start/).fill(`${yesterday}T09:00`);
      await page.getByLabel(/^End/).fill(`${yesterday}T11:00`);
      await page.getByRole('textbox', { name: /Description/ }).fill('Supply run');
      await page.getByRole('button', { name: 'Add Time Entry' }).click();
      if (attempt === 'added') await page.getByText('Time entry added').waitFor();
      else await page.getByRole('alert').filter({ hasText: 'This entry overlaps your entry of' }).waitFor();
    }
    await recent.getByText('Manual entry').waitFor();
    held = await timeEntries(username);
    expect(held.entries.filter((entry) => entry.source === 'manual')).toHaveLength(1);

    // Drive mode: a reading that is not a number is refused; then start, a running clock, and end.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const drive = page.getByRole('region', { name: 'Drive mode' });
    await drive.getByRole('textbox', { name: /Starting mileage/ }).fill('about 48k');
    await drive.getByRole('button', { name: 'Start Drive Mode' }).click();
    await drive.getByText('Invalid Mileage: Please enter a valid mileage reading.').waitFor();
    await drive.getByRole('textbox', { name: /Starting mileage/ }).fill('48213.4');
    await drive.getByRole('button', { name: 'Start Drive Mode' }).click();
    await drive.getByText('A trip is under way.').waitFor();
    await drive.getByRole('timer').waitFor();
    // Driving, the button at the bottom of the screen is End Drive Mode, in the primary colour and enabled;
    // Clock In stays in its card (issue 30).
    const endDrive = drive.getByRole('button', { name: 'End Drive Mode' });
    const endBox = await endDrive.boundingBox();
    expect((endBox?.y ?? 0) + (endBox?.height ?? 0)).toBeGreaterThan(viewports.phone.height - 40);
    const look = await endDrive.evaluate((button) => ({
      opacity: getComputedStyle(button).opacity,
      background: getComputedStyle(button).backgroundColor,
      disabled: (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true',
    }));
    expect(look).toMatchObject({ opacity: '1', disabled: false });
    const primaryBackground = await page.getByRole('button', { name: 'End Drive Mode' }).evaluate(() => {
      const probe = Object.assign(document.createElement('span'), { className: 'bg-brand-700' });
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect(look.background).toBe(primaryBackground);
    // Pinned: End Drive Mode's dock is fixed to the screen; Clock In sits in the page (no fixed box around it).
    const pinned = (button: Element) => {
      for (let box: Element | null = button; box; box = box.parentElement) if (getComputedStyle(box).position === 'fixed') return true;
      return false;
    };
    expect(await endDrive.evaluate(pinned)).toBe(true);
    expect(await clockIn.evaluate(pinned)).toBe(false);
    await drive.getByRole('textbox', { name: /Ending mileage/ }).fill('48225.6');
    await drive.getByRole('textbox', { name: /Destination/ }).fill(company);
    await drive.getByRole('button', { name: 'End Drive Mode' }).click();
    await drive.getByText(/^Trip ended: 12\.2 miles in/).waitFor();
    await drive.getByRole('button', { name: 'Start Drive Mode' }).waitFor();

    await page.getByRole('tab', { name: 'Timesheet' }).click();
    const trips = page.getByRole('region', { name: 'Trips this week' });
    await trips.getByText('12.2 mi').waitFor();
    expect(await trips.getByText('miles in total').locator('xpath=..').innerText()).toContain('12.2');

    // The refused overlap is a 409 the browser logs; nothing else may be.
    expect(problems.filter((problem) => !problem.includes('409'))).toEqual([]);
    await closeContext(page);
  });
});
