import { sql } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { jsonRow } from '../../db/json-row.ts';
import type { ReportSpan } from './report-span.ts';
import { personName, sundayText } from './report-sql.repository.ts';

export interface Totals {
  paidCount: number;
  paidCents: number;
  invoicedCount: number;
  invoicedCents: number;
  outstandingCount: number;
  outstandingCents: number;
  overdueCount: number;
  overdueCents: number;
  averageDaysToPay: number | null;
}

/** What the financial report reads, each figure added up in the database. */
export async function readFinancial(db: Database, span: ReportSpan) {
  const from = span.from.toISOString();
  const to = span.to.toISOString();
  const issued = sql`issue_date >= ${span.first} and issue_date < ${span.nextFirst} and status <> 'void'`;
  return Promise.all([
    jsonRow<Totals>(
      db,
      sql`select
        p.n as "paidCount", p.cents as "paidCents", p.days as "averageDaysToPay",
        i.n as "invoicedCount", i.cents as "invoicedCents",
        i.open_n as "outstandingCount", i.open_cents as "outstandingCents",
        i.late_n as "overdueCount", i.late_cents as "overdueCents"
      from
        (select count(*) as n, coalesce(sum(amount_cents), 0)::float8 as cents,
                avg((paid_at at time zone ${COMPANY_TIME_ZONE})::date - issue_date)::float8 as days
           from invoices where status = 'paid' and paid_at >= ${from} and paid_at < ${to}) p,
        (select count(*) as n, coalesce(sum(amount_cents), 0)::float8 as cents,
                count(*) filter (where status = 'pending') as open_n,
                coalesce(sum(amount_cents) filter (where status = 'pending'), 0)::float8 as open_cents,
                count(*) filter (where status = 'pending' and due_date < ${span.today}) as late_n,
                coalesce(sum(amount_cents) filter (where status = 'pending' and due_date < ${span.today}), 0)::float8 as late_cents
           from invoices where ${issued}) i`,
    ),
    jsonRows<{ weekStart: string; cents: number }>(
      db,
      sql`select ${sundayText('paid_at')} as "weekStart", sum(amount_cents)::float8 as cents
            from invoices where status = 'paid' and paid_at >= ${from} and paid_at < ${to} group by 1`,
      sql`r."weekStart"`,
    ),
    jsonRows<{ customerId: number; name: string; cents: number; invoices: number }>(
      db,
      sql`select i.customer_id as "customerId", coalesce(c.company_name, ${personName('c')}) as name,
                 sum(i.amount_cents)::float8 as cents, count(*)::int as invoices
            from invoices i join users c on c.id = i.customer_id
           where i.status = 'paid' and i.paid_at >= ${from} and i.paid_at < ${to}
           group by i.customer_id, c.company_name, c.first_name, c.last_name, c.username
           order by cents desc, name asc limit 5`,
      sql`r."cents" desc, r."name" asc`,
    ),
  ]);
}
