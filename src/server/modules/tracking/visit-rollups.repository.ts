import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageVisitors, visitDaily, visitors, visits } from '../../db/schema/blog.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { COMPANY_TIME_ZONE } from './period-range.ts';

const num = (v: unknown) => Number(v ?? 0);
/** The Minnesota day of an instant, as the rollups are keyed. */
const dayOf = (at: Date) => sql`(${at.toISOString()}::timestamptz at time zone ${COMPANY_TIME_ZONE})::date`;
type Dimension = (typeof visitDaily.$inferInsert)['dimension'];

/** A new visit, as stored. */
export type NewVisit = Omit<typeof visits.$inferInsert, 'visitStart'> & { visitStart: Date };

export interface VisitFacts {
  visitorId: string;
  page: string;
  deviceType: string;
  browserName: string;
  city: string;
  country: string;
  visitStart: Date;
}

const dimensionRows = (v: Pick<VisitFacts, 'deviceType' | 'browserName' | 'city' | 'country' | 'page'>) =>
  [
    ['total', '', ''],
    ['device', v.deviceType, ''],
    ['browser', v.browserName, ''],
    ['location', v.city, v.country],
    ['page', v.page, ''],
  ] as const satisfies ReadonlyArray<readonly [Dimension, string, string]>;

/**
 * Visit figures kept as visits arrive (decision 0011), so analytics of a period up to now
 * read a few hundred rows instead of every visit: counts and durations per Minnesota day
 * and dimension, and each visitor's (and visitor-and-page's) latest visit for the distinct
 * counts. Periods that end before now (a past year) are counted from the visits themselves.
 */
