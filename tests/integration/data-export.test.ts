import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { customerProfiles } from '#server/db/schema/customers.ts';
import { timeEntries } from '#server/db/schema/time.ts';
import type { UserRow } from '#server/modules/accounts/users.repository.ts';
import { createDataExportService } from '#server/modules/data-export/data-export.service.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertLead } from '#tests/support/crm-leads.ts';
import { insertBooking, insertEntry, insertSite } from '#tests/support/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * The company's data export (issue 17, decision 0030): five CSV files for an admin, each with its
 * header, a line per row with readable values (names, dollars, Central times), formulas defused and
 * no secret column; read in keyset pages (a row deleted behind the cursor skips nothing); admins
 * only. Expected values are written out from what was seeded.
 */

let t: TestApp;
let adminToken: string;
let customerToken: string;
let employeeToken: string;
let customer: UserRow;
let ana: UserRow;
let leadId: string;
let bookingId: number;
let walkInId: number;
let entryId: number;
let paidId: number;
let overdueId: number;

const db = () => t.database.db;
const NOTES = 'Back door, code "42"\nthen alarm';

/** RFC 4180, written here rather than taken from the code under test: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error(`The CSV does not end with CRLF: ${JSON.stringify(text.slice(-40))}`);
  return rows;
}

/** The file as records by header name, after checking every line has as many cells as the header. */
function records(rows: string[][]): Record<string, string>[] {
  const [header, ...lines] = rows;
  for (const line of lines) expect(line).toHaveLength(header!.length);
  return lines.map((line) => Object.fromEntries(header!.map((name, i) => [name, line[i]!])));
}

async function download(file: string, token = adminToken) {
  return t.app.inject({ method: 'GET', url: `/api/admin/export/${file}`, headers: bearer(token) });
}

async function exported(file: string) {
  const res = await download(file);
  expect(res.statusCode, res.body).toBe(200);
  const rows = parseCsv(res.body);
  return { res, header: rows[0]!, records: records(rows) };
}

const byId = (list: Record<string, string>[], column: string, id: number | string) => list.find((r) => r[column] === String(id));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertUser(db(), 'admin', { username: 'export-admin' });
  adminToken = await tokenFor(t.app, admin.username);
  customer = await insertUser(db(), 'customer', {
    username: 'export-dana',
    email: 'dana@northwind.example',
    firstName: 'Dana',
    lastName: 'Lee',
    phone: '(612) 555-0101',
    companyName: '=HYPERLINK("http://evil.example","Click")',
  });
  customerToken = await tokenFor(t.app, customer.username);
  ana = await insertUser(db(), 'employee', { username: 'export-ana', firstName: 'Ana', lastName: 'Ruiz' });
  employeeToken = await tokenFor(t.app, ana.username);
  const bo = await insertUser(db(), 'employee', { username: 'export-bo', firstName: 'Bo', lastName: 'Berg' });

  leadId = await insertLead(db(), {
    reference: 'TP-2026-0777',
    source: 'calculator',
    status: 'lost',
    lostReason: 'Chose another company',
    priority: 'high',
    leadScore: 81,
    companyName: 'Acme Dental',
    firstName: 'Lee',
    lastName: 'Park',
    email: 'lee@acme.example',
    phone: '(651) 555-0177',
    address: '1 Main St, Edina, MN',
    facilityType: 'medical',
    squareFootage: 4200,
    frequency: '2x-Weekly',
    estimatedPriceCents: 64_750,
    nextFollowUpDate: '2026-12-01',
    requestHash: 'request-hash-not-for-export',
    idempotencyKey: 'idempotency-key-not-for-export',
    visitorId: 'visitor-id-not-for-export',
    createdAt: new Date('2026-11-10T15:05:00Z'),
  });
  await db()
    .insert(customerProfiles)
    .values({ userId: customer.id, billingEmail: 'ap@northwind.example', billingAddress: 'PO Box 9, Edina, MN', sourceLeadId: leadId });
  const site = await insertSite(db(), customer.id, { name: 'Main office', address: '7001 France Ave S, Edina, MN 55435' });
  await insertSite(db(), customer.id, { name: 'Warehouse', address: '200 Dock Rd, Eagan, MN', isActive: false });

  bookingId = (
    await insertBooking(
      db(),
      customer.id,
      site.id,
      { scheduledStart: new Date('2026-12-08T00:00:00Z'), durationMinutes: 120, priceCents: 25_000, notes: NOTES },
      [bo.id, ana.id],
    )
  ).id;
  walkInId = (
    await insertBooking(db(), customer.id, site.id, {
      customerId: null,
      siteId: null,
      source: 'scheduling',
      clientName: 'Walk In Wendy',
      clientEmail: 'wendy@example.test',
      clientPhone: '(763) 555-0123',
      location: '9 Elm St, Hopkins, MN',
      priceCents: null,
      notes: '',
    })
  ).id;

  // 09:00 to 11:30 Central on Monday November 16, 2026: 2.50 hours in the week of Sunday the 15th.
  entryId = (await insertEntry(db(), ana.id, new Date('2026-11-16T15:00:00Z'), 150, { bookingId, description: 'Floors' })).id;

  const billTo = { name: 'Dana Lee', company: 'Northwind', address: 'PO Box 9, Edina, MN', email: 'ap@northwind.example' };
  const invoiceRows = await db()
    .insert(invoices)
    .values([
      {
        invoiceNumber: 'INV-2026-0001',
        numberYear: 2026,
        numberSeq: 1,
        kind: 'bookings',
        customerId: customer.id,
        issueDate: '2026-10-01',
        dueDate: '2026-10-31',
        description: 'Office cleaning, September',
        amountCents: 64_705,
        status: 'paid',
        paidAt: new Date('2026-10-20T19:30:00Z'),
        paymentReference: 'Check 1042',
        billTo,
      },
      {
        invoiceNumber: 'INV-2020-0002',
        numberYear: 2020,
        numberSeq: 2,
        kind: 'bookings',
        customerId: customer.id,
        issueDate: '2020-01-01',
        dueDate: '2020-01-31',
        description: 'Window cleaning',
        amountCents: 9_900,
        billTo,
      },
    ])
    .returning({ id: invoices.id });
  [paidId, overdueId] = invoiceRows.map((row) => row.id) as [number, number];
});

