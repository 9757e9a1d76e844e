import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createLoginFailuresRepository } from './login-failures.repository.ts';

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
  const failures = createLoginFailuresRepository(db);
  const recent = (bucket: string) => failures.countSince(bucket, new Date(Date.now() - THROTTLE.windowMs));

  function locked(oldest: Date | null): AppError {
    const retryMs = oldest ? oldest.getTime() + THROTTLE.windowMs - Date.now() : THROTTLE.windowMs;
    const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
    return new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }

  return {
    /**
     * Records this attempt as a failure first, then counts: concurrent attempts
     * each see the others, so no burst can slip past the limit between a check
     * and a write. Throws 429 over the limit. The account bucket is the user id
     * when the name is known (username and e-mail share it), else the typed name.
     */
    async begin(ip: string, account: string): Promise<{ succeeded(): Promise<void> }> {
      const buckets = [`ip:${ip}`, `account:${account.toLowerCase()}`];
      const ids = await failures.record(buckets);
      // Keep the table small: anything older than the window no longer counts.
      await failures.deleteOlderThan(new Date(Date.now() - 2 * THROTTLE.windowMs));
      const byAccount = await recent(buckets[1]!);
      if (byAccount.count > THROTTLE.maxPerAccount) throw locked(byAccount.oldest);
      const byAddress = await recent(buckets[0]!);
      if (byAddress.count > THROTTLE.maxPerAddress) throw locked(byAddress.oldest);
      return {
        /** A correct password: this attempt was no failure, and the account's failures are forgiven. */
        async succeeded() {
          await failures.deleteByIds(ids);
          await failures.deleteBucket(buckets[1]!);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
