import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { contactMessages } from '#server/db/schema/contact.ts';
import { crmActivities } from '#server/db/schema/crm.ts';
import { problemReports, visitRatings } from '#server/db/schema/feedback.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { timeEntries } from '#server/db/schema/time.ts';
import { hashPassword } from '#server/modules/accounts/secrets.ts';
import { companyDate, weekStart } from '#shared/domain/company-time.ts';
import { bearer, tokenFor, TEST_PASSWORD } from './accounts.ts';
import { insertLeads } from './crm-leads.ts';
import { insertBooking, insertSite } from './operations.ts';
import { testConfig, type TestApp } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * A small business frozen at Wednesday 2026-11-18 10:00 in Minnesota (16:00 UTC; CST since Nov 1),
 * for the dashboard and report tests. Every row has its time written out so the expected figures in
 * the tests can be counted by hand from this file (decision 0021 has the formulas).
 *
 * Accounts (10 before Nov 1, 2 since): admin; customers C1 Acme Dental, C2 Birch Law, C3, C4, C5
 * (inactive); employees Ana Alvarez, Ben Brooks, Cara Chen, Dan Diaz; since Nov 1: customer C6
 * (Nov 10) and employee Eve Evans (Nov 17).
 */
export const WORLD_NOW = new Date('2026-11-18T16:00:00Z');

const at = (iso: string) => new Date(iso);

export type DashboardApp = TestApp & {
  admin: Record<string, string>;
  /** An admin GET that must answer 200: its JSON body. */
  get<T>(url: string): Promise<T>;
};

