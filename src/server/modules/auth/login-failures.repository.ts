import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/accounts.ts';

/** Failed sign-in attempts, one row per bucket ("ip:..." or "account:..."): what the login throttle counts. */
export function createLoginFailuresRepository(db: Database) {
  return {
    /** Records one failure in each bucket; the ids let a successful attempt take them back. */
    async record(buckets: string[]): Promise<number[]> {
      const rows = await db
        .insert(loginFailures)
        .values(buckets.map((bucket) => ({ bucket })))
        .returning({ id: loginFailures.id });
      return rows.map((r) => r.id);
    },

    /** How many failures a bucket has had since a moment, and when the oldest of them was. */
    async countSince(bucket: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginFailures.at})` })
        .from(loginFailures)
        .where(and(eq(loginFailures.bucket, bucket), gt(loginFailures.at, since)));
      return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.at, before));
    },

    async deleteByIds(ids: number[]): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    },

    async deleteBucket(bucket: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.bucket, bucket));
    },
  };
}
