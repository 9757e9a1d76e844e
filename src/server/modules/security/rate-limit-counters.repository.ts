import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/maintenance.ts';
import { firstRowOf } from '../../db/rows-of.ts';

/**
 * The per-address request counters shared by every instance on one database (decision 0029). One
 * statement counts a hit: the row's window restarts when it has ended, else its count goes up; the
 * row lock of the upsert makes concurrent hits from several instances add up exactly.
 */
export function createRateLimitCountersRepository(db: Database) {
  return {
    async hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
      const result = await db.execute(sql`
        insert into ${rateLimitCounters} as c (key, hits, window_ends_at)
        values (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when c.window_ends_at <= clock_timestamp() then 1 else c.hits + 1 end,
          window_ends_at = case when c.window_ends_at <= clock_timestamp() then excluded.window_ends_at else c.window_ends_at end
        returning hits, greatest(0, extract(epoch from (window_ends_at - clock_timestamp())) * 1000)::float8 as "ttlMs"`);
      const row = firstRowOf<{ hits: number; ttlMs: number }>(result);
      return { hits: Number(row?.hits ?? 1), ttlMs: Math.ceil(Number(row?.ttlMs ?? windowMs)) };
    },

    /** Windows that ended before `before`: nobody reads them again. */
    async deleteEndedBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(rateLimitCounters)
        .where(sql`${rateLimitCounters.windowEndsAt} < ${before.toISOString()}::timestamptz`)
        .returning({ key: rateLimitCounters.key });
      return gone.length;
    },
  };
}
