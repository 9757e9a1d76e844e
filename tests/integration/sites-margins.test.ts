import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDetail, SiteList, SiteMargins, SiteMonth, SitePricing } from '#shared/contracts/sites.ts';
import type { Database } from '#server/db/client.ts';
import { invoiceLines, invoices } from '#server/db/schema/billing.ts';
import { timeEntries } from '#server/db/schema/time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertEntry, insertPlan, insertSite } from '#tests/support/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Bid against actual (decision 0047) on a site whose punches, pay rates and invoices are known, every
 * expected figure worked out by hand below. The pricing model's defaults apply: wage $19, burden 25%.
 *
 * Site "Clinic" (plan bid at 4.00 h a visit by an admin), October 2026 (Minnesota):
 * - Mon Oct 5, completed: Ana ($20) 180 min + Ben ($24) 120 min = 5 h; wages 3,600 + 2,880 = 6,480 $-min
 * - Mon Oct 12, completed: Ana 240 min + Dan (no rate: $19) 60 min = 5 h; 4,800 + 1,140 = 5,940
 * - Mon Oct 19, completed: Ana 150 + Ben 150 = 5 h; 3,000 + 3,600 = 6,600; Cara's open punch left out
 * - Mon Oct 26, cancelled: not counted
 * - Wed Oct 28, one-off of 90 min, not marked completed, Ben's closed punch of 60 min: done; 1,440
 * Visits done 4; hours bid 4 + 4 + 4 + 1.5 = 13.5; worked 16; variance 2.5 / 13.5 = 18.5 %.
 * Labour priced 13.5 x 19 x 1.25 = $320.625 -> 32,063 cents; actual 20,460 / 60 x 1.25 = $426.25.
 * Revenue: October's plan invoice $647 (a voided copy left out) + the one-off's line $150 = $797.
 * Margin (79,700 - 42,625) / 79,700 = 46.5 %.
 */

let now = new Date('2026-11-18T16:00:00Z');
let app: TestApp['app'];
let database: TestApp['database'];
let close: TestApp['close'];
let db: Database;
let admin: Record<string, string>;
let employeeToken: Record<string, string>;
let clinicId: number;
let flaggedSiteId: number;

const at = (iso: string) => new Date(iso);

