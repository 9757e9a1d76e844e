import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { generateDemoCompany, type DemoResult } from '#server/demo/generate-demo.ts';
import { CUSTOMERS_REFUSAL, DemoRefused, PRODUCTION_REFUSAL } from '#server/demo/demo-guard.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '#server/modules/users/demo-data.ts';
import { addDays, companyDate, weekStart } from '#shared/domain/company-time.ts';
import { bearer, tokenFor } from '../support/accounts.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { testConfig } from '../support/test-app.ts';

/**
 * The demo company (issue 31, decision 0044), made at its small size: the same seed and clock make
 * the same company; its numbers, invoices and balances keep the product's own invariants; its today
 * is the real one (the demo employee can clock in to a visit today, the demo customer has one this
 * week and an invoice due, the CRM has follow-ups due today); and it is refused under production and
 * on a database that holds customers.
 */

// Now, to the minute: both runs end at the same moment, whatever the day and hour the test runs.
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const rowsOf = <T>(answer: unknown): T[] => ((answer as { rows?: T[] }).rows ?? (answer as T[])) as T[];

let first: DatabaseHandle;
let made: DemoResult;
let app: FastifyInstance;
const employee = DEMO_ACCOUNTS.find((a) => a.role === 'employee')!;
const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;

beforeAll(async () => {
  first = await openTestDatabase();
  made = await generateDemoCompany(first.db, testConfig(), { size: 'small', now: NOW });
  app = await buildApp(testConfig(), { database: first, logger: false, dashboardClock: () => NOW });
  await app.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await first?.close();
});

