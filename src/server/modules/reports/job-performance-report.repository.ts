import { sql } from 'drizzle-orm';
import { ON_TIME_GRACE_MINUTES } from '#shared/domain/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { jsonRow } from '../../db/json-row.ts';
import type { ReportSpan } from './report-span.ts';

export interface Figures {
  total: number;
  completedScheduled: number;
  confirmed: number;
  cancelled: number;
  completed: number;
  onTime: number;
  rated: number;
  ratingAverage: number | null;
  filed: number;
  open: number;
  workedMinutes: number;
  scheduledMinutes: number;
}

/** What the job-performance report reads, each figure added up in the database. */
export async function readJobPerformance(db: Database, span: ReportSpan) {
  const from = span.from.toISOString();
  const to = span.to.toISOString();
  // Jobs are crew work: walk-throughs (source 'scheduling', sales appointments) are left out (decision 0041).
  const completedInSpan = sql`b.status = 'completed' and b.source <> 'scheduling' and b.completed_at >= ${from} and b.completed_at < ${to}`;
  return Promise.all([
    jsonRow<Figures>(
      db,
      sql`select s.total, s.completed as "completedScheduled", s.confirmed, s.cancelled,
                 c.n as completed, c.on_time as "onTime", c.rated, c.rating as "ratingAverage",
                 p.filed, p.open, c.worked as "workedMinutes", c.scheduled as "scheduledMinutes"
          from
            (select count(*) as total, count(*) filter (where status = 'completed') as completed,
                    count(*) filter (where status = 'confirmed') as confirmed, count(*) filter (where status = 'cancelled') as cancelled
               from bookings where scheduled_start >= ${from} and scheduled_start < ${to} and source <> 'scheduling') s,
            (select count(*) as n,
                    count(*) filter (where (select min(te.clock_in) from time_entries te where te.booking_id = b.id and te.source = 'clock')
                                           <= b.scheduled_start + ${ON_TIME_GRACE_MINUTES} * interval '1 minute') as on_time,
                    count(vr.rating) as rated, avg(vr.rating)::float8 as rating,
                    coalesce(sum((select sum(coalesce(te.worked_minutes, extract(epoch from te.clock_out - te.clock_in) / 60))
                                    from time_entries te where te.booking_id = b.id and te.clock_out is not null)), 0)::float8 as worked,
                    coalesce(sum(b.duration_minutes * greatest(1, (select count(*) from booking_assignments ba where ba.booking_id = b.id))), 0)::float8 as scheduled
               from bookings b left join visit_ratings vr on vr.booking_id = b.id
              where ${completedInSpan}) c,
            (select count(*) as filed, count(*) filter (where status = 'open') as open
               from problem_reports where created_at >= ${from} and created_at < ${to}) p`,
    ),
    jsonRows<{ stars: number; count: number }>(
      db,
      sql`select vr.rating::int as stars, count(*)::int as count
            from bookings b join visit_ratings vr on vr.booking_id = b.id where ${completedInSpan} group by vr.rating`,
      sql`r."stars"`,
    ),
  ]);
}