export async function createDashboardApp(): Promise<DashboardApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(), { database, logger: false, dashboardClock: () => WORLD_NOW });
  await app.ready();
  const admin = await addUser(database.db, 'admin', { username: 'world-admin', createdAt: at('2026-01-10T15:00:00Z') });
  const token = await tokenFor(app, admin.username, TEST_PASSWORD);
  return {
    app,
    database,
    admin: bearer(token),
    async get<T>(url: string) {
      const res = await app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let passwordHash: string | undefined;

async function addUser(
  db: Database,
  role: 'admin' | 'employee' | 'customer',
  values: Partial<typeof users.$inferInsert> & { username: string },
) {
  passwordHash ??= await hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({ email: `${values.username}@example.test`, role, passwordHash, ...values })
    .returning();
  return row!;
}

/** Removes every row the world writes (keeps the admin who signs in). */
export async function clearWorld(db: Database) {
  for (const table of [
    'crm_activities',
    'contact_messages',
    'leads',
    'visit_ratings',
    'problem_reports',
    'time_entries',
    'booking_assignments',
    'invoice_lines',
    'invoices',
    'bookings',
    'sites',
    'notifications',
  ]) {
    await db.execute(sql.raw(`delete from ${table}`));
  }
  await db.execute(sql`delete from users where username <> 'world-admin'`);
}

export async function seedWorld(db: Database) {
  // Accounts: with the admin, 10 created before Nov 1 and 2 since.
  const customer = (username: string, createdAt: string, companyName: string, isActive = true) =>
    addUser(db, 'customer', {
      username,
      companyName,
      firstName: 'Client',
      lastName: username.toUpperCase(),
      createdAt: at(createdAt),
      isActive,
    });
  const employee = (username: string, firstName: string, lastName: string, createdAt: string) =>
    addUser(db, 'employee', { username, firstName, lastName, createdAt: at(createdAt) });
  const c1 = await customer('c1', '2026-02-01T15:00:00Z', 'Acme Dental');
  const c2 = await customer('c2', '2026-03-01T15:00:00Z', 'Birch Law');
  await customer('c3', '2026-04-01T15:00:00Z', 'Cedar Clinic');
  await customer('c4', '2026-05-01T15:00:00Z', 'Delta Office');
  await customer('c5', '2026-06-01T15:00:00Z', 'Elm Studio', false);
  const ana = await employee('ana', 'Ana', 'Alvarez', '2026-01-15T15:00:00Z');
  const ben = await employee('ben', 'Ben', 'Brooks', '2026-01-16T15:00:00Z');
  const cara = await employee('cara', 'Cara', 'Chen', '2026-01-17T15:00:00Z');
  const dan = await employee('dan', 'Dan', 'Diaz', '2026-01-18T15:00:00Z');
  await customer('c6', '2026-11-10T15:00:00Z', 'Fir Bakery');
  await employee('eve', 'Eve', 'Evans', '2026-11-17T20:00:00Z');

  // Invoices (dollars): paid this month 1,000 (Nov 2) + 2,000 (Nov 18 09:00) = 3,000, and 500 paid after
  // the clock (Nov 18 11:00). Last month up to Oct 18 10:00: 1,400 (Oct 1) + 1,000 (Oct 18 09:59) = 2,400;
  // 700 came at 10:30 that day, after the same span. 300 on Sep 30. Pending: 900 due Nov 10, 600 due
  // Oct 10 (over 30 days late), 400 due Dec 1. One void.
  let seq = 0;
  const invoice = (
    customerId: number,
    dollars: number,
    issueDate: string,
    dueDate: string,
    status: 'pending' | 'paid' | 'void',
    paidAt?: string,
  ) => {
    seq++;
    return {
      invoiceNumber: `INV-2026-${String(seq).padStart(4, '0')}`,
      numberYear: 2026,
      numberSeq: seq,
      kind: 'bookings' as const,
      customerId,
      issueDate,
      dueDate,
      description: 'Cleaning',
      amountCents: dollars * 100,
      status,
      paidAt: paidAt ? at(paidAt) : null,
      billTo: { name: 'Client', company: null, address: null, email: 'billing@example.test' },
    };
  };
  await db
    .insert(invoices)
    .values([
      invoice(c2.id, 1_000, '2026-10-20', '2026-11-19', 'paid', '2026-11-02T15:00:00Z'),
      invoice(c2.id, 2_000, '2026-11-01', '2026-12-01', 'paid', '2026-11-18T15:00:00Z'),
      invoice(c2.id, 500, '2026-11-01', '2026-12-01', 'paid', '2026-11-18T17:00:00Z'),
      invoice(c1.id, 1_400, '2026-09-15', '2026-10-15', 'paid', '2026-10-01T13:00:00Z'),
      invoice(c2.id, 1_000, '2026-09-20', '2026-10-20', 'paid', '2026-10-18T14:59:00Z'),
      invoice(c1.id, 700, '2026-10-01', '2026-10-31', 'paid', '2026-10-18T15:30:00Z'),
      invoice(c1.id, 300, '2026-09-01', '2026-10-01', 'paid', '2026-09-30T20:00:00Z'),
      invoice(c1.id, 900, '2026-10-11', '2026-11-10', 'pending'),
      invoice(c2.id, 600, '2026-09-10', '2026-10-10', 'pending'),
      invoice(c1.id, 400, '2026-11-01', '2026-12-01', 'pending'),
      invoice(c1.id, 250, '2026-10-05', '2026-11-04', 'void'),
    ]);

  // Bookings (UTC times; Minnesota is UTC-6 in November, UTC-5 in October). Created Oct 1 unless said.
  const site = await insertSite(db, c1.id);
  const old = at('2026-10-01T12:00:00Z');
  const booking = (values: Parameters<typeof insertBooking>[3], crew: number[] = []) =>
    insertBooking(db, c1.id, site.id, { createdAt: old, durationMinutes: 120, ...values }, crew);
  // B1: confirmed, 09:00-11:00 today: in progress by the clock.
  await booking({ scheduledStart: at('2026-11-18T15:00:00Z') });
  // B2: confirmed 06:00-07:00 today, Ben still clocked in on it: in progress.
  const b2 = await booking({ scheduledStart: at('2026-11-18T12:00:00Z'), durationMinutes: 60 }, [ben.id]);
  // B3: confirmed 14:00 today, crew Ana.
  await booking({ scheduledStart: at('2026-11-18T20:00:00Z') }, [ana.id]);
  // B4: cancelled, 11:00 today.
  await booking({ scheduledStart: at('2026-11-18T17:00:00Z'), status: 'cancelled', cancelledAt: old, cancelReason: 'Office closed' });
  // B5: completed today 07:00-08:05, Ana clocked in at 07:05 (on time), rated 5.
  const b5 = await booking(
    { scheduledStart: at('2026-11-18T13:00:00Z'), durationMinutes: 60, status: 'completed', completedAt: at('2026-11-18T14:05:00Z') },
    [ana.id],
  );
  // B6: booked online today at 08:00 for tomorrow 08:00 (22 h away), no crew.
  await booking({
    scheduledStart: at('2026-11-19T14:00:00Z'),
    source: 'scheduling',
    clientName: 'Gale Grant',
    createdAt: at('2026-11-18T14:00:00Z'),
  });
  // B7: booked by an admin yesterday for Friday 08:00 (46 h away), no crew.
  await booking({ scheduledStart: at('2026-11-20T14:00:00Z'), createdAt: at('2026-11-17T12:00:00Z') });
  // B8: Saturday 08:00 (70 h away), no crew: beyond 48 h.
  await booking({ scheduledStart: at('2026-11-21T14:00:00Z') });
  // B9: completed Nov 10, crew Ana and Cara; Cara clocked in 15 min late; rated 4.
  const b9 = await booking({ scheduledStart: at('2026-11-10T14:00:00Z'), status: 'completed', completedAt: at('2026-11-10T16:00:00Z') }, [
    ana.id,
    cara.id,
  ]);
  // B10: completed Nov 5, crew Cara: a manual entry at 08:50 proves nothing, her clock-in at 09:10 is on time (start + 10); not rated.
  const b10 = await booking({ scheduledStart: at('2026-11-05T15:00:00Z'), status: 'completed', completedAt: at('2026-11-05T17:00:00Z') }, [
    cara.id,
  ]);
  // B11: completed Sunday Oct 25 (in the 30 days), crew Dan, no time entry; rated 2.
  const b11 = await booking({ scheduledStart: at('2026-10-25T15:00:00Z'), status: 'completed', completedAt: at('2026-10-25T17:00:00Z') }, [
    dan.id,
  ]);
  // B12: completed Oct 15 (before the 30 days), crew Dan; rated 1.
  const b12 = await booking({ scheduledStart: at('2026-10-15T15:00:00Z'), status: 'completed', completedAt: at('2026-10-15T17:00:00Z') }, [
    dan.id,
  ]);
  // B13: cancelled, was Nov 12.
  await booking({
    scheduledStart: at('2026-11-12T15:00:00Z'),
    status: 'cancelled',
    cancelledAt: old,
    cancelReason: 'Client closed for a holiday',
  });

  const entry = (employeeId: number, bookingId: number, source: 'clock' | 'manual', clockIn: string, minutes: number | null) => {
    const start = at(clockIn);
    return {
      employeeId,
      bookingId,
      source,
      clockIn: start,
      clockOut: minutes === null ? null : new Date(start.getTime() + minutes * 60_000),
      workedMinutes: minutes,
      weekStart: weekStart(companyDate(start)),
    };
  };
  await db
    .insert(timeEntries)
    .values([
      entry(ben.id, b2.id, 'clock', '2026-11-18T12:05:00Z', null),
      entry(ana.id, b5.id, 'clock', '2026-11-18T13:05:00Z', 60),
      entry(cara.id, b9.id, 'clock', '2026-11-10T14:15:00Z', 105),
      entry(cara.id, b10.id, 'manual', '2026-11-05T14:50:00Z', 10),
      entry(cara.id, b10.id, 'clock', '2026-11-05T15:10:00Z', 110),
    ]);
  await db.insert(visitRatings).values([
    { bookingId: b5.id, customerId: c1.id, rating: 5 },
    { bookingId: b9.id, customerId: c1.id, rating: 4 },
    { bookingId: b11.id, customerId: c1.id, rating: 2 },
    { bookingId: b12.id, customerId: c1.id, rating: 1 },
  ]);
  await db.insert(problemReports).values([
    { bookingId: b9.id, customerId: c1.id, description: 'Trash not emptied', createdAt: at('2026-11-11T15:00:00Z') },
    { bookingId: b10.id, customerId: c1.id, description: 'Door left open', status: 'resolved', createdAt: at('2026-11-06T15:00:00Z') },
  ]);
  await db.insert(notifications).values([
    { channel: 'email', recipient: 'a@example.test', kind: 'test', payload: {}, status: 'failed' },
    { channel: 'email', recipient: 'b@example.test', kind: 'test', payload: {}, status: 'sent' },
  ]);

  // Leads: open L1 (fit 70, touched 2 days ago, follow-up Nov 15: 3 days late), L2 (fit 50 + 3 page
  // views, touched yesterday), L3 (fit 90, untouched 21 days: -10); L4 and L6 won, L5 lost.
  const [, , l3, l4] = await insertLeads(db, [
    {
      companyName: 'North Dental',
      leadScore: 70,
      status: 'new',
      nextFollowUpDate: '2026-11-15',
      lastTouchedAt: at('2026-11-16T16:00:00Z'),
      createdAt: at('2026-11-16T18:00:00Z'),
      firstName: 'Lia',
      lastName: 'North',
    },
    {
      companyName: 'Oak Realty',
      leadScore: 50,
      status: 'contacted',
      pageViews: 3,
      nextFollowUpDate: '2026-11-18',
      lastTouchedAt: at('2026-11-17T16:00:00Z'),
      createdAt: at('2026-11-17T08:00:00Z'),
      firstName: 'Max',
      lastName: 'Oak',
    },
    {
      companyName: 'Pine Gym',
      leadScore: 90,
      status: 'qualified',
      source: 'calculator',
      arrivalPage: '/cities/edina',
      nextFollowUpDate: '2026-11-20',
      lastTouchedAt: at('2026-10-28T16:00:00Z'),
      createdAt: at('2026-10-28T14:00:00Z'),
    },
    {
      companyName: 'Quill Press',
      leadScore: 60,
      status: 'won',
      source: 'manual',
      nextFollowUpDate: '2026-11-01',
      createdAt: at('2026-10-20T14:00:00Z'),
    },
    {
      companyName: 'Reed Cafe',
      leadScore: 40,
      status: 'lost',
      lostReason: 'Chose a cheaper vendor',
      source: 'calculator',
      arrivalPage: '/cities/edina',
      nextFollowUpDate: '2026-10-01',
      createdAt: at('2026-10-05T14:00:00Z'),
    },
    { companyName: 'Sage Hotel', leadScore: 80, status: 'won', nextFollowUpDate: '2026-09-10', createdAt: at('2026-09-01T15:00:00Z') },
  ]);
  // First contact: Quill Press called 2 h after it came in; Pine Gym e-mailed after 5 h (its earlier note does not count).
  await db.insert(crmActivities).values([
    { leadId: l4!, type: 'call', description: 'Intro call', occurredAt: at('2026-10-20T16:00:00Z') },
    { leadId: l3!, type: 'note', description: 'Looked them up', occurredAt: at('2026-10-28T15:00:00Z') },
    { leadId: l3!, type: 'email', description: 'Sent the quote', occurredAt: at('2026-10-28T19:00:00Z') },
  ]);

  // Contact messages: today 09:30, Nov 12, and one after the clock (17:00 UTC today).
  await db.insert(contactMessages).values([
    {
      name: 'Tess Tran',
      email: 't@example.test',
      phone: '612-555-0101',
      company: 'Tran Law',
      topic: 'service',
      message: 'Do you clean carpets?',
      createdAt: at('2026-11-18T15:30:00Z'),
    },
    {
      name: 'Uma Udo',
      email: 'u@example.test',
      phone: '612-555-0102',
      company: null,
      topic: 'other',
      message: 'Hello',
      createdAt: at('2026-11-12T15:00:00Z'),
    },
    {
      name: 'Vic Vale',
      email: 'v@example.test',
      phone: '612-555-0103',
      company: null,
      topic: 'other',
      message: 'Later',
      createdAt: at('2026-11-18T17:00:00Z'),
    },
  ]);
  return { ana, ben, cara, dan, c1, c2 };
}
