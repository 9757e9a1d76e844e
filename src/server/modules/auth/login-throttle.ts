import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors.ts';

/**
 * Sign-in rate limits, kept in the database so they hold across app instances:
 * an account is locked after 5 failures in 15 minutes, a client address after
 * 20 (a password-spraying source). The lock lifts as old failures age out.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  maxPerAccount: 5,
  maxPerAddress: 20,
} as const;

export function createLoginThrottle(db: Database) {
  const since = () => new Date(Date.now() - THROTTLE.windowMs);
  const buckets = (ip: string, account: string) => ({ ip: `ip:${ip}`, account: `account:${account.toLowerCase()}` });

  async function recentFailures(bucket: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginFailures.at})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.bucket, bucket), gt(loginFailures.at, since())));
    return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  function locked(oldest: Date | null): AppError {
    const retryMs = oldest ? oldest.getTime() + THROTTLE.windowMs - Date.now() : THROTTLE.windowMs;
    const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
    return new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }

  return {
    /** Throws 429 when the address or the account is locked; checked before the password is. */
    async assertAllowed(ip: string, account: string): Promise<void> {
      const b = buckets(ip, account);
      const byAccount = await recentFailures(b.account);
      if (byAccount.count >= THROTTLE.maxPerAccount) throw locked(byAccount.oldest);
      const byAddress = await recentFailures(b.ip);
      if (byAddress.count >= THROTTLE.maxPerAddress) throw locked(byAddress.oldest);
    },

    async recordFailure(ip: string, account: string): Promise<void> {
      const b = buckets(ip, account);
      await db.insert(loginFailures).values([{ bucket: b.ip }, { bucket: b.account }]);
      // Keep the table small: anything older than the window no longer counts.
      await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 2 * THROTTLE.windowMs)));
    },

    /** A successful sign-in forgives the account's failures (not the address's). */
    async clearAccount(account: string): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.bucket, [`account:${account.toLowerCase()}`]));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
