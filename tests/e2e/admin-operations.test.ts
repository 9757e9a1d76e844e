import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, companyDate, weekStart, zonedInstant } from '#shared/domain/company-time.ts';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 13, the admin's journey through the operations screens: convert a lead in the CRM (and the
 * customer sets a password with the invite link shown), book a one-off visit, assign its crew and
 * complete it, approve an employee's week, issue the month's invoices, mark one paid, and see the
 * customer's balance change through GET /api/customer/invoices with the customer's own token.
 */

const run = Date.now().toString(36);
const COMPANY = `Harbor Dental ${run}`;
const CUSTOMER_EMAIL = `mara.${run}@harbor-dental.example`;
const CUSTOMER_PASSWORD = 'harbor dental passphrase 2026';
const EMPLOYEE = { username: `crew.${run}`, firstName: 'Rosa', lastName: `Lind${run}` };

const today = companyDate(new Date());
/** Monday of last week, Minnesota calendar: a week that has ended and can be approved. */
const lastMonday = addDays(weekStart(today), -6);

function monthLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-01T00:00:00Z`),
  );
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const res = await fetch(baseUrl() + path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Pending plus overdue, in cents: the portal's outstanding balance. */
async function balanceCents(customerToken: string): Promise<number> {
  const invoices = await getJson<Array<{ amount: number; status: string }>>('/api/customer/invoices', customerToken);
  return invoices.filter((i) => i.status === 'pending' || i.status === 'overdue').reduce((sum, i) => sum + Math.round(i.amount * 100), 0);
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(baseUrl() + path);
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe.skipIf(!hasChromium)('admin operations: from a lead to a paid invoice', () => {
  const browser = useBrowser();

  it('converts a lead, crews and completes a visit, approves a week, issues invoices and marks one paid', async () => {
    const token = await adminToken();
    // A quote from the website (the lead) and an employee with an hourly rate, with last Monday's hours.
    const quote = await postJson('/api/pricing-breakdown', {
      companyName: COMPANY,
      firstName: 'Mara',
      lastName: 'Holm',
      email: CUSTOMER_EMAIL,
      phone: '(952) 555-0123',
      facilityType: 'office',
      squareFootage: 8000,
      frequency: 'Weekly',
      additionalServices: [],
      address: '7001 France Ave S, Edina, MN 55435',
    });
    expect(quote.status).toBe(200);
    const employee = await postJson(
      '/api/users',
      { ...EMPLOYEE, email: `${EMPLOYEE.username}@crew.example`, role: 'employee', position: 'Cleaner', hourlyRate: 25 },
      token,
    );
    expect(employee.status).toBe(201);
    const employeeId = ((await employee.json()) as { user: { id: number } }).user.id;
    const entry = await postJson(
      '/api/admin/time-entries',
      {
        employeeId,
        clockIn: zonedInstant(lastMonday, '09:00').toISOString(),
        clockOut: zonedInstant(lastMonday, '13:30').toISOString(),
        description: 'Harbor Dental move-in clean',
      },
      token,
    );
    expect(entry.status).toBe(201);

    const { page, problems } = await openPage(browser(), 'desktop');
    await signInAsAdmin(page);

    // 1. Convert the lead in the CRM; the dialog shows the new account's one-time invite link.
    await open(page, '/crm-dashboard', 'CRM Dashboard');
    await page.getByRole('searchbox', { name: 'Search' }).fill(COMPANY);
    await page
      .getByRole('list', { name: 'Leads' })
      .getByRole('button', { name: new RegExp(`^${COMPANY}`) })
      .click();
    const panel = page.getByRole('dialog', { name: COMPANY });
    await panel.getByRole('button', { name: 'Convert to customer' }).click();
    // Opened over the lead's panel; its name changes once the conversion is done.
    const convert = page.getByRole('dialog').last();
    await convert.getByRole('button', { name: 'Convert to customer' }).click();
    await convert.getByRole('heading', { name: `${COMPANY} is a customer` }).waitFor();
    const invite = await convert.getByRole('textbox', { name: 'Set-password link' }).inputValue();
    await convert.getByRole('button', { name: 'Done' }).click();
    await panel.getByText(/^A customer since/).waitFor();
    await page.keyboard.press('Escape');

    // The customer chooses a password with the link and signs in (their token reads their invoices).
    const linkToken = new URL(invite).searchParams.get('token')!;
    const chosen = await postJson(`/api/auth/password-links/${linkToken}`, { password: CUSTOMER_PASSWORD });
    expect(chosen.status).toBe(204);
    const login = await postJson('/api/login', { username: CUSTOMER_EMAIL, password: CUSTOMER_PASSWORD });
    expect(login.status).toBe(200);
    const customerToken = ((await login.json()) as { token: string }).token;

    // 2. Book a one-off visit for today at midnight (it has started, so it can be completed).
    await open(page, '/admin/bookings', 'Bookings');
    await page.getByRole('button', { name: 'New one-off visit' }).click();
    const book = page.getByRole('dialog');
    await book.getByLabel(/^Customer/).selectOption({ label: `${COMPANY} (Mara Holm)` });
    await expect.poll(() => book.getByLabel(/^Site/).inputValue()).not.toBe('');
    await book.getByLabel(/^Service/).fill('Move-in deep clean');
    await book.getByLabel(/^Date/).fill(today);
    await book.getByLabel(/^Start time/).fill('00:00');
    await book.getByLabel(/^Price in USD/).fill('250');
    await book.getByRole('button', { name: 'Book visit' }).click();
    await book.waitFor({ state: 'detached' });
    await page.getByLabel('Customer', { exact: true }).selectOption({ label: `${COMPANY} (Mara Holm)` });
    await page.getByRole('table').getByRole('row').filter({ hasText: 'Move-in deep clean' }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: /Move-in deep clean/ }).waitFor();

    // Assign the crew, then mark the visit completed; both are in its history.
    await page.getByRole('button', { name: 'Assign crew' }).click();
    const crew = page.getByRole('dialog');
    await crew.getByRole('checkbox', { name: new RegExp(`Rosa ${EMPLOYEE.lastName}`) }).check();
    await crew.getByRole('button', { name: 'Save crew' }).click();
    await page.getByRole('list', { name: 'Assigned crew' }).getByText(`Rosa ${EMPLOYEE.lastName}`).waitFor();
    await page.getByRole('button', { name: 'Mark completed' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark completed' }).click();
    await page.getByText('Completed', { exact: true }).first().waitFor();
    const history = page.getByRole('region', { name: 'History of this visit' });
    await history.getByText('Crew changed').waitFor();
    await history.getByText('Marked completed').waitFor();

    // 3. Approve the employee's last week.
    await open(page, '/admin/timesheets', 'Timesheets');
    await page
      .getByRole('table')
      .getByRole('link', { name: new RegExp(`Rosa ${EMPLOYEE.lastName}`) })
      .click();
    await page.getByRole('heading', { level: 1, name: `Timesheet: Rosa ${EMPLOYEE.lastName}` }).waitFor();
    await page.getByRole('button', { name: 'Approve week' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve week' }).click();
    await page.getByRole('button', { name: 'Reopen week' }).waitFor();
    await page.getByText('$112.50').first().waitFor();

    // 4. Issue this month's invoices (the completed visit is billed in the month it was completed).
    const balanceBefore = await balanceCents(customerToken);
    await open(page, '/admin/invoices', 'Invoices');
    const issue = page.getByRole('region', { name: 'Issue a month’s invoices' });
    await issue.getByLabel('Month').selectOption({ label: monthLabel(today) });
    await issue.getByRole('button', { name: `Issue invoices for ${monthLabel(today)}…` }).click();
    // What will be issued is shown first (decision 0040); the visit's invoice is among it.
    const preview = issue.getByRole('region', { name: `Invoices to issue for ${monthLabel(today)}` });
    await preview
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `${COMPANY} (Mara Holm)` })
      .first()
      .waitFor();
    await preview.getByRole('button', { name: /^Issue \d+ invoices? \(/ }).click();
    await issue
      .getByRole('status')
      .filter({ hasText: /issued for/ })
      .waitFor();
    const balanceIssued = await balanceCents(customerToken);
    expect(balanceIssued - balanceBefore).toBeGreaterThanOrEqual(25_000);

    // 5. Mark the visit's invoice paid: the customer's balance drops by its $250.
    await page
      .getByRole('search', { name: 'Filter invoices' })
      .getByLabel('Customer')
      .selectOption({ label: `${COMPANY} (Mara Holm)` });
    const row = page.getByRole('table').getByRole('row').filter({ hasText: '$250.00' });
    await row.getByRole('button', { name: /^Mark paid/ }).click();
    const paid = page.getByRole('dialog');
    await paid.getByLabel(/Payment reference/).fill('Check 2041');
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await paid.waitFor({ state: 'detached' });
    await row.getByText('Paid', { exact: true }).waitFor();
    expect(await balanceCents(customerToken)).toBe(balanceIssued - 25_000);

    expect(problems).toEqual([]);
    await closeContext(page);
  });
});
