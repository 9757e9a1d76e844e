import type { Database } from '../../db/client.ts';
import { addressKey } from '../accounts/address-key.ts';
import { buckets, createSignInFailuresRepository } from '../accounts/sign-in-failures.repository.ts';
import { createSecurityEventsRepository } from '../security/security-events.repository.ts';

/**
 * Sign-in limits (decision 0009), kept in the database so they hold across app
 * instances. None of them lets one address deny another address a sign-in.
 * Addresses are counted by network (`addressKey`: an IPv6 address by its /64),
 * and the account and pair buckets by the name as typed (a digest of it), so a
 * known account's username and e-mail count apart exactly as two unknown names do.
 *
 * - Address: 20 failures in 15 minutes and the address waits until the oldest
 *   ages out. While it waits, its attempts are refused before anything is
 *   recorded, so a limited address adds nothing to any account.
 * - Account and address pair: from the 5th failure within an hour, the next
 *   attempt from that address for that account waits 1, 2, 4, 8, then 15 minutes
 *   after the last failure. Only the guessing address is slowed.
 * - Account (all addresses): a back-off against guessing spread over many
 *   addresses. From 30 failures in 15 minutes, each address the user has not
 *   signed in from gets one attempt on the account every 30 seconds, paced by its
 *   own last failure there (never by other addresses' failures, so nobody can use
 *   up the user's turn). An address the user signed in from in the last 30 days
 *   (a `sign-in.succeeded` event) is never held back by it.
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
  secondFactorWindowMs: 15 * 60_000,
  maxSecondFactorFailures: 10,
  deviceWindowMs: 15 * 60_000,
  maxPerDevice: 10,
} as const;

/** Failures older than this count in no window; the hourly purge deletes them (not each sign-in). */
export const FAILURE_RETENTION_MS = 2 * THROTTLE.pairWindowMs;

export type ThrottleReason = 'address' | 'pair' | 'account';

export type Gate =
  | { limited: { reason: ThrottleReason; retryMs: number } }
  | { attempt: { succeeded(names?: readonly string[]): Promise<void>; notCounted(): Promise<void> } };

/** A per-user limit (password change, second-factor code): failures counted in one bucket. */
export type UserGate = { limited: { reason: ThrottleReason; retryMs: number } } | { attempt: { succeeded(): Promise<void> } };

/** The delay the pair waits after its last failure, given how many failures it has had in the hour. */
export function pairDelayMs(failures: number): number {
  if (failures < THROTTLE.pairFreeFailures) return 0;
  return Math.min(THROTTLE.pairFirstDelayMs * 2 ** (failures - THROTTLE.pairFreeFailures), THROTTLE.pairMaxDelayMs);
}

/** Who an attempt was for: the name as typed, and the account it names when there is one. */
export interface AttemptFor {
  typedName: string;
  userId?: number | undefined;
  /**
   * The random id of a valid device cookie issued to this same account (decision 0035): the attempt
   * is then counted against that browser alone (10 failures in 15 minutes) instead of the address,
   * pair and account limits. A browser past its own limit is treated like any other.
   */
  deviceId?: string | undefined;
}

