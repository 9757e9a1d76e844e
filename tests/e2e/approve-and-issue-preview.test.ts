import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, companyDate, weekStart, zonedInstant } from '#shared/domain/company-time.ts';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Decision 0040 in the browser: the timesheet says why Approve is off before any click and takes the
 * missing hourly rate on the spot; issuing a month's invoices shows what will be issued and issues it
 * on confirmation. Weeks and months are counted back from today, so the test holds any day.
 */

const run = Date.now().toString(36);
const today = companyDate(new Date());
const thisSunday = weekStart(today);
const lastSunday = addDays(thisSunday, -7);

const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-01T12:00:00Z`),
  );
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

async function ok<T>(response: Promise<Response>, status: number): Promise<T> {
  const res = await response;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

const authGet = async <T>(path: string, token: string): Promise<T> =>
  ok<T>(fetch(baseUrl() + path, { headers: { authorization: `Bearer ${token}` } }), 200);

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(baseUrl() + path);
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe.skipIf(!hasChromium)('approving a week and issuing invoices, with a look first', () => {
  const browser = useBrowser();

  it('says why a week cannot be approved before the click, and takes the missing rate there', async () => {
    const token = await adminToken();
    const lastName = `Norate${run}`;
    // Created as the API allows: an employee without an hourly rate, with 4.5 hours last Monday.
    const { user } = await ok<{ user: { id: number } }>(
      postJson(
        '/api/users',
        { firstName: 'Tova', lastName, username: `tova.${run}`, email: `tova.${run}@crew.example`, role: 'employee' },
        token,
      ),
      201,
    );
    await ok(
      postJson(
        '/api/admin/time-entries',
        {
          employeeId: user.id,
          clockIn: zonedInstant(addDays(lastSunday, 1), '09:00').toISOString(),
          clockOut: zonedInstant(addDays(lastSunday, 1), '13:30').toISOString(),
        },
        token,
      ),
      201,
    );

    const { page, problems } = await openPage(browser(), 'desktop');
    await signInAsAdmin(page);

    // This week has not ended: Approve is off, and the screen says from when it can be approved.
    await open(page, `/admin/timesheets/${user.id}?week=${thisSunday}`, `Timesheet: Tova ${lastName}`);
    const approve = page.getByRole('button', { name: 'Approve week' });
    expect(await approve.getAttribute('aria-disabled')).toBe('true');
    await page
      .getByRole('note', { name: 'This week cannot be approved yet' })
      .getByText(`it can be approved from ${longDay(addDays(thisSunday, 7))}.`)
      .waitFor();

    // Last week has ended; only the missing rate holds it, and it is set right here.
    await open(page, `/admin/timesheets/${user.id}?week=${lastSunday}`, `Timesheet: Tova ${lastName}`);
    const note = page.getByRole('note', { name: 'This week cannot be approved yet' });
    await note.getByText(`Set an hourly rate first: Tova ${lastName} has none, so the week’s pay cannot be worked out.`).waitFor();
    expect(await approve.getAttribute('aria-disabled')).toBe('true');
    await approve.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await note.getByLabel(`Tova ${lastName}’s hourly rate in USD`).fill('25');
    await note.getByRole('button', { name: 'Save rate' }).click();
    await note.waitFor({ state: 'detached' });
    expect(await approve.getAttribute('aria-disabled')).toBeNull();
    await approve.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve week' }).click();
    await page.getByRole('button', { name: 'Reopen week' }).waitFor();
    // 4.5 hours at $25.00.
    await page.getByText('$112.50').first().waitFor();

    expect(problems).toEqual([]);
    await closeContext(page);
  });

  it('shows the invoices a month would issue, issues nothing until confirmed, then issues exactly those', async () => {
    const token = await adminToken();
    const company = `Alder Clinic ${run}`;
    const quote = await ok<{ leadId: string }>(
      postJson('/api/pricing-breakdown', {
        companyName: company,
        firstName: 'Ines',
        lastName: 'Alder',
        email: `ines.${run}@alder.example`,
        phone: '(952) 555-0188',
        facilityType: 'office',
        squareFootage: 6000,
        frequency: 'Weekly',
        additionalServices: [],
        address: '7001 France Ave S, Edina, MN 55435',
      }),
      200,
    );
    const converted = await ok<{ customer: { id: number }; site: { id: number } }>(
      postJson(`/api/admin/leads/${quote.leadId}/convert`, {}, token),
      201,
    );
    // A visit today at midnight (it has started), completed now: billed with this month.
    const visit = await ok<{ id: number }>(
      postJson(
        '/api/admin/bookings',
        {
          customerId: converted.customer.id,
          siteId: converted.site.id,
          serviceType: 'Floor care',
          date: today,
          startTime: '00:00',
          durationMinutes: 120,
          priceCents: 18_000,
        },
        token,
      ),
      201,
    );
    await ok(postJson(`/api/admin/bookings/${visit.id}/complete`, {}, token), 200);
    const billed = async () =>
      (
        await authGet<{ invoices: Array<{ kind: string; amountCents: number }> }>(
          `/api/admin/invoices?customerId=${converted.customer.id}`,
          token,
        )
      ).invoices;

    const { page, problems } = await openPage(browser(), 'desktop');
    await signInAsAdmin(page);
    await open(page, '/admin/invoices', 'Invoices');
    const month = monthName(today);
    const panel = page.getByRole('region', { name: 'Issue a month’s invoices' });
    await panel.getByLabel('Month').selectOption({ label: month });
    await panel.getByRole('button', { name: `Issue invoices for ${month}…` }).click();

    const preview = panel.getByRole('region', { name: `Invoices to issue for ${month}` });
    const row = preview
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `${company} (Ines Alder)` });
    await row.getByText('$180.00').waitFor();
    expect(await billed()).toEqual([]);

    const confirm = preview.getByRole('button', { name: /^Issue \d+ invoices? \(/ });
    const [, count, total] = /^Issue (\d+) invoices? \((\$[\d,.]+)\)$/.exec((await confirm.innerText()).trim())!;
    expect(await preview.getByRole('table').getByRole('row').count()).toBe(Number(count) + 2);
    await confirm.click();
    await panel
      .getByRole('status')
      .getByText(`${count} ${count === '1' ? 'invoice' : 'invoices'} issued for ${month}, ${total} in all.`)
      .waitFor();
    // The visit's invoice (and a prorated plan month when the converted plan started this month).
    expect((await billed()).filter((invoice) => invoice.kind === 'bookings').map((invoice) => invoice.amountCents)).toEqual([18_000]);

    expect(problems).toEqual([]);
    await closeContext(page);
  });
});