describe('the demo company', () => {
  it('is the same company for the same seed and clock: every count and total twice', async () => {
    const second = await openTestDatabase();
    try {
      const again = await generateDemoCompany(second.db, testConfig(), { size: 'small', now: NOW });
      expect(again.counts).toEqual(made.counts);
    } finally {
      await second.close();
    }
    // The small size's people, as decision 0044 sets them, and a business that ran: visits done, invoices, leads.
    expect(made.counts.customers).toBe(8);
    expect(made.counts.employees).toBe(5);
    expect(made.counts.completedVisits).toBeGreaterThan(50);
    expect(made.counts.invoices).toBeGreaterThan(5);
    expect(made.counts.voidInvoices).toBe(1);
  }, 240_000);

  it('numbers its quotes and invoices without gaps, per year, as the sequences say', async () => {
    for (const [series, table, column] of [
      ['quote', 'leads', 'reference'],
      ['invoice', 'invoices', 'invoice_number'],
    ] as const) {
      const numbers = rowsOf<{ year: number; seq: number }>(
        await first.db.execute(
          sql.raw(
            `select split_part(${column}, '-', 2)::int as year, split_part(${column}, '-', 3)::int as seq from ${table} order by 1, 2`,
          ),
        ),
      );
      const sequences = rowsOf<{ year: number; last: number }>(
        await first.db.execute(sql`select year, last_number as last from number_sequences where series = ${series} order by year`),
      );
      expect(numbers.length).toBeGreaterThan(0);
      for (const { year, last } of sequences) {
        const taken = numbers.filter((n) => n.year === year).map((n) => n.seq);
        // 1, 2, 3 ... last: no number skipped, none twice.
        expect(taken).toEqual(Array.from({ length: last }, (_, i) => i + 1));
      }
    }
  });

  it('issues invoices whose totals are their lines, paid ones with a payment, and a balance that is what is unpaid', async () => {
    const mismatched = rowsOf<{ id: number }>(
      await first.db.execute(sql`
        select i.id from invoices i left join invoice_lines l on l.invoice_id = i.id
        group by i.id having i.amount_cents <> coalesce(sum(l.amount_cents), -1)
           or bool_or(l.amount_cents <> l.quantity * l.unit_price_cents)`),
    );
    expect(mismatched).toEqual([]);
    const inconsistent = rowsOf<{ id: number }>(
      await first.db.execute(sql`
        select id from invoices
        where (status = 'paid') <> (paid_at is not null and paid_by is not null) or due_date <> issue_date + 30`),
    );
    expect(inconsistent).toEqual([]);
    // What the office's list calls unpaid (pending and overdue) is what the stored invoices leave unpaid.
    const admin = await adminToken();
    const unpaid = async (status: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/admin/invoices?status=${status}&limit=500`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      return (res.json() as { invoices: Array<{ amountCents: number }> }).invoices.reduce((sum, i) => sum + i.amountCents, 0);
    };
    const [stored] = rowsOf<{ cents: number }>(
      await first.db.execute(sql`select coalesce(sum(amount_cents), 0)::int as cents from invoices where status = 'pending'`),
    );
    expect((await unpaid('pending')) + (await unpaid('overdue'))).toBe(stored!.cents);
    expect(made.counts.invoicedCents - made.counts.paidCents).toBe(stored!.cents);
  });

  it('gives the database its own clock back: every default as the migrations wrote it, the story clock gone', async () => {
    const [left] = rowsOf<{ n: number }>(
      await first.db.execute(sql`
        select count(*)::int as n from information_schema.columns
        where table_schema = current_schema() and column_default like '%demo_story%'`),
    );
    expect(left!.n).toBe(0);
    const [audit] = rowsOf<{ d: string }>(
      await first.db.execute(sql`
        select column_default as d from information_schema.columns
        where table_schema = current_schema() and table_name = 'audit_events' and column_name = 'occurred_at'`),
    );
    expect(audit!.d).toBe('clock_timestamp()');
  });

  it('leaves nothing for the plan generator: every plan has its visits through the 8-week horizon', async () => {
    const admin = await adminToken();
    const res = await app.inject({ method: 'POST', url: '/api/admin/service-plans/generate', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0 });
  });

  it('has a real today: a visit to clock in to, a visit this week and an invoice due, follow-ups due', async () => {
    const today = companyDate(NOW);
    const asEmployee = await tokenFor(app, employee.username, employee.password);
    const assignments = (
      await app.inject({ method: 'GET', url: '/api/employee/assignments', headers: bearer(asEmployee) })
    ).json() as Array<{
      id: number;
      scheduledDate: string;
      status: string;
    }>;
    const todays = assignments.find((a) => companyDate(new Date(a.scheduledDate)) === today && a.status !== 'completed');
    expect(todays).toBeDefined();
    const clockIn = await app.inject({
      method: 'POST',
      url: '/api/employee/clock-in',
      headers: bearer(asEmployee),
      payload: { bookingId: todays!.id, location: '44.9778,-93.2650' },
    });
    expect(clockIn.statusCode).toBe(201);

    const asCustomer = await tokenFor(app, customer.username, customer.password);
    const visits = (await app.inject({ method: 'GET', url: '/api/customer/bookings', headers: bearer(asCustomer) })).json() as Array<{
      scheduledDate: string;
    }>;
    const week = weekStart(today);
    expect(
      visits.some((v) => companyDate(new Date(v.scheduledDate)) >= week && companyDate(new Date(v.scheduledDate)) < addDays(week, 7)),
    ).toBe(true);
    const invoices = (await app.inject({ method: 'GET', url: '/api/customer/invoices', headers: bearer(asCustomer) })).json() as Array<{
      status: string;
      dueDate: string;
    }>;
    // Owed: last month's invoice (due this month; on the first before the morning's run, the month before's).
    expect(invoices.some((i) => i.status === 'pending' || i.status === 'overdue')).toBe(true);

    const leads = (
      await app.inject({ method: 'GET', url: '/api/leads?status=open&limit=500', headers: bearer(await adminToken()) })
    ).json() as Array<{
      nextFollowUpDate: string;
    }>;
    expect(leads.some((lead) => lead.nextFollowUpDate === today)).toBe(true);
  });

  it('refuses under production and on a database that already holds customers, writing nothing', async () => {
    const users = async () => rowsOf<{ n: number }>(await first.db.execute(sql`select count(*)::int as n from users`))[0]!.n;
    const before = await users();
    await expect(generateDemoCompany(first.db, testConfig({ NODE_ENV: 'production' }), { size: 'small', now: NOW })).rejects.toThrow(
      new DemoRefused(PRODUCTION_REFUSAL),
    );
    // This database holds the demo's customers already: a second company is refused.
    await expect(generateDemoCompany(first.db, testConfig(), { size: 'small', now: NOW })).rejects.toThrow(
      new DemoRefused(CUSTOMERS_REFUSAL),
    );
    expect(await users()).toBe(before);
  });
});

async function adminToken(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}
