import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { jsonRow } from '../../db/json-row.ts';
import type { ReportSpan } from './report-span.ts';
import { personName } from './report-sql.repository.ts';

export const roles = ['admin', 'employee', 'customer'] as const;

/** What the user-activity report reads, each figure added up in the database. */
export async function readUserActivity(db: Database, span: ReportSpan) {
  const from = span.from.toISOString();
  const to = span.to.toISOString();
  return Promise.all([
    jsonRows<{ role: (typeof roles)[number]; active: number; inactive: number; createdInMonth: number }>(
      db,
      sql`select role, count(*) filter (where is_active)::int as active, count(*) filter (where not is_active)::int as inactive,
                 count(*) filter (where created_at >= ${from} and created_at < ${to})::int as "createdInMonth"
            from users where created_at < ${to} group by role`,
      sql`r."role"`,
    ),
    jsonRow<{ count: number; accounts: number; failed: number }>(
      db,
      sql`select count(*) filter (where type = 'sign-in.succeeded') as count,
                 count(distinct user_id) filter (where type = 'sign-in.succeeded') as accounts,
                 count(*) filter (where type = 'sign-in.failed') as failed
            from security_events
           where occurred_at >= ${from} and occurred_at < ${to} and type in ('sign-in.succeeded', 'sign-in.failed')`,
    ),
    jsonRows<{ employeeId: number; name: string; minutes: number; entries: number }>(
      db,
      sql`select te.employee_id as "employeeId", ${personName('u')} as name,
                 sum(coalesce(te.worked_minutes, extract(epoch from te.clock_out - te.clock_in) / 60))::float8 as minutes,
                 count(*)::int as entries
            from time_entries te join users u on u.id = te.employee_id
           where te.clock_in >= ${from} and te.clock_in < ${to} and te.clock_out is not null
           group by te.employee_id, u.first_name, u.last_name, u.username`,
      sql`r."minutes" desc, r."name"`,
    ),
  ]);
}
