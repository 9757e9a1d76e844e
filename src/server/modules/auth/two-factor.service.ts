import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '#shared/contracts/auth.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from '../accounts/secrets.ts';
import {
  legacyRecoveryCodeDigest,
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  qrCodeDataUrl,
  totpUri,
} from '../accounts/totp.ts';
import { createTwoFactorRepository } from '../accounts/two-factor.repository.ts';
import { createSessionsRepository } from '../accounts/sessions.repository.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import type { RequestOrigin, SecurityEvents } from '../security/security-events.service.ts';
import { createLoginThrottle, waitMessage, type UserGate } from './login-throttle.ts';

export type SecondFactorUsed = 'totp' | 'recovery-code';

/** What a code that is not right answers, at sign-in and on the account page alike. */
export const WRONG_CODE = 'That code did not work. Check the code in your authenticator app and try again.';

/**
 * Two-factor sign-in with TOTP (decision 0010): setup behind the current password,
 * a first code to confirm, recovery codes shown once, a code checked once per time
 * step. Administrators cannot turn it off once on; another admin resets a lost one.
 */
export function createTwoFactorService(db: Database, options: { issuer: string; securityEvents: Pick<SecurityEvents, 'record'> }) {
  const repo = createTwoFactorRepository(db);
  const throttle = createLoginThrottle(db);
  const events = options.securityEvents;

  async function passGate(gate: UserGate, what: string): Promise<() => Promise<void>> {
    if ('limited' in gate) throw new AppError('RATE_LIMITED', waitMessage(gate.limited.retryMs, what));
    return () => gate.attempt.succeeded();
  }

  /** The current password, limited like a password change (5 wrong in 15 minutes). */
  async function checkPassword(user: UserRow, password: string, origin: RequestOrigin | undefined): Promise<void> {
    const succeeded = await passGate(await throttle.beginPasswordCheck(user.id), 'password');
    if (!(await verifyPassword(user.passwordHash, password))) {
      await events.record({
        type: 'password.change-failed',
        userId: user.id,
        origin,
        detail: { reason: 'wrong-current-password', for: 'two-factor' },
      });
      throw new AppError('VALIDATION_FAILED', 'Current password is incorrect', { currentPassword: 'Current password is incorrect' });
    }
    await succeeded();
  }

  /** A TOTP code for the user's confirmed secret, or one of their recovery codes; each works once. */
  async function spendCode(userId: number, secret: string, code: string): Promise<SecondFactorUsed | undefined> {
    const step = matchTotp(secret, code);
    if (step !== undefined) return (await repo.useStep(userId, step)) ? 'totp' : undefined;
    if (!looksLikeRecoveryCode(code)) return undefined;
    const id = await matchingRecoveryCode(userId, code);
    return id !== undefined && (await repo.useRecoveryCode(id)) ? 'recovery-code' : undefined;
  }

  /**
   * The unused recovery code this one is, verified against each salted hash in turn (at most ten;
   * the code limit of 10 wrong in 15 minutes bounds the work). A code from before decision 0035
   * is compared with its SHA-256 in constant time.
   */
  async function matchingRecoveryCode(userId: number, code: string): Promise<number | undefined> {
    const letters = normaliseRecoveryCode(code);
    const legacy = Buffer.from(legacyRecoveryCodeDigest(code), 'hex');
    for (const row of await repo.unusedRecoveryCodes(userId)) {
      if (row.codeHash ? await verifyPassword(row.codeHash, letters) : sameDigest(row.legacySha256, legacy)) return row.id;
    }
    return undefined;
  }

  /** A code from the user's app (or a recovery code) outside sign-in, limited with the sign-in codes. */
  async function requireCode(user: UserRow, code: string): Promise<SecondFactorUsed> {
    const found = await repo.find(user.id);
    if (!found?.confirmedAt) throw new AppError('CONFLICT', 'Two-factor sign-in is not on for this account.');
    const succeeded = await passGate(await throttle.beginSecondFactor(user.id), 'code');
    const used = await spendCode(user.id, found.secret, code);
    if (!used) throw new AppError('VALIDATION_FAILED', WRONG_CODE, { code: WRONG_CODE });
    await succeeded();
    return used;
  }

  /** New codes and their argon2id hashes, made before any transaction opens (hashing ten takes a moment). */
  async function hashedRecoveryCodes(): Promise<{ recoveryCodes: string[]; hashes: string[] }> {
    const recoveryCodes = newRecoveryCodes();
    // argon2id like passwords (decision 0035): a database reader cannot test 49-bit codes at SHA-256 speed.
    const hashes = await Promise.all(recoveryCodes.map((code) => hashPassword(normaliseRecoveryCode(code))));
    return { recoveryCodes, hashes };
  }

  return {
    async status(user: UserRow): Promise<TwoFactorStatus> {
      const found = await repo.find(user.id);
      const enabled = Boolean(found?.confirmedAt);
      return {
        enabled,
        enabledAt: found?.confirmedAt?.toISOString() ?? null,
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(user.id) : 0,
        canTurnOff: user.role !== 'admin',
      };
    },

    /** A new secret to scan; replaces an unconfirmed one. 409 when two-factor is already on. */
    async setUp(user: UserRow, currentPassword: string, origin?: RequestOrigin): Promise<TwoFactorSetup> {
      await checkPassword(user, currentPassword, origin);
      const secret = newTotpSecret();
      if (!(await repo.savePending(user.id, secret))) {
        throw new AppError('CONFLICT', 'Two-factor sign-in is already on. Turn it off first to move it to another app.');
      }
      const otpauthUri = totpUri(secret, options.issuer, user.username);
      return { secret, otpauthUri, qrCode: await qrCodeDataUrl(otpauthUri) };
    },

    /** The first code confirms the secret; the recovery codes are answered once. */
    async enable(user: UserRow, code: string, origin?: RequestOrigin): Promise<RecoveryCodes> {
      const found = await repo.find(user.id);
      if (!found) throw new AppError('CONFLICT', 'Start the setup first: scan a new QR code, then enter its code.');
      if (found.confirmedAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
      const succeeded = await passGate(await throttle.beginSecondFactor(user.id), 'code');
      const step = matchTotp(found.secret, code);
      if (step === undefined) throw new AppError('VALIDATION_FAILED', WRONG_CODE, { code: WRONG_CODE });
      await succeeded();
      const { recoveryCodes, hashes } = await hashedRecoveryCodes();
      await inTransaction(db, async (t) => {
        if (!(await createTwoFactorRepository(t).confirm(user.id, step)))
          throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
        await createTwoFactorRepository(t).replaceRecoveryCodes(user.id, hashes);
        // An admin past the grace set it up: their sessions reach the back office again (decision 0035).
        await createSessionsRepository(t).clearTwoFactorSetupDue(user.id);
      });
      await events.record({ type: 'two-factor.enabled', userId: user.id, origin });
      return { recoveryCodes };
    },

    async renewRecoveryCodes(user: UserRow, code: string, origin?: RequestOrigin): Promise<RecoveryCodes> {
      await requireCode(user, code);
      const { recoveryCodes, hashes } = await hashedRecoveryCodes();
      await repo.replaceRecoveryCodes(user.id, hashes);
      await events.record({ type: 'two-factor.recovery-codes-issued', userId: user.id, origin });
      return { recoveryCodes };
    },

    async disable(user: UserRow, currentPassword: string, code: string, origin?: RequestOrigin): Promise<void> {
      if (user.role === 'admin') {
        throw new AppError(
          'FORBIDDEN',
          'Administrators keep two-factor sign-in on. If you lost your device, another administrator can reset it.',
        );
      }
      await checkPassword(user, currentPassword, origin);
      await requireCode(user, code);
      await repo.remove(user.id);
      await events.record({ type: 'two-factor.disabled', userId: user.id, origin });
    },

    /** The confirmed secret of a user at sign-in, or undefined when they have no second factor. */
    async secretForSignIn(userId: number): Promise<string | undefined> {
      const found = await repo.find(userId);
      return found?.confirmedAt ? found.secret : undefined;
    },

    spendCode,

    async enabledFor(userId: number): Promise<boolean> {
      return (await repo.find(userId))?.confirmedAt != null;
    },

    recoveryCodesLeft: (userId: number) => repo.recoveryCodesLeft(userId),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

function sameDigest(stored: string | null, typed: Buffer): boolean {
  if (!stored) return false;
  const expected = Buffer.from(stored, 'hex');
  return expected.length === typed.length && timingSafeEqual(expected, typed);
}
