import { sql } from 'drizzle-orm';
import { addDays, zonedInstant } from '#shared/domain/company-time.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { ReportSpan } from './report-span.ts';

export const sources = ['plan', 'admin', 'scheduling'] as const;

export interface BookingGroup {
  weekday: number;
  hour: number;
  source: (typeof sources)[number];
  cancelled: boolean;
  unassigned: boolean;
  reason: string | null;
  count: number;
}

/** What the schedule-analysis report reads, each figure added up in the database. */
export async function readScheduleAnalysis(db: Database, span: ReportSpan) {
  const local = sql.raw(`(b.scheduled_start at time zone '${COMPANY_TIME_ZONE}')`);
  // A walk-through (source 'scheduling') is a sales appointment that takes no crew (decision 0041): never "unassigned".
  const unassigned = sql`b.source <> 'scheduling' and not exists (select 1 from booking_assignments ba where ba.booking_id = b.id)`;
  const horizonFrom = zonedInstant(span.today);
  const horizonTo = zonedInstant(addDays(span.today, 14));
  return Promise.all([
    jsonRows<BookingGroup>(
      db,
      sql`select extract(dow from ${local})::int as weekday, extract(hour from ${local})::int as hour, b.source,
                 b.status = 'cancelled' as cancelled, ${unassigned} as unassigned,
                 case when b.status = 'cancelled' then coalesce(nullif(btrim(b.cancel_reason), ''), 'No reason given') end as reason,
                 count(*)::int as count
            from bookings b where b.scheduled_start >= ${span.from.toISOString()} and b.scheduled_start < ${span.to.toISOString()}
           group by 1, 2, 3, 4, 5, 6`,
      sql`1`,
    ),
    jsonRows<{ date: string; bookings: number; unassigned: number }>(
      db,
      sql`select to_char(${local}, 'YYYY-MM-DD') as date, count(*)::int as bookings, (count(*) filter (where ${unassigned}))::int as unassigned
            from bookings b where b.status = 'confirmed' and b.scheduled_start >= ${horizonFrom.toISOString()} and b.scheduled_start < ${horizonTo.toISOString()}
           group by 1`,
      sql`r."date"`,
    ),
  ]);
}