afterAll(async () => {
  await t?.close();
});

describe('the data export', () => {
  it('writes customers with their profile and sites, a formula-looking company defused, no secrets', async () => {
    const { res, header, records: list } = await exported('customers.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="customers-${companyDate(new Date())}.csv"`);
    expect(header).toEqual([
      'Customer ID',
      'Company',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Billing e-mail',
      'Billing address',
      'Sites',
      'Active',
      'Customer since',
      'Last sign-in (Central)',
      'From lead',
    ]);
    // Customers only: the admin and the employees are not in it.
    expect(list.map((r) => r['Customer ID'])).toEqual([String(customer.id)]);
    const row = byId(list, 'Customer ID', customer.id)!;
    expect(row).toMatchObject({
      Company: `'=HYPERLINK("http://evil.example","Click")`,
      'First name': 'Dana',
      'Last name': 'Lee',
      'E-mail': 'dana@northwind.example',
      Phone: '(612) 555-0101',
      'Billing e-mail': 'ap@northwind.example',
      'Billing address': 'PO Box 9, Edina, MN',
      Sites: 'Main office: 7001 France Ave S, Edina, MN 55435; Warehouse: 200 Dock Rd, Eagan, MN (inactive)',
      Active: 'yes',
      'From lead': 'TP-2026-0777',
    });
    expect(row['Customer since']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Signed in by tokenFor above.
    expect(row['Last sign-in (Central)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);

    const [stored] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, customer.id));
    expect(stored!.hash).toBeTruthy();
    expect(res.body).not.toContain(stored!.hash!);
    expect(res.body).not.toContain(customerToken);
    expect(header.join(',')).not.toMatch(/password|hash|token|secret|totp/i);
  });

  it('writes leads with status, estimate in dollars and Central times, and none of their internal keys', async () => {
    const { res, header, records: list } = await exported('leads.csv');
    expect(header[0]).toBe('Lead ID');
    expect(byId(list, 'Lead ID', leadId)).toEqual({
      'Lead ID': leadId,
      Reference: 'TP-2026-0777',
      'Created (Central)': '2026-11-10 09:05',
      Source: 'calculator',
      Status: 'lost',
      'Lost reason': 'Chose another company',
      Priority: 'high',
      Score: '81',
      Company: 'Acme Dental',
      'First name': 'Lee',
      'Last name': 'Park',
      'E-mail': 'lee@acme.example',
      Phone: '(651) 555-0177',
      Address: '1 Main St, Edina, MN',
      'Facility type': 'medical',
      'Square feet': '4200',
      // In words, not the code '2x-Weekly' (decision 0039).
      Frequency: '2 times a week',
      'Estimated monthly (USD)': '647.50',
      'Next follow-up': '2026-12-01',
      'Converted (Central)': '',
      'Customer ID': '',
    });
    for (const secret of ['request-hash-not-for-export', 'idempotency-key-not-for-export', 'visitor-id-not-for-export']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('writes bookings with the customer and crew by name, a walk-in by the name it gave, notes quoted intact', async () => {
    const { records: list } = await exported('bookings.csv');
    expect(byId(list, 'Booking ID', bookingId)).toEqual({
      'Booking ID': String(bookingId),
      'Start (Central)': '2026-12-07 18:00',
      Minutes: '120',
      Status: 'confirmed',
      Service: 'Office cleaning',
      Source: 'admin',
      'Service plan ID': '',
      'Customer ID': String(customer.id),
      Customer: 'Dana Lee',
      Company: `'=HYPERLINK("http://evil.example","Click")`,
      'Customer e-mail': 'dana@northwind.example',
      'Customer phone': '(612) 555-0101',
      Site: 'Main office',
      Location: '7001 France Ave S, Edina, MN 55435',
      Crew: 'Bo Berg; Ana Ruiz',
      'Price (USD)': '250.00',
      'Completed (Central)': '',
      'Cancelled (Central)': '',
      'Cancel reason': '',
      Notes: NOTES,
    });
    expect(byId(list, 'Booking ID', walkInId)).toMatchObject({
      'Customer ID': '',
      Customer: 'Walk In Wendy',
      'Customer e-mail': 'wendy@example.test',
      'Customer phone': '(763) 555-0123',
      Site: '',
      Crew: '',
      'Price (USD)': '',
    });
  });

  it('writes invoices in dollars, an unpaid one past its due date as overdue', async () => {
    const { records: list } = await exported('invoices.csv');
    expect(byId(list, 'Invoice ID', paidId)).toEqual({
      'Invoice ID': String(paidId),
      Number: 'INV-2026-0001',
      Kind: 'bookings',
      'Issue date': '2026-10-01',
      'Due date': '2026-10-31',
      Period: '',
      Status: 'paid',
      'Customer ID': String(customer.id),
      Customer: 'Dana Lee',
      Company: `'=HYPERLINK("http://evil.example","Click")`,
      'Bill to': 'Dana Lee, Northwind',
      'Bill-to e-mail': 'ap@northwind.example',
      'Bill-to address': 'PO Box 9, Edina, MN',
      Description: 'Office cleaning, September',
      'Amount (USD)': '647.05',
      'Paid (Central)': '2026-10-20 14:30',
      'Payment reference': 'Check 1042',
    });
    expect(byId(list, 'Invoice ID', overdueId)).toMatchObject({ Status: 'overdue', 'Amount (USD)': '99.00', 'Paid (Central)': '' });
  });

  it('writes time entries with the employee and the visit’s customer by name, hours to 2 decimals', async () => {
    const { records: list } = await exported('time-entries.csv');
    expect(byId(list, 'Entry ID', entryId)).toEqual({
      'Entry ID': String(entryId),
      'Employee ID': String(ana.id),
      Employee: 'Ana Ruiz',
      Date: '2026-11-16',
      'Clock in (Central)': '2026-11-16 09:00',
      'Clock out (Central)': '2026-11-16 11:30',
      Hours: '2.50',
      Source: 'manual',
      'Booking ID': String(bookingId),
      Customer: `'=HYPERLINK("http://evil.example","Click")`,
      Description: 'Floors',
      'Clock-in address': '',
      'Clock-out address': '',
      'Far from site': 'no',
      'Week of': '2026-11-15',
      'Week status': 'open',
    });
  });

  it('answers an unknown file with a 404 naming the five', async () => {
    for (const file of ['payments.csv', 'customers', 'customers.csv.bak']) {
      const res = await download(file);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().message).toContain('customers.csv, leads.csv, bookings.csv, invoices.csv, time-entries.csv');
    }
  });

  it('is for admins only', async () => {
    for (const file of ['customers.csv', 'leads.csv', 'bookings.csv', 'invoices.csv', 'time-entries.csv']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/export/${file}` })).statusCode, file).toBe(401);
      expect((await download(file, customerToken)).statusCode, file).toBe(403);
      expect((await download(file, employeeToken)).statusCode, file).toBe(403);
    }
  });
});

describe('the data export’s paging', () => {
  it('reads in keyset pages of the given size: every row once, in id order, and a row deleted behind the cursor skips nothing', async () => {
    const cleo = await insertUser(db(), 'employee', { username: 'export-cleo', firstName: 'Cleo', lastName: 'Paging' });
    for (let day = 0; day < 5; day++) await insertEntry(db(), cleo.id, new Date(Date.UTC(2026, 9, 5 + day, 14)), 60);
    const [{ n }] = (await db().select({ n: count() }).from(timeEntries)) as [{ n: number }];
    expect(n).toBe(6);

    const { filename, chunks } = createDataExportService({ db: db(), pageSize: 2 }).open('time-entries.csv');
    expect(filename).toBe(`time-entries-${companyDate(new Date())}.csv`);
    const pieces: string[] = [];
    const header = await chunks.next();
    pieces.push(header.value as string);
    const first = await chunks.next();
    pieces.push(first.value as string);
    const firstIds = parseCsv(first.value as string).map((row) => Number(row[0]));
    expect(firstIds).toHaveLength(2);
    // An offset read would now start one row too far and skip a row.
    await db().delete(timeEntries).where(eq(timeEntries.id, firstIds[1]!));
    for await (const piece of chunks) pieces.push(piece);

    // The header, then pages of 2, 2 and 2 rows; the last page was full, so one more read found nothing.
    expect(pieces.slice(1).map((piece) => parseCsv(piece).length)).toEqual([2, 2, 2]);
    const all = records(parseCsv(pieces.join('')));
    const ids = all.map((r) => Number(r['Entry ID']));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(6);
    expect(all.filter((r) => r.Employee === 'Cleo Paging')).toHaveLength(5);
  });
});