export function createLoginThrottle(db: Database) {
  const failures = createSignInFailuresRepository(db);
  const events = createSecurityEventsRepository(db);
  const since = (ms: number) => new Date(Date.now() - ms);

  async function addressLimit(key: string) {
    const byAddress = await failures.countSince(key, since(THROTTLE.addressWindowMs));
    if (byAddress.count < THROTTLE.maxPerAddress) return undefined;
    return { reason: 'address' as const, retryMs: (byAddress.oldest?.getTime() ?? Date.now()) + THROTTLE.addressWindowMs - Date.now() };
  }

  async function pairLimit(pair: string) {
    const byPair = await failures.countSince(pair, since(THROTTLE.pairWindowMs));
    const wait = pairDelayMs(byPair.count);
    const retryMs = (byPair.newest?.getTime() ?? 0) + wait - Date.now();
    return { ...byPair, limited: wait > 0 && retryMs > 0 ? { reason: 'pair' as const, retryMs } : undefined };
  }

  /** Whether the user signed in from this address (its network) in the last 30 days. */
  async function familiar(userId: number | undefined, ip: string): Promise<boolean> {
    if (userId === undefined) return false;
    const network = addressKey(ip);
    const seen = await events.signInAddresses(userId, since(THROTTLE.familiarAddressMs));
    return seen.some((address) => addressKey(address) === network);
  }

  async function beginPerUser(key: string, max: number, windowMs: number): Promise<UserGate> {
    const [id] = await failures.record([key]);
    const recent = await failures.countSince(key, since(windowMs));
    if (recent.count > max) {
      await failures.deleteByIds([id!]);
      const retryMs = (recent.oldest?.getTime() ?? Date.now()) + windowMs - Date.now();
      return { limited: { reason: 'account', retryMs } };
    }
    return {
      attempt: {
        async succeeded() {
          await failures.deleteBucket(key);
        },
      },
    };
  }

  /**
   * A browser that signed in to this account before: its failures count in its own bucket only, so
   * neither the address it shares nor the account's back-off holds it. Undefined once it has had its
   * 10 failures in 15 minutes: it is then an untrusted client like any other (OWASP's device lockout).
   */
  async function beginOnDevice(key: string): Promise<Gate | undefined> {
    const before = await failures.countSince(key, since(THROTTLE.deviceWindowMs));
    if (before.count >= THROTTLE.maxPerDevice) return undefined;
    const ids = await failures.record([key]);
    const after = await failures.countSince(key, since(THROTTLE.deviceWindowMs));
    if (after.count > THROTTLE.maxPerDevice) {
      // A parallel burst with one cookie: the attempts beyond its limit take their rows back and go the untrusted way.
      await failures.deleteByIds(ids);
      return undefined;
    }
    return {
      attempt: {
        succeeded: async () => {
          await failures.deleteBucket(key);
        },
        notCounted: () => failures.deleteByIds(ids),
      },
    };
  }

  return {
    /**
     * Checks the limits before anything is recorded (a limited attempt leaves no
     * trace), then records this attempt as a failure in its address, pair and
     * account buckets before the password is checked, and counts all three again:
     * parallel guesses each see the others, so a burst cannot slip between check
     * and write, and an attempt refused by the recount takes its rows back.
     */
    async begin(ip: string, attempt: AttemptFor): Promise<Gate> {
      if (attempt.deviceId !== undefined) {
        const trusted = await beginOnDevice(buckets.device(attempt.deviceId));
        if (trusted) return trusted;
      }
      const keys = { address: buckets.address(ip), pair: buckets.pair(attempt.typedName, ip), account: buckets.account(attempt.typedName) };
      let isFamiliar: boolean | undefined;
      const fromFamiliar = async () => (isFamiliar ??= await familiar(attempt.userId, ip));

      const address = await addressLimit(keys.address);
      if (address) return { limited: address };
      const pair = await pairLimit(keys.pair);
      if (pair.limited) return { limited: pair.limited };
      const byAccount = await failures.countSince(keys.account, since(THROTTLE.accountWindowMs));
      if (byAccount.count >= THROTTLE.accountBackOffAfter && !(await fromFamiliar())) {
        // Paced by this address's own last failure on the account, not by anyone else's.
        const retryMs = (pair.newest?.getTime() ?? 0) + THROTTLE.accountBackOffMs - Date.now();
        if (retryMs > 0) return { limited: { reason: 'account', retryMs } };
      }

      const ids = await failures.record([keys.address, keys.pair, keys.account]);
      // A parallel burst: more failures arrived than this attempt alone.
      const afterAddress = await failures.countSince(keys.address, since(THROTTLE.addressWindowMs));
      const afterPair = await failures.countSince(keys.pair, since(THROTTLE.pairWindowMs));
      const afterAccount = await failures.countSince(keys.account, since(THROTTLE.accountWindowMs));
      // A refused attempt takes its rows back, as a sequential one never wrote them: otherwise a burst
      // from one address would fill the account's bucket and slow the real user everywhere.
      const refuse = async (reason: ThrottleReason, retryMs: number): Promise<Gate> => {
        await failures.deleteByIds(ids);
        return { limited: { reason, retryMs } };
      };
      if (afterAddress.count > THROTTLE.maxPerAddress) return refuse('address', THROTTLE.addressWindowMs);
      if (afterPair.count > pair.count + 1 && afterPair.count > THROTTLE.pairFreeFailures) {
        return refuse('pair', pairDelayMs(afterPair.count - 1));
      }
      // Under the account back-off (the others' failures alone reach it), this address may have had
      // only this one attempt on the account in the last 30 s.
      if (afterAccount.count > THROTTLE.accountBackOffAfter && !(await fromFamiliar())) {
        const recentPair = await failures.countSince(keys.pair, since(THROTTLE.accountBackOffMs));
        if (recentPair.count > 1) return refuse('account', THROTTLE.accountBackOffMs);
      }
      return {
        attempt: {
          /**
           * A correct password: this attempt was no failure, and this address's failures on the
           * account are forgiven, under each name given (the account's username and e-mail).
           */
          async succeeded(names: readonly string[] = [attempt.typedName]) {
            await failures.deleteByIds(ids);
            for (const name of new Set([attempt.typedName, ...names])) await failures.deleteBucket(buckets.pair(name, ip));
          },
          /** A right password that still needs its second-factor code: neither a failure nor a success. */
          async notCounted() {
            await failures.deleteByIds(ids);
          },
        },
      };
    },

    /**
     * Wrong current passwords at a password change (or two-factor setup): 5 in 15 minutes,
     * then 429 until the oldest ages out. Recorded before the password is checked (bursts count).
     */
    beginPasswordCheck(userId: number): Promise<UserGate> {
      return beginPerUser(buckets.passwordChange(userId), THROTTLE.maxPasswordChangeFailures, THROTTLE.passwordChangeWindowMs);
    },

    /**
     * Wrong second-factor codes after a right password: 10 in 15 minutes per user, from
     * any address (a million codes must not be tried from many addresses). Only someone
     * who has the password can spend them (decision 0010).
     */
    beginSecondFactor(userId: number): Promise<UserGate> {
      return beginPerUser(buckets.secondFactor(userId), THROTTLE.maxSecondFactorFailures, THROTTLE.secondFactorWindowMs);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function waitMessage(retryMs: number, what = 'sign-in'): string {
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return `Too many failed ${what} attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