async function get<T>(url: string): Promise<T> {
  const res = await app.inject({ url, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function invoice(customerId: number, values: Partial<typeof invoices.$inferInsert> & { numberSeq: number }) {
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-2026-${String(values.numberSeq).padStart(4, '0')}`,
      numberYear: 2026,
      kind: 'plan',
      customerId,
      issueDate: '2026-10-01',
      dueDate: '2026-10-31',
      description: 'Monthly service',
      amountCents: 64_700,
      billTo: { name: 'Clinic', company: 'Clinic', address: null, email: 'clinic@example.test' },
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  ({ app, database, close } = await createTestApp({}, { dashboardClock: () => now }));
  db = database.db;
  const adminUser = await insertUser(db, 'admin');
  admin = bearer(await tokenFor(app, adminUser.username));

  const customer = await insertUser(db, 'customer', { companyName: 'Lakeside Clinic' });
  const ana = await insertUser(db, 'employee', { firstName: 'Ana', lastName: 'Alvarez', hourlyRate: '20.00' });
  const ben = await insertUser(db, 'employee', { firstName: 'Ben', lastName: 'Brooks', hourlyRate: '24.00' });
  const cara = await insertUser(db, 'employee', { firstName: 'Cara', lastName: 'Chen', hourlyRate: '30.00' });
  const dan = await insertUser(db, 'employee', { firstName: 'Dan', lastName: 'Diaz', hourlyRate: null });
  employeeToken = bearer(await tokenFor(app, ana.username));

  const site = await insertSite(db, customer.id, { name: 'Clinic' });
  clinicId = site.id;
  const plan = await insertPlan(db, customer.id, site.id, { startsOn: '2026-09-07', bidHoursPerVisit: '4.00', monthlyPriceCents: 64_700 });
  const visit = (day: string, status: 'completed' | 'cancelled' | 'confirmed' = 'completed') =>
    insertBooking(db, customer.id, site.id, {
      source: 'plan',
      servicePlanId: plan.id,
      planOccurrence: day,
      scheduledStart: at(`${day}T23:00:00Z`),
      status,
      priceCents: null,
    });
  const oct5 = await visit('2026-10-05');
  const oct12 = await visit('2026-10-12');
  const oct19 = await visit('2026-10-19');
  await visit('2026-10-26', 'cancelled');
  const oneOff = await insertBooking(db, customer.id, site.id, {
    scheduledStart: at('2026-10-28T14:00:00Z'),
    durationMinutes: 90,
    status: 'confirmed',
    priceCents: 15_000,
  });

  await insertEntry(db, ana.id, at('2026-10-05T23:00:00Z'), 180, { bookingId: oct5.id });
  await insertEntry(db, ben.id, at('2026-10-05T23:00:00Z'), 120, { bookingId: oct5.id });
  await insertEntry(db, ana.id, at('2026-10-12T23:00:00Z'), 240, { bookingId: oct12.id });
  await insertEntry(db, dan.id, at('2026-10-12T23:00:00Z'), 60, { bookingId: oct12.id });
  await insertEntry(db, ana.id, at('2026-10-19T23:00:00Z'), 150, { bookingId: oct19.id });
  await insertEntry(db, ben.id, at('2026-10-19T23:00:00Z'), 150, { bookingId: oct19.id });
  await insertEntry(db, ben.id, at('2026-10-28T14:00:00Z'), 60, { bookingId: oneOff.id });
  // An open punch: no hours until it is closed.
  await db.insert(timeEntries).values({
    employeeId: cara.id,
    bookingId: oct19.id,
    source: 'clock',
    clockIn: at('2026-10-19T23:00:00Z'),
    weekStart: '2026-10-18',
  });

  await invoice(customer.id, { numberSeq: 1, servicePlanId: plan.id, periodMonth: '2026-10-01', status: 'paid' });
  await invoice(customer.id, { numberSeq: 2, servicePlanId: plan.id, periodMonth: '2026-10-01', status: 'void' });
  await invoice(customer.id, {
    numberSeq: 3,
    servicePlanId: plan.id,
    periodMonth: '2026-11-01',
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
  });
  const oneOffInvoice = await invoice(customer.id, {
    numberSeq: 4,
    kind: 'bookings',
    amountCents: 15_000,
    issueDate: '2026-10-30',
    dueDate: '2026-11-29',
  });
  await db.insert(invoiceLines).values({
    invoiceId: oneOffInvoice.id,
    position: 1,
    bookingId: oneOff.id,
    description: 'Extra cleaning',
    unitPriceCents: 15_000,
    amountCents: 15_000,
  });

  // The flag's site: bid 2 cleaners x 120 min = 4 h a visit; 4.8 h worked (20 % over) four Mondays running.
  const other = await insertUser(db, 'customer', { companyName: 'Birch Law' });
  const office = await insertSite(db, other.id, { name: 'Birch Law office' });
  flaggedSiteId = office.id;
  const officePlan = await insertPlan(db, other.id, office.id, { startsOn: '2026-10-05', crewSize: 2, visitMinutes: 120 });
  const weeks: Array<[string, number]> = [
    ['2026-10-12', 240],
    ['2026-10-19', 288],
    ['2026-10-26', 288],
    ['2026-11-02', 288],
    ['2026-11-09', 288],
  ];
  for (const [day, minutes] of weeks) {
    const b = await insertBooking(db, other.id, office.id, {
      source: 'plan',
      servicePlanId: officePlan.id,
      planOccurrence: day,
      scheduledStart: at(`${day}T23:00:00Z`),
      status: 'completed',
      priceCents: null,
    });
    await insertEntry(db, cara.id, at(`${day}T23:00:00Z`), minutes, { bookingId: b.id });
  }
});

afterAll(async () => {
  await close();
});

describe('bid against actual per site and month', () => {
  it('gives the hand-worked hours, labour cost, revenue and margin of October', async () => {
    const months = await get<SiteMonth[]>(`/api/admin/sites/${clinicId}/months?from=2026-09&to=2026-10`);
    expect(months).toEqual([
      {
        month: '2026-09',
        visitsDone: 0,
        hoursBid: 0,
        hoursWorked: 0,
        variancePercent: null,
        laborCostPricedCents: 0,
        laborCostActualCents: 0,
        revenueCents: 0,
        grossMarginPercent: null,
      },
      {
        month: '2026-10',
        visitsDone: 4,
        hoursBid: 13.5,
        hoursWorked: 16,
        variancePercent: 18.5,
        laborCostPricedCents: 32_063,
        laborCostActualCents: 42_625,
        revenueCents: 79_700,
        grossMarginPercent: 46.5,
      },
    ]);
  });

  it('answers the Sites screen with the last 4 weeks and 3 months (revenue of a month prorated by its days)', async () => {
    const list = await get<SiteList>('/api/admin/sites');
    expect(list.windows).toEqual({
      lastFourWeeks: { from: '2026-10-18', to: '2026-11-15' },
      lastThreeMonths: { from: '2026-08-01', to: '2026-11-01' },
    });
    const clinic = list.sites.find((s) => s.id === clinicId)!;
    expect(clinic.customer.name).toBe('Lakeside Clinic');
    expect(clinic.plan).toMatchObject({ frequency: 'Weekly', monthlyPriceCents: 64_700 });
    // Aug to Oct: October's figures; per visit 13.5 / 4 = 3.375 -> 3.38 bid, 16 / 4 = 4 worked.
    expect(clinic.lastThreeMonths).toEqual({
      visitsDone: 4,
      hoursBid: 13.5,
      hoursWorked: 16,
      bidHoursPerVisit: 3.38,
      workedHoursPerVisit: 4,
      variancePercent: 18.5,
      laborCostPricedCents: 32_063,
      laborCostActualCents: 42_625,
      revenueCents: 79_700,
      grossMarginPercent: 46.5,
    });
    // Oct 18 to Nov 14: Oct 19 (4 bid, 5 worked, $110 wages) and the one-off (1.5 bid, 1 worked, $24).
    // Bid 5.5, worked 6: +9.1 %; priced 5.5 x 19 x 1.25 = $130.625; actual 134 x 1.25 = $167.50.
    // Revenue: October's $647 x 14 / 31 days = $292.1935 + November's $647 x 14 / 30 = $301.9333 + the one-off's $150
    // = $744.1268 -> 74,413 cents; margin (74,413 - 16,750) / 74,413 = 77.5 %.
    expect(clinic.lastFourWeeks).toEqual({
      visitsDone: 2,
      hoursBid: 5.5,
      hoursWorked: 6,
      bidHoursPerVisit: 2.75,
      workedHoursPerVisit: 3,
      variancePercent: 9.1,
      laborCostPricedCents: 13_063,
      laborCostActualCents: 16_750,
      revenueCents: 74_413,
      grossMarginPercent: 77.5,
    });
    expect(clinic.flagged).toBe(false);
  });

  it('answers the Analytics tab: the company’s months and the best and worst sites by 3-month margin', async () => {
    const margins = await get<SiteMargins>('/api/admin/site-margins');
    expect(margins.window).toEqual({ from: '2026-08-01', to: '2026-11-01' });
    expect(margins.months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    // October, both sites: the Clinic's 4 visits (13.5 bid, 16 worked, 20,460 $-min of wages) and Birch Law's
    // Oct 12, 19, 26 (4 h bid each; 240 + 288 + 288 = 816 min worked at Cara's $30 = 24,480 $-min).
    // Bid 25.5, worked 29.6: +16.1 %; priced 25.5 x 19 x 1.25 = $605.625; actual 44,940 / 60 x 1.25 = $936.25.
    // Revenue $647 + $150 = $797; margin (797 - 936.25) / 797 = -17.5 %.
    // November so far: Birch Law's Nov 2 and 9 (8 bid, 9.6 worked, 576 min x $30 = $288 x 1.25 = $360); revenue
    // the Clinic's November invoice $647: margin (647 - 360) / 647 = 44.4 %.
    expect(margins.months.slice(-2)).toEqual([
      {
        month: '2026-10',
        visitsDone: 7,
        hoursBid: 25.5,
        hoursWorked: 29.6,
        variancePercent: 16.1,
        laborCostPricedCents: 60_563,
        laborCostActualCents: 93_625,
        revenueCents: 79_700,
        grossMarginPercent: -17.5,
      },
      {
        month: '2026-11',
        visitsDone: 2,
        hoursBid: 8,
        hoursWorked: 9.6,
        variancePercent: 20,
        laborCostPricedCents: 19_000,
        laborCostActualCents: 36_000,
        revenueCents: 64_700,
        grossMarginPercent: 44.4,
      },
    ]);
    expect(margins.months[0]).toMatchObject({ visitsDone: 0, revenueCents: 0, grossMarginPercent: null });
    // Only the Clinic has revenue in the 3 months: it is both the best and the worst (Birch Law billed nothing).
    const clinic = {
      id: clinicId,
      name: 'Clinic',
      customerName: 'Lakeside Clinic',
      grossMarginPercent: 46.5,
      revenueCents: 79_700,
      laborCostActualCents: 42_625,
      flagged: false,
    };
    expect(margins.best).toEqual([clinic]);
    expect(margins.worst).toEqual([clinic]);
    expect(margins.targetMarginPercent).toBe(29);
  });

  it("shows a site's page: plans with the bid's source, visits with punches, invoices and balance", async () => {
    const detail = await get<SiteDetail>(`/api/admin/sites/${clinicId}`);
    expect(detail.site.name).toBe('Clinic');
    expect(detail.plans[0]).toMatchObject({ bidHoursPerVisit: 4, bidHoursSource: 'admin' });
    const oct19 = detail.visits.find((v) => v.scheduledStart === '2026-10-19T23:00:00.000Z')!;
    expect(oct19).toMatchObject({ hoursBid: 4, hoursWorked: 5, punches: 2, status: 'completed' });
    expect(detail.visits.some((v) => v.status === 'cancelled')).toBe(false);
    // Pending: November's $647 and the one-off's $150; the paid and the void ones are not owed.
    expect(detail.balanceCents).toBe(79_700);
    expect(detail.invoices.map((i) => i.invoiceNumber).sort()).toEqual([
      'INV-2026-0001',
      'INV-2026-0002',
      'INV-2026-0003',
      'INV-2026-0004',
    ]);
    expect(detail.months).toHaveLength(12);
    expect(detail.months.at(-1)!.month).toBe('2026-11');
  });

  it('refuses a month range backwards, too long or malformed, and an unknown site', async () => {
    const bad = async (url: string, status: number) => {
      const res = await app.inject({ url, headers: admin });
      expect(res.statusCode, res.body).toBe(status);
    };
    await bad(`/api/admin/sites/${clinicId}/months?from=2026-10&to=2026-09`, 400);
    await bad(`/api/admin/sites/${clinicId}/months?from=2010-01&to=2026-09`, 400);
    await bad(`/api/admin/sites/${clinicId}/months?from=2026-13&to=2026-09`, 400);
    await bad('/api/admin/sites/999999/months?from=2026-01&to=2026-02', 404);
    await bad('/api/admin/sites/999999', 404);
    await bad('/api/admin/sites?sort=nonsense', 400);
  });

  it('is for admins only', async () => {
    const res = await app.inject({ url: '/api/admin/sites', headers: employeeToken });
    expect(res.statusCode).toBe(403);
  });
});

describe('the over-hours flag', () => {
  it('does not fire after three weeks over the bid by more than 15 %', async () => {
    now = new Date('2026-11-11T16:00:00Z'); // this week from Sun Nov 8: Nov 2, Oct 26, Oct 19 over; Oct 12 not
    const list = await get<SiteList>('/api/admin/sites?filter=flagged');
    expect(list.sites.map((s) => s.id)).toEqual([]);
    const office = (await get<SiteList>('/api/admin/sites')).sites.find((s) => s.id === flaggedSiteId)!;
    expect(office.overHoursWeeks).toBe(3);
    expect(office.flagged).toBe(false);
    const tasks = await get<Array<{ kind: string }>>('/api/admin/urgent-tasks');
    expect(tasks.find((task) => task.kind === 'flagged-sites')).toBeUndefined();
  });

  it('fires on the fourth week', async () => {
    now = new Date('2026-11-18T16:00:00Z'); // Nov 9 makes the fourth whole week over
    const list = await get<SiteList>('/api/admin/sites?filter=flagged');
    expect(list.sites.map((s) => ({ id: s.id, weeks: s.overHoursWeeks, flagged: s.flagged }))).toEqual([
      { id: flaggedSiteId, weeks: 4, flagged: true },
    ]);
    const tasks = await get<Array<{ kind: string }>>('/api/admin/urgent-tasks');
    expect(tasks.find((task) => task.kind === 'flagged-sites')).toEqual({
      kind: 'flagged-sites',
      title: 'Sites over their bid hours',
      description: 'Crews at Birch Law office worked more hours than the bid, week after week: re-price or accept the loss',
      priority: 'high',
      count: 1,
      href: `/admin/sites/${flaggedSiteId}`,
    });
  });

  it('follows the settings: 25 % over is not reached by 20 %', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site-margins',
      headers: admin,
      payload: { overHoursPercent: 25, overHoursWeeks: 4, targetMarginPercent: 29 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const office = (await get<SiteList>('/api/admin/sites')).sites.find((s) => s.id === flaggedSiteId)!;
    expect(office).toMatchObject({ overHoursWeeks: 0, flagged: false });
    const back = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site-margins',
      headers: admin,
      payload: { overHoursPercent: 15, overHoursWeeks: 4, targetMarginPercent: 29 },
    });
    expect(back.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site-margins',
      headers: admin,
      payload: { overHoursPercent: 0, overHoursWeeks: 40, targetMarginPercent: 29 },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('re-pricing a flagged site', () => {
  it('runs the pricing engine at the measured production rate and proposes the price that restores the target margin', async () => {
    now = new Date('2026-11-18T16:00:00Z');
    // Aug to Oct: Oct 12 (4 h), Oct 19 and Oct 26 (4.8 h): 13.6 h over 3 visits = 4.5333 h a visit, bid 4 h.
    // 10,000 sq ft / 4.5333 h = 2,205.9 sq ft an hour. Cara's $30 x 1.25 = $37.50 a worked hour.
    // Labour a month at those hours: 4.5333 x 52 / 12 x $37.50 = $736.67; at $647 the margin is -13.9 %.
    // The target 29 %: $736.6667 / 0.71 = $1,037.56 (rounded up to the cent).
    // The engine (office, Weekly) at 4.5333 h: x $30.4487 billing rate = $138.0342, + 10 % supplies
    // = $151.8376 a visit, x 52 / 12 = $657.96 a month. The proposal is the higher: $1,037.56.
    const pricing = await get<SitePricing>(`/api/admin/sites/${flaggedSiteId}/pricing`);
    expect(pricing).toMatchObject({
      measuredOver: 'lastThreeMonths',
      visitsDone: 3,
      squareFootage: 10_000,
      bidHoursPerVisit: 4,
      workedHoursPerVisit: 4.53,
      measuredSqftPerHour: 2206,
      laborCentsPerWorkedHour: 3750,
      todayMonthlyCents: 64_700,
      marginAtTodayPercent: -13.9,
      engineMonthlyCents: 65_796,
      targetMarginPercent: 29,
      targetMonthlyCents: 103_756,
      proposedMonthlyCents: 103_756,
    });
  });

  it('refuses a re-price without worked hours to measure', async () => {
    const res = await app.inject({ url: `/api/admin/sites/999999/pricing`, headers: admin });
    expect(res.statusCode).toBe(404);
  });

  it('accepts the loss with a note: audited, and the flag clears until new weeks run over', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/sites/${clinicId}/accept-loss`,
      headers: admin,
      payload: { note: 'Not flagged' },
    });
    expect(refused.statusCode).toBe(409);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/admin/sites/${flaggedSiteId}/accept-loss`,
      headers: admin,
      payload: { note: ' ' },
    });
    expect(empty.statusCode).toBe(400);

    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/sites/${flaggedSiteId}/accept-loss`,
      headers: admin,
      payload: { note: 'Keeping the price until the lease renewal in March.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SiteDetail).summary).toMatchObject({ flagged: false, overHoursWeeks: 0 });
    const trail = await get<Array<{ action: string; after: Record<string, unknown> }>>(
      `/api/admin/audit?entity=site&entityId=${flaggedSiteId}`,
    );
    expect(trail.map((e) => e.action)).toEqual(['accept-loss']);
    expect(trail[0]!.after).toMatchObject({
      note: 'Keeping the price until the lease renewal in March.',
      acceptedOn: '2026-11-18',
      monthlyPriceCents: 64_700,
      proposedMonthlyCents: 103_756,
      overHoursWeeks: 4,
    });
    const tasks = await get<Array<{ kind: string }>>('/api/admin/urgent-tasks');
    expect(tasks.find((task) => task.kind === 'flagged-sites')).toBeUndefined();
  });
});

