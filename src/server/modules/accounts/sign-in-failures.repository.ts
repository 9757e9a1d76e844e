import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/accounts.ts';
import { addressKey } from './address-key.ts';

/** The digest a typed name is counted under: its lower-case, trimmed text, hashed, so no typed text reaches a key. */
const nameDigest = (name: string) => createHash('sha256').update(name.trim().toLowerCase()).digest('hex');

/**
 * Bucket keys, built only here. Every key starts with its kind and every part
 * after it is a number, an address (or IPv6 /64, see `addressKey`) or a hex
 * digest: typed text never reaches a key. The account and pair buckets are keyed
 * by the name as typed, for known and unknown names alike, so a known account's
 * username and e-mail are two buckets exactly as two unknown names are.
 */
export const buckets = {
  address: (ip: string) => `ip:${addressKey(ip)}`,
  account: (typedName: string) => `acct:name:${nameDigest(typedName)}`,
  pair: (typedName: string, ip: string) => `pair:name:${nameDigest(typedName)}@${addressKey(ip)}`,
  passwordChange: (userId: number) => `pwchange:${userId}`,
  /** Wrong second-factor codes after a right password (decision 0010). */
  secondFactor: (userId: number) => `totp:${userId}`,
  /** Failures from a browser with a device cookie (decision 0035): its own lockout, keyed by the cookie's random id. */
  device: (deviceId: string) => `device:${nameDigest(deviceId)}`,
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

    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.at, before));
    },

    async deleteByIds(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    },

    async deleteBucket(bucket: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.bucket, bucket));
    },

    /**
     * Lifts every limit on a user: the account counts of its username and e-mail,
     * each address's count against either of them, and password changes.
     */
    async clearUser(user: { id: number; username: string; email: string }): Promise<number> {
      const names = [user.username, user.email];
      const deleted = await db
        .delete(loginFailures)
        .where(
          or(
            inArray(loginFailures.bucket, [
              ...names.map((name) => buckets.account(name)),
              buckets.passwordChange(user.id),
              buckets.secondFactor(user.id),
            ]),
            // 'pair:name:<hex digest>@': the prefix holds no character LIKE treats specially.
            ...names.map((name) => like(loginFailures.bucket, `${buckets.pair(name, '')}%`)),
          ),
        )
        .returning({ id: loginFailures.id });
      return deleted.length;
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
