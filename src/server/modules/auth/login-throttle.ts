import type { Database } from '../../db/client.ts';
import { buckets, createSignInFailuresRepository, type AttemptAccount } from '../accounts/sign-in-failures.repository.ts';

/**
 * Sign-in limits (decision 0009), kept in the database so they hold across app
 * instances. None of them lets one address deny another address a sign-in:
 *
 * - Address: 20 failures in 15 minutes and the address waits until the oldest
 *   ages out. While it waits, its attempts are refused before anything is
 *   recorded, so a limited address adds nothing to any account.
 * - Account and address pair: from the 5th failure within an hour, the next
 *   attempt from that address for that account waits 1, 2, 4, 8, then 15 minutes
 *   after the last failure. Only the guessing address is slowed.
 * - Account (all addresses): a slow back-off against guessing spread over many
 *   addresses. From 30 failures in 15 minutes, addresses the user has never
 *   signed in from get one attempt per account every 30 seconds. An address the
 *   user signed in from in the last 30 days is never held back by it.
 */
export const THROTTLE = {
  addressWindowMs: 15 * 60_000,
  maxPerAddress: 20,
  pairWindowMs: 60 * 60_000,
  pairFreeFailures: 5,
  pairFirstDelayMs: 60_000,
  pairMaxDelayMs: 15 * 60_000,
  accountWindowMs: 15 * 60_000,
  accountBackOffAfter: 30,
  accountBackOffMs: 30_000,
  familiarAddressMs: 30 * 24 * 3_600_000,
  passwordChangeWindowMs: 15 * 60_000,
  maxPasswordChangeFailures: 5,
} as const;

export type ThrottleReason = 'address' | 'pair' | 'account';

export type Gate = { limited: { reason: ThrottleReason; retryMs: number } } | { attempt: { succeeded(): Promise<void> } };

/** The delay the pair waits after its last failure, given how many failures it has had in the hour. */
export function pairDelayMs(failures: number): number {
  if (failures < THROTTLE.pairFreeFailures) return 0;
  return Math.min(THROTTLE.pairFirstDelayMs * 2 ** (failures - THROTTLE.pairFreeFailures), THROTTLE.pairMaxDelayMs);
}

export function createLoginThrottle(db: Database) {
  const failures = createSignInFailuresRepository(db);
  const since = (ms: number) => new Date(Date.now() - ms);

  async function addressLimit(ip: string) {
    const byAddress = await failures.countSince(buckets.address(ip), since(THROTTLE.addressWindowMs));
    if (byAddress.count < THROTTLE.maxPerAddress) return undefined;
    return { reason: 'address' as const, retryMs: (byAddress.oldest?.getTime() ?? Date.now()) + THROTTLE.addressWindowMs - Date.now() };
  }

  async function pairLimit(pair: string) {
    const byPair = await failures.countSince(pair, since(THROTTLE.pairWindowMs));
    const wait = pairDelayMs(byPair.count);
    const retryMs = (byPair.newest?.getTime() ?? 0) + wait - Date.now();
    return { count: byPair.count, limited: wait > 0 && retryMs > 0 ? { reason: 'pair' as const, retryMs } : undefined };
  }

  return {
    /**
     * Checks the limits before anything is recorded (a limited attempt leaves no
     * trace), then records this attempt as a failure in its address, pair and
     * account buckets before the password is checked, and counts again: parallel
     * guesses each see the others, so a burst cannot slip between check and write.
     */
    async begin(ip: string, account: AttemptAccount): Promise<Gate> {
      const keys = { address: buckets.address(ip), pair: buckets.pair(account, ip), account: buckets.account(account) };

      const address = await addressLimit(ip);
      if (address) return { limited: address };
      const pair = await pairLimit(keys.pair);
      if (pair.limited) return { limited: pair.limited };
      const byAccount = await failures.countSince(keys.account, since(THROTTLE.accountWindowMs));
      if (byAccount.count >= THROTTLE.accountBackOffAfter) {
        const retryMs = (byAccount.newest?.getTime() ?? 0) + THROTTLE.accountBackOffMs - Date.now();
        const familiar = 'userId' in account && (await failures.signedInFrom(account.userId, ip, since(THROTTLE.familiarAddressMs)));
        if (!familiar && retryMs > 0) return { limited: { reason: 'account', retryMs } };
      }

      const ids = await failures.record([keys.address, keys.pair, keys.account]);
      // Keep the table small: nothing older than the longest window counts.
      await failures.deleteOlderThan(since(2 * THROTTLE.pairWindowMs));
      // A parallel burst: more failures arrived than this attempt alone.
      const afterAddress = await failures.countSince(keys.address, since(THROTTLE.addressWindowMs));
      const afterPair = await failures.countSince(keys.pair, since(THROTTLE.pairWindowMs));
      // A refused attempt takes its rows back, as a sequential one never wrote them: otherwise a burst
      // from one address would fill the account's bucket and slow the real user everywhere.
      if (afterAddress.count > THROTTLE.maxPerAddress) {
        await failures.deleteByIds(ids);
        return { limited: { reason: 'address', retryMs: THROTTLE.addressWindowMs } };
      }
      if (afterPair.count > pair.count + 1 && afterPair.count > THROTTLE.pairFreeFailures) {
        await failures.deleteByIds(ids);
        return { limited: { reason: 'pair', retryMs: pairDelayMs(afterPair.count - 1) } };
      }
      return {
        attempt: {
          /** A correct password: this attempt was no failure, and this address's failures on the account are forgiven. */
          async succeeded() {
            await failures.deleteByIds(ids);
            await failures.deleteBucket(keys.pair);
          },
        },
      };
    },

    /**
     * Wrong current passwords at a password change: 5 in 15 minutes, then 429 until
     * the oldest ages out. Recorded before the password is checked (bursts count).
     */
    async beginPasswordChange(userId: number): Promise<Gate> {
      const key = buckets.passwordChange(userId);
      const [id] = await failures.record([key]);
      const recent = await failures.countSince(key, since(THROTTLE.passwordChangeWindowMs));
      if (recent.count > THROTTLE.maxPasswordChangeFailures) {
        await failures.deleteByIds([id!]);
        const retryMs = (recent.oldest?.getTime() ?? Date.now()) + THROTTLE.passwordChangeWindowMs - Date.now();
        return { limited: { reason: 'account', retryMs } };
      }
      return {
        attempt: {
          async succeeded() {
            await failures.deleteBucket(key);
          },
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function waitMessage(retryMs: number, what = 'sign-in'): string {
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return `Too many failed ${what} attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
