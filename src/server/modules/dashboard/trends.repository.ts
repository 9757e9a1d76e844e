import { sql } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';

export interface WeekRow {
  weekStart: string;
  leads: number;
  won: number;
  jobsCompleted: number;
}
export interface MonthRow {
  month: string;
  revenueCents: number;
}

/** The Minnesota Sunday of a timestamp column, as a date. */
const sundayOf = (column: string) =>
  sql.raw(
    `((${column} at time zone '${COMPANY_TIME_ZONE}')::date - extract(dow from (${column} at time zone '${COMPANY_TIME_ZONE}'))::int)`,
  );

/** Grouped in the database: at most 12 rows per series. */
export function createTrendsRepository(db: Database) {
  return {
    async weeks(from: Date, to: Date): Promise<WeekRow[]> {
      const f = from.toISOString();
      const t = to.toISOString();
      return jsonRows<WeekRow>(
        db,
        sql`select to_char(w, 'YYYY-MM-DD') as "weekStart", sum(leads)::int as leads, sum(won)::int as won, sum(jobs)::int as "jobsCompleted"
              from (
                select ${sundayOf('created_at')} as w, count(*) as leads, count(*) filter (where status = 'won') as won, 0 as jobs
                  from leads where created_at >= ${f} and created_at <= ${t} group by 1
                union all
                select ${sundayOf('completed_at')}, 0, 0, count(*)
                  from bookings where status = 'completed' and source <> 'scheduling' and completed_at >= ${f} and completed_at <= ${t} group by 1
              ) x group by w`,
        sql`r."weekStart"`,
      );
    },

    async months(from: Date, to: Date): Promise<MonthRow[]> {
      return jsonRows<MonthRow>(
        db,
        sql`select to_char(paid_at at time zone ${COMPANY_TIME_ZONE}, 'YYYY-MM') as month, sum(amount_cents)::float8 as "revenueCents"
              from invoices where status = 'paid' and paid_at >= ${from.toISOString()} and paid_at <= ${to.toISOString()}
             group by 1`,
        sql`r."month"`,
      );
    },
  };
}