export function createVisitRollupsRepository(db: Database) {
  const fromDay = (from: Date) => gte(visitDaily.day, sql`${dayOf(from)}`);
  const dimensionSince = (dimension: Dimension, from: Date) => and(eq(visitDaily.dimension, dimension), fromDay(from));

  return {
    /**
     * Stores a new visit and counts it in every rollup in one statement (data-modifying CTEs, atomic on
     * its own): on the embedded database every statement is planned anew, so a page view costs one
     * statement, not a transaction of four. A visitor seen for the first time (the insert, not the
     * update: `xmax = 0`) counts as new on its day. Answers whether the visitor has a lead (read in the same
     * statement), whose engagement the caller then recounts.
     */
    async addVisit(visit: NewVisit): Promise<{ visitorHasLead: boolean }> {
      const v = visit;
      const at = sql`${v.visitStart.toISOString()}::timestamptz`;
      const day = dayOf(v.visitStart);
      const rows = sql.join(
        dimensionRows(v).map(([dimension, key, key2]) => sql`(${day}, ${dimension}, ${key}, ${key2}, 1)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        with stored as (
          insert into visits (visitor_id, session_id, page, referrer, user_agent, device_type, browser_name, country, city, visit_start)
          values (${v.visitorId}, ${v.sessionId}, ${v.page}, ${v.referrer}, ${v.userAgent}, ${v.deviceType}, ${v.browserName}, ${v.country}, ${v.city}, ${at})
        ), seen as (
          insert into visitors (visitor_id, first_seen_at, last_seen_at) values (${v.visitorId}, ${at}, ${at})
          on conflict (visitor_id) do update set last_seen_at = greatest(visitors.last_seen_at, excluded.last_seen_at)
          returning (xmax = 0) as fresh
        ), first_seen as (
          insert into visit_daily (day, dimension, key, key2, visits) select ${day}, 'new', '', '', 1 from seen where fresh
          on conflict (day, dimension, key, key2) do update set visits = visit_daily.visits + 1
        ), page_seen as (
          insert into page_visitors (page, visitor_id, last_seen_at) values (${v.page}, ${v.visitorId}, ${at})
          on conflict (page, visitor_id) do update set last_seen_at = greatest(page_visitors.last_seen_at, excluded.last_seen_at)
        ), counted as (
          insert into visit_daily (day, dimension, key, key2, visits) values ${rows}
          on conflict (day, dimension, key, key2) do update set visits = visit_daily.visits + 1
        )
        select exists (select 1 from leads where visitor_id = ${v.visitorId}) as "visitorHasLead"`);
      const [row] = rowsOf<{ visitorHasLead: boolean }>(result);
      return { visitorHasLead: row?.visitorHasLead === true };
    },

    /**
     * The exit record: completes the latest open visit of that page in that session and adds its
     * duration to its day's rollup rows, in one statement (the open visit is locked, so two exits of
     * one visit count once). Answers whether a visit was completed.
     */
    async endVisit(sessionId: string, page: string, seconds: number): Promise<boolean> {
      const result = await db.execute(sql`
        with open as (
          select id, page, device_type, browser_name, city, country, visit_start from visits
          where session_id = ${sessionId} and page = ${page} and duration_seconds is null
          order by visit_start desc limit 1
          for update
        ), done as (
          update visits set duration_seconds = ${seconds} from open where visits.id = open.id
          returning open.*
        ), counted as (
          update visit_daily set duration_sum = visit_daily.duration_sum + ${seconds}, duration_count = visit_daily.duration_count + 1
          from done
          where visit_daily.day = (done.visit_start at time zone ${COMPANY_TIME_ZONE})::date
            and (
              (visit_daily.dimension = 'total' and visit_daily.key = '' and visit_daily.key2 = '')
              or (visit_daily.dimension = 'device' and visit_daily.key = done.device_type and visit_daily.key2 = '')
              or (visit_daily.dimension = 'browser' and visit_daily.key = done.browser_name and visit_daily.key2 = '')
              or (visit_daily.dimension = 'location' and visit_daily.key = done.city and visit_daily.key2 = done.country)
              or (visit_daily.dimension = 'page' and visit_daily.key = done.page and visit_daily.key2 = '')
            )
        )
        select count(*)::int as ended from done`);
      const [row] = rowsOf<{ ended: number }>(result);
      return Number(row?.ended ?? 0) > 0;
    },

    async countSince(from: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql`coalesce(sum(${visitDaily.visits}), 0)` })
        .from(visitDaily)
        .where(dimensionSince('total', from));
      return num(row?.n);
    },

    /** Visits, distinct visitors and the average duration of completed visits, from `from` up to now. */
    async summarySince(from: Date) {
      const [totals] = await db
        .select({
          visits: sql`coalesce(sum(${visitDaily.visits}), 0)`,
          avgDuration: sql`coalesce(sum(${visitDaily.durationSum})::float8 / nullif(sum(${visitDaily.durationCount}), 0), 0)`,
        })
        .from(visitDaily)
        .where(dimensionSince('total', from));
      const [unique] = await db
        .select({ n: sql`count(*)` })
        .from(visitors)
        .where(gte(visitors.lastSeenAt, from));
      return { visits: num(totals?.visits), unique: num(unique?.n), avgDuration: num(totals?.avgDuration) };
    },

    /** Visitors first seen from `from` (a Minnesota midnight) up to now, from the daily 'new' rows. */
    async newVisitorsSince(from: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql`coalesce(sum(${visitDaily.visits}), 0)` })
        .from(visitDaily)
        .where(dimensionSince('new', from));
      return num(row?.n);
    },

    /** Visits per key of a dimension since `from`, most first, then by key. */
    async byDimensionSince(dimension: 'device' | 'browser' | 'location', from: Date, limit?: number) {
      const count = sql`sum(${visitDaily.visits})`;
      const query = db
        .select({ key: visitDaily.key, key2: visitDaily.key2, count })
        .from(visitDaily)
        .where(dimensionSince(dimension, from))
        .groupBy(visitDaily.key, visitDaily.key2)
        .orderBy(desc(count), asc(visitDaily.key));
      const rows = limit === undefined ? await query : await query.limit(limit);
      return rows.map((r) => ({ key: r.key, key2: r.key2, count: num(r.count) }));
    },

    /** Visits per Minnesota day ('YYYY-MM-DD') of the days `fromDay` to `toDay`, both included; days without visits are absent. */
    async dailyVisits(fromDay: string, toDay: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ day: sql<string>`to_char(${visitDaily.day}, 'YYYY-MM-DD')`, n: visitDaily.visits })
        .from(visitDaily)
        .where(and(eq(visitDaily.dimension, 'total'), gte(visitDaily.day, fromDay), lte(visitDaily.day, toDay)));
      return new Map(rows.map((r) => [r.day, num(r.n)]));
    },

    /** Visits of the Minnesota days `fromDay` to `toDay`, both included. */
    async visitsOfDays(fromDay: string, toDay: string): Promise<number> {
      const [row] = await db
        .select({ n: sql`coalesce(sum(${visitDaily.visits}), 0)` })
        .from(visitDaily)
        .where(and(eq(visitDaily.dimension, 'total'), gte(visitDaily.day, fromDay), lte(visitDaily.day, toDay)));
      return num(row?.n);
    },

    async topPagesSince(from: Date, limit: number) {
      const count = sql`sum(${visitDaily.visits})`;
      const pages = await db
        .select({
          page: visitDaily.key,
          visits: count,
          avgDuration: sql`coalesce(sum(${visitDaily.durationSum})::float8 / nullif(sum(${visitDaily.durationCount}), 0), 0)`,
        })
        .from(visitDaily)
        .where(dimensionSince('page', from))
        .groupBy(visitDaily.key)
        .orderBy(desc(count), asc(visitDaily.key))
        .limit(limit);
      if (pages.length === 0) return [];
      const unique = await db
        .select({ page: pageVisitors.page, n: sql`count(*)` })
        .from(pageVisitors)
        .where(and(gte(pageVisitors.lastSeenAt, from), sql`${pageVisitors.page} in ${pages.map((p) => p.page)}`))
        .groupBy(pageVisitors.page);
      const uniqueBy = new Map(unique.map((u) => [u.page, num(u.n)]));
      return pages.map((p) => ({
        page: p.page,
        unique_visitors: uniqueBy.get(p.page) ?? 0,
        avg_duration: Math.round(num(p.avgDuration)),
        visits: num(p.visits),
      }));
    },
  };
}

