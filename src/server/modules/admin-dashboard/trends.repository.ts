import { sql } from 'drizzle-orm';
import { zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
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

/**
 * The instants where the buckets begin (each a Minnesota midnight, ascending) as a timestamptz
 * array: `width_bucket(at, bounds)` gives the 1-based bucket of an instant by a binary search, so a
 * year of rows is bucketed without a time-zone conversion each (the costly part on the embedded
 * database: a few microseconds a row, ten thousand rows a poll).
 */
const boundsOf = (days: readonly IsoDate[]) => sql`${`{${days.map((day) => zonedInstant(day).toISOString()).join(',')}}`}::timestamptz[]`;

/** Grouped in the database: at most 12 rows per series. */
export function createTrendsRepository(db: Database) {
  return {
    /** Leads (and won ones) by the week they came in, jobs by the week they were completed; `weekStarts` are Sundays, ascending. */
    async weeks(weekStarts: readonly IsoDate[], to: Date): Promise<WeekRow[]> {
      const f = zonedInstant(weekStarts[0]!).toISOString();
      const t = to.toISOString();
      const bounds = boundsOf(weekStarts);
      const rows = await jsonRows<Omit<WeekRow, 'weekStart'> & { bucket: number }>(
        db,
        sql`select bucket, sum(leads)::int as leads, sum(won)::int as won, sum(jobs)::int as "jobsCompleted"
              from (
                select width_bucket(created_at, ${bounds}) as bucket, count(*) as leads, count(*) filter (where status = 'won') as won, 0 as jobs
                  from leads where created_at >= ${f} and created_at <= ${t} group by 1
                union all
                select width_bucket(completed_at, ${bounds}), 0, 0, count(*)
                  from bookings where status = 'completed' and source <> 'scheduling' and completed_at >= ${f} and completed_at <= ${t} group by 1
              ) x group by bucket`,
        sql`r."bucket"`,
      );
      return rows.map(({ bucket, ...row }) => ({ weekStart: weekStarts[bucket - 1]!, ...row }));
    },

    /** Paid revenue by the month it was paid; `monthStarts` are firsts of months, ascending. */
    async months(monthStarts: readonly IsoDate[], to: Date): Promise<MonthRow[]> {
      const rows = await jsonRows<{ bucket: number; revenueCents: number }>(
        db,
        sql`select width_bucket(paid_at, ${boundsOf(monthStarts)}) as bucket, sum(amount_cents)::float8 as "revenueCents"
              from invoices where status = 'paid' and paid_at >= ${zonedInstant(monthStarts[0]!).toISOString()} and paid_at <= ${to.toISOString()}
             group by 1`,
        sql`r."bucket"`,
      );
      return rows.map(({ bucket, revenueCents }) => ({ month: monthStarts[bucket - 1]!.slice(0, 7), revenueCents }));
    },
  };
}