describe('editing a site', () => {
  it('saves details and notes, and audits the change', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/sites/${clinicId}`,
      headers: admin,
      payload: {
        name: 'Lakeside Clinic, main building',
        address: '4100 W 50th St, Edina, MN 55424',
        latitude: 44.912,
        longitude: -93.334,
        accessNotes: 'Side door, code 4411',
        notes: '  Owner asks for a call before any change.  ',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as SiteDetail;
    expect(detail.site).toMatchObject({ name: 'Lakeside Clinic, main building', notes: 'Owner asks for a call before any change.' });
    const trail = await get<Array<{ action: string; before: { name: string }; after: { name: string } }>>(
      `/api/admin/audit?entity=site&entityId=${clinicId}`,
    );
    expect(trail.map((e) => [e.action, e.before.name, e.after.name])).toEqual([['update', 'Clinic', 'Lakeside Clinic, main building']]);
  });

  it('refuses one coordinate without the other, without writing', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/sites/${clinicId}`,
      headers: admin,
      payload: { name: 'X site', address: '1 Main St, Edina', latitude: 44.9, longitude: null, accessNotes: null, notes: null },
    });
    expect(res.statusCode).toBe(400);
    expect((await get<SiteDetail>(`/api/admin/sites/${clinicId}`)).site.name).toBe('Lakeside Clinic, main building');
  });
});
