import { sql } from 'drizzle-orm';
import { ON_TIME_GRACE_MINUTES } from '#shared/domain/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { ReportSpan } from './report-span.ts';
import { personName } from './report-sql.repository.ts';

export interface Row {
  employeeId: number;
  name: string;
  completedJobs: number;
  onTime: number;
  averageRating: number | null;
  minutes: number;
  problemReports: number;
}

/** What the performance-review report reads, each figure added up in the database. */
export async function readPerformanceReview(db: Database, span: ReportSpan) {
  const from = span.from.toISOString();
  const to = span.to.toISOString();
  return jsonRows<Row>(
    db,
    sql`select u.id as "employeeId", ${personName('u')} as name,
               coalesce(j.jobs, 0)::int as "completedJobs", coalesce(j.on_time, 0)::int as "onTime",
               j.rating::float8 as "averageRating", coalesce(h.minutes, 0)::float8 as minutes, coalesce(p.n, 0)::int as "problemReports"
          from users u
          left join (
            select ba.employee_id, count(*) as jobs, avg(vr.rating) as rating,
                   count(*) filter (where (select min(te.clock_in) from time_entries te
                                           where te.booking_id = b.id and te.employee_id = ba.employee_id and te.source = 'clock')
                                          <= b.scheduled_start + ${ON_TIME_GRACE_MINUTES} * interval '1 minute') as on_time
              from bookings b join booking_assignments ba on ba.booking_id = b.id
              left join visit_ratings vr on vr.booking_id = b.id
             where b.status = 'completed' and b.completed_at >= ${from} and b.completed_at < ${to}
             group by ba.employee_id
          ) j on j.employee_id = u.id
          left join (
            select employee_id, sum(coalesce(worked_minutes, extract(epoch from clock_out - clock_in) / 60)) as minutes
              from time_entries where clock_in >= ${from} and clock_in < ${to} and clock_out is not null group by employee_id
          ) h on h.employee_id = u.id
          left join (
            select ba.employee_id, count(*) as n
              from problem_reports pr join booking_assignments ba on ba.booking_id = pr.booking_id
             where pr.created_at >= ${from} and pr.created_at < ${to} group by ba.employee_id
          ) p on p.employee_id = u.id
         where u.role = 'employee' and u.is_active`,
    sql`r."completedJobs" desc, r."name" asc, r."employeeId" asc`,
  );
}
