import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';

export interface TopEmployeeRow {
  id: number;
  name: string;
  completedJobs: number;
  rating: number | null;
  clockedIn: boolean;
}

/** Active employees ranked by completed assigned jobs in [from, to], then mean rating, then name. */
export function createTopEmployeesRepository(db: Database) {
  return {
    async top(from: Date, to: Date, limit: number): Promise<TopEmployeeRow[]> {
      return jsonRows<TopEmployeeRow>(
        db,
        sql`select u.id,
                   coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) as name,
                   coalesce(j.jobs, 0)::int as "completedJobs",
                   round(j.rating, 2)::float8 as rating,
                   exists (select 1 from time_entries te where te.employee_id = u.id and te.clock_out is null) as "clockedIn"
              from users u
              left join (
                select ba.employee_id, count(*) as jobs, avg(vr.rating) as rating
                  from bookings b
                  join booking_assignments ba on ba.booking_id = b.id
                  left join visit_ratings vr on vr.booking_id = b.id
                 where b.status = 'completed' and b.completed_at > ${from.toISOString()} and b.completed_at <= ${to.toISOString()}
                 group by ba.employee_id
              ) j on j.employee_id = u.id
             where u.role = 'employee' and u.is_active
             order by "completedJobs" desc, rating desc nulls last, name asc, u.id asc
             limit ${limit}`,
        sql`r."completedJobs" desc, r."rating" desc nulls last, r."name" asc, r."id" asc`,
      );
    },
  };
}
