import { and, desc, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { visitors, visits } from '../../db/schema/blog.ts';
import { COMPANY_TIME_ZONE } from './period-range.ts';

const inRange = (from: Date, to: Date) => and(gte(visits.visitStart, from), lt(visits.visitStart, to));
const num = (v: unknown) => Number(v ?? 0);

/**
 * Visits as stored (a page view and its exit are written with their rollups by
 * `visit-rollups.repository.ts`). The figures below scan the visits of a range: they answer periods
 * that end before now (a past year); periods up to now are read from the rollups (decision 0011),
 * which give the same figures.
 */
export function createTrackingRepository(db: Database) {
  return {
    /** Visits per Minnesota hour ('YYYY-MM-DDTHH') of [from, to): today's chart (the rollups are daily). */
    async hourlyVisits(from: Date, to: Date): Promise<Map<string, number>> {
      // The zone is a constant, inlined: a bound parameter would make the select and group-by expressions differ.
      const hour = sql<string>`to_char(${visits.visitStart} at time zone ${sql.raw(`'${COMPANY_TIME_ZONE}'`)}, 'YYYY-MM-DD"T"HH24')`;
      const rows = await db
        .select({ hour, n: sql`count(*)` })
        .from(visits)
        .where(inRange(from, to))
        .groupBy(hour);
      return new Map(rows.map((r) => [r.hour, num(r.n)]));
    },

    async countBetween(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql`count(*)` })
        .from(visits)
        .where(inRange(from, to));
      return num(row?.n);
    },

    /** Visits, distinct visitors, visitors first seen in the range, and the average duration of completed visits. */
    async summary(from: Date, to: Date) {
      const [row] = await db
        .select({
          visits: sql`count(*)`,
          unique: sql`count(distinct ${visits.visitorId})`,
          avgDuration: sql`coalesce(avg(${visits.durationSeconds}), 0)`,
        })
        .from(visits)
        .where(inRange(from, to));
      const [fresh] = await db
        .select({ n: sql`count(*)` })
        .from(visitors)
        .where(and(gte(visitors.firstSeenAt, from), lt(visitors.firstSeenAt, to)));
      return {
        visits: num(row?.visits),
        unique: num(row?.unique),
        newVisitors: num(fresh?.n),
        avgDuration: Math.round(num(row?.avgDuration)),
      };
    },

    async devices(from: Date, to: Date) {
      const rows = await db
        .select({ device_type: visits.deviceType, count: sql`count(*)` })
        .from(visits)
        .where(inRange(from, to))
        .groupBy(visits.deviceType)
        .orderBy(desc(sql`count(*)`));
      return rows.map((r) => ({ device_type: r.device_type, count: num(r.count) }));
    },

    async browsers(from: Date, to: Date, limit: number) {
      const rows = await db
        .select({ browser_name: visits.browserName, count: sql`count(*)` })
        .from(visits)
        .where(inRange(from, to))
        .groupBy(visits.browserName)
        .orderBy(desc(sql`count(*)`), visits.browserName)
        .limit(limit);
      return rows.map((r) => ({ browser_name: r.browser_name, count: num(r.count) }));
    },

    async locations(from: Date, to: Date, limit: number) {
      const rows = await db
        .select({ city: visits.city, country: visits.country, count: sql`count(*)` })
        .from(visits)
        .where(inRange(from, to))
        .groupBy(visits.city, visits.country)
        .orderBy(desc(sql`count(*)`), visits.city)
        .limit(limit);
      return rows.map((r) => ({ city: r.city, country: r.country, count: num(r.count) }));
    },

    async topPages(from: Date, to: Date, limit: number) {
      const rows = await db
        .select({
          page: visits.page,
          unique_visitors: sql`count(distinct ${visits.visitorId})`,
          avg_duration: sql`coalesce(avg(${visits.durationSeconds}), 0)`,
          visits: sql`count(*)`,
        })
        .from(visits)
        .where(inRange(from, to))
        .groupBy(visits.page)
        .orderBy(desc(sql`count(*)`), visits.page)
        .limit(limit);
      return rows.map((r) => ({
        page: r.page,
        unique_visitors: num(r.unique_visitors),
        avg_duration: Math.round(num(r.avg_duration)),
        visits: num(r.visits),
      }));
    },
  };
}
