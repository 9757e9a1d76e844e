import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { jsonRow } from '../../db/json-row.ts';
import type { ReportSpan } from './report-span.ts';
import { sundayText } from './report-sql.repository.ts';

/** What the lead-analytics report reads, each figure added up in the database. */
export async function readLeadAnalytics(db: Database, span: ReportSpan) {
  const inSpan = sql`l.created_at >= ${span.from.toISOString()} and l.created_at < ${span.to.toISOString()}`;
  return Promise.all([
    jsonRows<{ source: string; status: string; count: number }>(
      db,
      sql`select l.source, l.status, count(*)::int as count from leads l where ${inSpan} group by 1, 2`,
      sql`1`,
    ),
    jsonRows<{ weekStart: string; count: number }>(
      db,
      sql`select ${sundayText('l.created_at')} as "weekStart", count(*)::int as count from leads l where ${inSpan} group by 1`,
      sql`r."weekStart"`,
    ),
    jsonRows<{ reason: string; count: number }>(
      db,
      sql`select btrim(l.lost_reason) as reason, count(*)::int as count from leads l where ${inSpan} and l.status = 'lost' group by 1`,
      sql`r."count" desc, r."reason"`,
    ),
    jsonRow<{ contacted: number; median: number | null; mean: number | null }>(
      db,
      sql`select count(*) as contacted,
                 (percentile_cont(0.5) within group (order by hours))::float8 as median, avg(hours)::float8 as mean
            from (select extract(epoch from (select min(a.occurred_at) from crm_activities a
                                              where a.lead_id = l.id and a.type in ('call', 'email', 'meeting')) - l.created_at) / 3600 as hours
                    from leads l where ${inSpan}) x
           where hours is not null`,
    ),
    jsonRows<{ page: string | null; count: number }>(
      db,
      sql`select l.arrival_page as page, count(*)::int as count from leads l where ${inSpan}
           group by 1 order by count desc, page asc nulls last limit 10`,
      sql`r."count" desc, r."page" asc nulls last`,
    ),
  ]);
}
