import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures, sessions } from '../../db/schema/accounts.ts';

/**
 * Who a sign-in attempt was for: a known account by id, or a name nobody has (an
 * unknown name is counted under a digest of its lower-case text, so that no typed
 * text can ever spell another bucket's key).
 */
export type AttemptAccount = { userId: number } | { name: string };

/**
 * Bucket keys, built only here. Every key starts with its kind and every part
 * after it is a number, an address or a hex digest: typed text never reaches a key.
 */
export const buckets = {
  address: (ip: string) => `ip:${ip}`,
  account: (account: AttemptAccount) =>
    'userId' in account
      ? `acct:id:${account.userId}`
      : `acct:name:${createHash('sha256').update(account.name.trim().toLowerCase()).digest('hex')}`,
  pair: (account: AttemptAccount, ip: string) => `pair:${buckets.account(account).slice('acct:'.length)}@${ip}`,
  passwordChange: (userId: number) => `pwchange:${userId}`,
};

/** Failed sign-in (and password-change) attempts, one row per bucket: what the throttles count. */
export function createSignInFailuresRepository(db: Database) {
  return {
    /** Records one failure in each bucket; the ids let a successful attempt take them back. */
    async record(keys: string[]): Promise<number[]> {
      const rows = await db
        .insert(loginFailures)
        .values(keys.map((bucket) => ({ bucket })))
        .returning({ id: loginFailures.id });
      return rows.map((r) => r.id);
    },

    /** How many failures a bucket has had since a moment, and the oldest and newest of them. */
    async countSince(bucket: string, since: Date): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${loginFailures.at})`,
          newest: sql<string | null>`max(${loginFailures.at})`,
        })
        .from(loginFailures)
        .where(and(eq(loginFailures.bucket, bucket), gt(loginFailures.at, since)));
      return {
        count: row?.n ?? 0,
        oldest: row?.oldest ? new Date(row.oldest) : null,
        newest: row?.newest ? new Date(row.newest) : null,
      };
    },

    /** Whether the user has signed in from this address since a moment (a session was made there). */
    async signedInFrom(userId: number, ip: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.ipAddress, ip), gt(sessions.createdAt, since)))
        .limit(1);
      return row !== undefined;
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.at, before));
    },

    async deleteByIds(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    },

    async deleteBucket(bucket: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.bucket, bucket));
    },

    /** Lifts every limit on a user: the account's count, each address's count against it, password changes. */
    async clearUser(userId: number): Promise<number> {
      const account = buckets.account({ userId });
      const pairPrefix = `${buckets.pair({ userId }, '')}`; // 'pair:id:<id>@'
      const deleted = await db
        .delete(loginFailures)
        .where(
          or(
            eq(loginFailures.bucket, account),
            eq(loginFailures.bucket, buckets.passwordChange(userId)),
            like(loginFailures.bucket, `${pairPrefix}%`),
          ),
        )
        .returning({ id: loginFailures.id });
      return deleted.length;
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
