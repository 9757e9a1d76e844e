import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerList, CustomerSummary } from '#shared/contracts/customers.ts';
import type { PasswordLink } from '#shared/contracts/users.ts';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { passwordLinks } from '#server/db/schema/accounts.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { customerProfiles } from '#server/db/schema/customers.ts';
import { planPriceVersions } from '#server/db/schema/operations.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertPlan, insertSite } from '#tests/support/operations.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { testConfig } from '#tests/support/test-app.ts';

/**
 * The admins' customers (issue 34) on a world worked by hand. The clock stands at Wednesday 2026-11-18,
 * 10:00 in Minnesota: an invoice is overdue when its due date is before November 18.
 *
 * Lakeside Clinic (Mara Holm; invoices to ap@lakeside.example), password set, last signed in Nov 17:
 * - sites Clinic (active) and Annex (inactive); the Clinic plan is active at $647.00 with raises accepted
 *   to $700.00 from Oct 1, $780.00 from Nov 1 and $850.00 from Dec 1, and one to $999.00 from Nov 1
 *   offered, never accepted: November's price in force is $780.00. The Annex plan ended ($300.00).
 * - invoices: Sep $647.00 paid; Oct $647.00 pending due Oct 31 (overdue); Oct $647.00 void; Nov 2 $150.00
 *   pending due Dec 2; Nov 4 $99.00 pending due Nov 18 (due today: not overdue yet).
 *   Balance = 647.00 + 150.00 + 99.00 = $896.00 in 3 unpaid invoices, of which $647.00 overdue.
 * Birch Law: no password, a set-password link working until Dec 1 (and an expired one): invited.
 * 50% Off Signs: no password, only a used link: no portal access; a $500.00 invoice due Nov 1, overdue.
 * Nia Olsen (no company): deactivated, with a password.
 */

const now = new Date('2026-11-18T16:00:00Z');
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let admin: Record<string, string>;
const ids: Record<string, number> = {};
let seq = 0;