/**
 * Recounts every rollup from the visits (what migration 0007 did once): for visits written
 * straight into the table, as the benchmark's year of generated visits is.
 */
export async function rebuildVisitRollups(db: Database): Promise<void> {
  const day = sql.raw(`(visit_start at time zone '${COMPANY_TIME_ZONE}')::date`);
  const totals = sql.raw('count(*), coalesce(sum(duration_seconds), 0), count(duration_seconds)');
  await db.execute(sql`delete from visit_daily`);
  await db.execute(sql`delete from page_visitors`);
  await db.execute(sql`
    insert into visitors (visitor_id, first_seen_at, last_seen_at)
    select visitor_id, min(visit_start), max(visit_start) from visits group by visitor_id
    on conflict (visitor_id) do update set last_seen_at = greatest(visitors.last_seen_at, excluded.last_seen_at)`);
  await db.execute(sql`
    insert into page_visitors (page, visitor_id, last_seen_at)
    select page, visitor_id, max(visit_start) from visits group by page, visitor_id`);
  await db.execute(sql`
    insert into visit_daily (day, dimension, key, key2, visits, duration_sum, duration_count)
    select (first_seen_at at time zone ${COMPANY_TIME_ZONE})::date, 'new', '', '', count(*), 0, 0 from visitors group by 1`);
  await db.execute(sql`
    insert into visit_daily (day, dimension, key, key2, visits, duration_sum, duration_count)
    select ${day}, 'total', '', '', ${totals} from visits group by 1
    union all select ${day}, 'device', device_type, '', ${totals} from visits group by 1, 3
    union all select ${day}, 'browser', browser_name, '', ${totals} from visits group by 1, 3
    union all select ${day}, 'location', city, country, ${totals} from visits group by 1, 3, 4
    union all select ${day}, 'page', page, '', ${totals} from visits group by 1, 3`);
}