async function get<T>(url: string): Promise<T> {
  const res = await app.inject({ url, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function invoice(
  customerId: number,
  values: Pick<typeof invoices.$inferInsert, 'issueDate' | 'dueDate' | 'amountCents'> & Partial<typeof invoices.$inferInsert>,
) {
  seq += 1;
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `TEST-2026-${seq}`,
      numberYear: 2026,
      numberSeq: seq,
      kind: 'bookings',
      customerId,
      description: 'Service',
      billTo: { name: 'Customer', company: null, address: null, email: 'billing@example.test' },
      ...values,
    })
    .returning();
  return row!.id;
}

async function version(servicePlanId: number, n: number, effectiveFrom: string, cents: number, accepted: boolean) {
  await db.insert(planPriceVersions).values({
    servicePlanId,
    version: n,
    effectiveFrom,
    previousPriceCents: 64_700,
    monthlyPriceCents: cents,
    token: `test-token-${servicePlanId}-${n}`,
    expiresAt: new Date('2026-12-31T00:00:00Z'),
    acceptedAt: accepted ? new Date('2026-09-15T00:00:00Z') : null,
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  app = await buildApp(testConfig(), { database, logger: false, dashboardClock: () => now });
  await app.ready();
  const adminUser = await insertUser(db, 'admin');
  admin = bearer(await tokenFor(app, adminUser.username));
  await insertUser(db, 'employee');

  const lakeside = await insertUser(db, 'customer', {
    username: 'lakeside',
    email: 'mara@lakeside.example',
    companyName: 'Lakeside Clinic',
    firstName: 'Mara',
    lastName: 'Holm',
    phone: '612-555-0134',
    lastLoginAt: new Date('2026-11-17T14:30:00Z'),
  });
  ids.lakeside = lakeside.id;
  await db.insert(customerProfiles).values({
    userId: lakeside.id,
    billingEmail: 'ap@lakeside.example',
    billingAddress: '7001 France Ave S\nEdina, MN 55435',
  });
  const clinic = await insertSite(db, lakeside.id, { name: 'Clinic', address: '7001 France Ave S, Edina, MN 55435' });
  const annex = await insertSite(db, lakeside.id, { name: 'Annex', address: '7003 France Ave S, Edina, MN 55435', isActive: false });
  ids.clinic = clinic.id;
  ids.annex = annex.id;
  const clinicPlan = await insertPlan(db, lakeside.id, clinic.id, { startsOn: '2026-09-01', monthlyPriceCents: 64_700 });
  const annexPlan = await insertPlan(db, lakeside.id, annex.id, {
    startsOn: '2026-06-01',
    endsOn: '2026-08-31',
    status: 'ended',
    monthlyPriceCents: 30_000,
  });
  ids.clinicPlan = clinicPlan.id;
  ids.annexPlan = annexPlan.id;
  await version(clinicPlan.id, 2, '2026-10-01', 70_000, true);
  await version(clinicPlan.id, 3, '2026-11-01', 78_000, true);
  await version(clinicPlan.id, 4, '2026-12-01', 85_000, true);
  await version(clinicPlan.id, 5, '2026-11-01', 99_900, false);
  const plan = { kind: 'plan' as const, servicePlanId: clinicPlan.id };
  ids.sep = await invoice(lakeside.id, {
    ...plan,
    periodMonth: '2026-09-01',
    issueDate: '2026-09-01',
    dueDate: '2026-09-30',
    amountCents: 64_700,
    status: 'paid',
  });
  ids.oct = await invoice(lakeside.id, {
    ...plan,
    periodMonth: '2026-10-01',
    issueDate: '2026-10-01',
    dueDate: '2026-10-31',
    amountCents: 64_700,
  });
  ids.octVoid = await invoice(lakeside.id, {
    ...plan,
    periodMonth: '2026-10-01',
    issueDate: '2026-10-01',
    dueDate: '2026-10-31',
    amountCents: 64_700,
    status: 'void',
  });
  ids.oneOff = await invoice(lakeside.id, { issueDate: '2026-11-02', dueDate: '2026-12-02', amountCents: 15_000 });
  ids.dueToday = await invoice(lakeside.id, { issueDate: '2026-11-04', dueDate: '2026-11-18', amountCents: 9_900 });

  const birch = await insertUser(db, 'customer', {
    username: 'birchlaw',
    email: 'office@birch.example',
    companyName: 'Birch Law',
    passwordHash: null,
  });
  ids.birch = birch.id;
  await insertSite(db, birch.id, { name: 'Birch Law office' });
  await db.insert(passwordLinks).values([
    { tokenHash: 'birch-working', userId: birch.id, purpose: 'invite', expiresAt: new Date('2026-12-01T00:00:00Z') },
    { tokenHash: 'birch-expired', userId: birch.id, purpose: 'invite', expiresAt: new Date('2026-11-10T00:00:00Z') },
  ]);

  const signs = await insertUser(db, 'customer', {
    username: 'signs',
    email: 'dale@signs.example',
    companyName: '50% Off Signs',
    passwordHash: null,
  });
  ids.signs = signs.id;
  await db.insert(passwordLinks).values({
    tokenHash: 'signs-used',
    userId: signs.id,
    purpose: 'invite',
    expiresAt: new Date('2026-12-10T00:00:00Z'),
    usedAt: new Date('2026-11-01T00:00:00Z'),
  });
  await invoice(signs.id, { issueDate: '2026-10-02', dueDate: '2026-11-01', amountCents: 50_000 });

  const nia = await insertUser(db, 'customer', {
    username: 'nia',
    email: 'nia@example.test',
    companyName: null,
    firstName: 'Nia',
    lastName: 'Olsen',
    isActive: false,
  });
  ids.nia = nia.id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /api/admin/customers', () => {
  it('lists every customer by name with sites, active plans, the balance of unpaid invoices and portal access', async () => {
    const list = await get<CustomerList>('/api/admin/customers');
    expect(list.customers).toEqual<CustomerSummary[]>([
      {
        id: ids.signs!,
        name: '50% Off Signs',
        contactName: 'Customer Tester',
        email: 'dale@signs.example',
        phone: null,
        sites: 0,
        activePlans: 0,
        balanceCents: 50_000,
        unpaidInvoices: 1,
        overdueCents: 50_000,
        portal: { status: 'none', username: 'signs', lastLoginAt: null, linkExpiresAt: null },
      },
      {
        id: ids.birch!,
        name: 'Birch Law',
        contactName: 'Customer Tester',
        email: 'office@birch.example',
        phone: null,
        sites: 1,
        activePlans: 0,
        balanceCents: 0,
        unpaidInvoices: 0,
        overdueCents: 0,
        portal: { status: 'invited', username: 'birchlaw', lastLoginAt: null, linkExpiresAt: '2026-12-01T00:00:00.000Z' },
      },
      {
        id: ids.lakeside!,
        name: 'Lakeside Clinic',
        contactName: 'Mara Holm',
        email: 'mara@lakeside.example',
        phone: '612-555-0134',
        sites: 2,
        activePlans: 1,
        balanceCents: 89_600,
        unpaidInvoices: 3,
        overdueCents: 64_700,
        portal: { status: 'active', username: 'lakeside', lastLoginAt: '2026-11-17T14:30:00.000Z', linkExpiresAt: null },
      },
      {
        id: ids.nia!,
        name: 'Nia Olsen',
        contactName: 'Nia Olsen',
        email: 'nia@example.test',
        phone: null,
        sites: 0,
        activePlans: 0,
        balanceCents: 0,
        unpaidInvoices: 0,
        overdueCents: 0,
        portal: { status: 'deactivated', username: 'nia', lastLoginAt: null, linkExpiresAt: null },
      },
    ]);
  });

  it('searches company, person, user name and e-mail, whatever the case; % and _ are plain characters', async () => {
    const names = async (q: string) =>
      (await get<CustomerList>(`/api/admin/customers?q=${encodeURIComponent(q)}`)).customers.map((c) => c.name);
    expect(await names('lake')).toEqual(['Lakeside Clinic']);
    expect(await names('HOLM')).toEqual(['Lakeside Clinic']);
    expect(await names('birch.example')).toEqual(['Birch Law']);
    expect(await names('olsen')).toEqual(['Nia Olsen']);
    expect(await names('%')).toEqual(['50% Off Signs']);
    expect(await names('_')).toEqual([]);
    expect(await names('  ')).toHaveLength(4);
  });

  it('refuses a search of more than 100 characters', async () => {
    const res = await app.inject({ url: `/api/admin/customers?q=${'a'.repeat(101)}`, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ q: 'Search with up to 100 characters' });
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('answers the company, contacts, sites, plans at the price in force, invoices newest first, balance and portal', async () => {
    const detail = await get<CustomerDetail>(`/api/admin/customers/${ids.lakeside}`);
    expect(detail).toEqual<CustomerDetail>({
      customer: {
        id: ids.lakeside!,
        name: 'Lakeside Clinic',
        companyName: 'Lakeside Clinic',
        isActive: true,
        createdAt: expect.any(String),
      },
      contacts: [
        { kind: 'account', name: 'Mara Holm', email: 'mara@lakeside.example', phone: '612-555-0134', address: null },
        { kind: 'billing', name: null, email: 'ap@lakeside.example', phone: null, address: '7001 France Ave S\nEdina, MN 55435' },
      ],
      sites: [
        { id: ids.clinic!, name: 'Clinic', address: '7001 France Ave S, Edina, MN 55435', isActive: true },
        { id: ids.annex!, name: 'Annex', address: '7003 France Ave S, Edina, MN 55435', isActive: false },
      ],
      plans: [
        {
          id: ids.clinicPlan!,
          siteId: ids.clinic!,
          siteName: 'Clinic',
          status: 'active',
          frequency: 'Weekly',
          facilityType: 'office',
          monthlyPriceCents: 78_000,
          startsOn: '2026-09-01',
          endsOn: null,
        },
        {
          id: ids.annexPlan!,
          siteId: ids.annex!,
          siteName: 'Annex',
          status: 'ended',
          frequency: 'Weekly',
          facilityType: 'office',
          monthlyPriceCents: 30_000,
          startsOn: '2026-06-01',
          endsOn: '2026-08-31',
        },
      ],
      invoices: [
        {
          id: ids.dueToday!,
          invoiceNumber: expect.any(String),
          issueDate: '2026-11-04',
          dueDate: '2026-11-18',
          description: 'Service',
          amountCents: 9_900,
          status: 'pending',
        },
        {
          id: ids.oneOff!,
          invoiceNumber: expect.any(String),
          issueDate: '2026-11-02',
          dueDate: '2026-12-02',
          description: 'Service',
          amountCents: 15_000,
          status: 'pending',
        },
        {
          id: ids.octVoid!,
          invoiceNumber: expect.any(String),
          issueDate: '2026-10-01',
          dueDate: '2026-10-31',
          description: 'Service',
          amountCents: 64_700,
          status: 'void',
        },
        {
          id: ids.oct!,
          invoiceNumber: expect.any(String),
          issueDate: '2026-10-01',
          dueDate: '2026-10-31',
          description: 'Service',
          amountCents: 64_700,
          status: 'overdue',
        },
        {
          id: ids.sep!,
          invoiceNumber: expect.any(String),
          issueDate: '2026-09-01',
          dueDate: '2026-09-30',
          description: 'Service',
          amountCents: 64_700,
          status: 'paid',
        },
      ],
      invoiceCount: 5,
      balance: { balanceCents: 89_600, unpaidInvoices: 3, overdueCents: 64_700 },
      portal: { status: 'active', username: 'lakeside', lastLoginAt: '2026-11-17T14:30:00.000Z', linkExpiresAt: null },
    });
  });

  it('answers only the account contact when invoices go to the account’s own address', async () => {
    const detail = await get<CustomerDetail>(`/api/admin/customers/${ids.birch}`);
    expect(detail.contacts).toEqual([
      { kind: 'account', name: 'Customer Tester', email: 'office@birch.example', phone: null, address: null },
    ]);
    expect(detail.balance).toEqual({ balanceCents: 0, unpaidInvoices: 0, overdueCents: 0 });
    expect(detail.plans).toEqual([]);
  });

  it('is 404 for an unknown id and for a user who is not a customer, 400 for an id that is not one', async () => {
    const unknown = await app.inject({ url: '/api/admin/customers/999999', headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No customer has this id.');
    const employees = await get<Array<{ id: number }>>('/api/users?role=employee');
    const employee = await app.inject({ url: `/api/admin/customers/${employees[0]!.id}`, headers: admin });
    expect(employee.statusCode).toBe(404);
    const malformed = await app.inject({ url: '/api/admin/customers/abc', headers: admin });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('Client Portal access through the set-password link', () => {
  it('shows a customer without access as invited once user management’s link is made', async () => {
    const made = await app.inject({ method: 'POST', url: `/api/users/${ids.signs}/password-link`, headers: admin });
    expect(made.statusCode, made.body).toBe(200);
    const link = made.json() as PasswordLink;
    // Dale never chose a password: the page invites him to choose one rather than to "set a new" one.
    const token = new URL(link.url).searchParams.get('token')!;
    const info = await app.inject({ url: `/api/auth/password-links/${token}` });
    expect(info.json()).toMatchObject({ username: 'signs', purpose: 'invite' });
    const detail = await get<CustomerDetail>(`/api/admin/customers/${ids.signs}`);
    expect(detail.portal).toEqual({ status: 'invited', username: 'signs', lastLoginAt: null, linkExpiresAt: link.expiresAt });
    const listed = (await get<CustomerList>('/api/admin/customers?q=signs')).customers;
    expect(listed.map((c) => c.portal.status)).toEqual(['invited']);
  });
});
