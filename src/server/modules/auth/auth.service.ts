import type { PasswordLinkInfo, SessionUser, TwoFactorSetupNotice } from '#shared/contracts/auth.ts';
import { ADMIN_TWO_FACTOR_GRACE_SIGN_INS } from '#shared/contracts/security.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createUsersRepository, type UserRow } from '../accounts/users.repository.ts';
import { toSessionUser } from '../accounts/users.mapper.ts';
import { createSessionsRepository } from '../accounts/sessions.repository.ts';
import { createPasswordLinksRepository } from '../accounts/password-links.repository.ts';
import { digestToken, hashPassword, newToken, verifyPassword } from '../accounts/secrets.ts';
import { assertAcceptablePassword } from '../accounts/password-policy.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { RequestOrigin, SecurityEvents } from '../security/security-events.service.ts';
import { createSecuritySettingsRepository } from '../security/security-settings.repository.ts';
import type { DeviceTokens } from '../accounts/device-tokens.ts';
import { createLoginThrottle, waitMessage } from './login-throttle.ts';
import { createTwoFactorService, WRONG_CODE } from './two-factor.service.ts';

export type LoginVia = 'portal' | 'page' | 'admin';

export interface LoginInput {
  identifier: string;
  password: string;
  /** The second-factor code, when the form sent one. */
  code?: string | undefined;
  via: LoginVia;
  ip: string;
  userAgent?: string | undefined;
  requestId?: string | undefined;
  /** The browser's device cookie, when it sent one (decision 0035). */
  deviceToken?: string | undefined;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
  /** For an admin without two-factor sign-in while admins must use it (decision 0035). */
  twoFactorSetup?: TwoFactorSetupNotice;
  /** A new device cookie for this browser, when it had no valid one for this account. */
  deviceToken?: string;
}

export interface AuthDeps {
  sessionTtlMs: number;
  sessionIdleMs?: number;
  companyName: string;
  /** Security events of sign-in and password flows (decision 0009); optional for tools that only authenticate. */
  securityEvents?: Pick<SecurityEvents, 'record'>;
  /** The password-changed notice is queued in the outbox when e-mail is configured. */
  mailer?: Pick<Mailer, 'configured'>;
  /** Signs and checks device cookies (decision 0035); without it no browser is exempt from the address limit. */
  deviceTokens?: DeviceTokens;
}

export interface AuthenticatedUser {
  sessionId: number;
  user: UserRow;
  /** An admin session past the two-factor grace: it may only set two-factor up (decision 0035). */
  twoFactorSetupDue?: boolean;
}

const INVALID = 'Invalid username or password';
const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
/** Writing last-used on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export function createAuthService(db: Database, options: AuthDeps) {
  const usersRepo = createUsersRepository(db);
  const sessionsRepo = createSessionsRepository(db);
  const links = createPasswordLinksRepository(db);
  const throttle = createLoginThrottle(db);
  const securitySettings = createSecuritySettingsRepository(db);
  const events = options.securityEvents ?? { record: async () => {} };
  const twoFactor = createTwoFactorService(db, { issuer: options.companyName, securityEvents: events });
  const policyContext = (user: UserRow) => ({
    companyName: options.companyName,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });

  /**
   * After a right password, an account with two-factor sign-in needs its code. No code: 401
   * TWO_FACTOR_REQUIRED, and the attempt counts as nothing. A wrong code is a failed attempt in the
   * sign-in limits and in the user's own code limit (10 in 15 minutes). Decision 0010.
   */
  async function secondFactor(row: UserRow, input: LoginInput, notCounted: () => Promise<void>, about: object) {
    const secret = await twoFactor.secretForSignIn(row.id);
    if (!secret) return undefined;
    const code = input.code?.trim() ?? '';
    if (code === '') {
      await notCounted();
      throw new AppError('TWO_FACTOR_REQUIRED', CODE_PROMPT, { code: CODE_PROMPT });
    }
    const codeGate = await throttle.beginSecondFactor(row.id);
    if ('limited' in codeGate) {
      await events.record({ type: 'sign-in.throttled', ...about, detail: { via: input.via, limit: 'second-factor' } });
      throw new AppError('RATE_LIMITED', waitMessage(codeGate.limited.retryMs, 'code'));
    }
    const used = await twoFactor.spendCode(row.id, secret, code);
    if (!used) {
      await events.record({ type: 'sign-in.failed', ...about, detail: { via: input.via, reason: 'wrong-code' } });
      throw new AppError('TWO_FACTOR_REQUIRED', WRONG_CODE, { code: WRONG_CODE });
    }
    await codeGate.attempt.succeeded();
    if (used === 'recovery-code') {
      await events.record({ type: 'two-factor.recovery-code-used', ...about, detail: { left: await twoFactor.recoveryCodesLeft(row.id) } });
    }
    return used;
  }

  /**
   * An admin signing in without a second factor while admins must use one (decision 0035): each
   * such sign-in counts; after ADMIN_TWO_FACTOR_GRACE_SIGN_INS of them the session may only set
   * two-factor up. Undefined for everyone else.
   */
  async function twoFactorGrace(row: UserRow, usedFactor: string | undefined): Promise<TwoFactorSetupNotice | undefined> {
    if (row.role !== 'admin' || usedFactor !== undefined) return undefined;
    if (!(await securitySettings.adminsMustUseTwoFactor())) return undefined;
    const signIns = await usersRepo.countTwoFactorGraceSignIn(row.id);
    return { due: signIns > ADMIN_TWO_FACTOR_GRACE_SIGN_INS, signInsLeft: Math.max(0, ADMIN_TWO_FACTOR_GRACE_SIGN_INS - signIns) };
  }

  /** Tells the user by e-mail (through the outbox, in the caller's transaction) that their password changed. */
  async function queuePasswordNotice(t: Database, user: UserRow): Promise<void> {
    if (!options.mailer?.configured) return;
    await createOutboxRepository(t).enqueue({
      channel: 'email',
      recipient: user.email,
      kind: 'password-changed',
      payload: {
        name: user.firstName ?? user.username,
        username: user.username,
        companyName: options.companyName,
        changedAt: new Date().toUTCString(),
      },
    });
  }

  return {
    twoFactor,

    /**
     * One path for the three logins. Unknown user, wrong password and a user
     * without a password yet all get the same 401 after the same work.
     */
    async login(input: LoginInput): Promise<LoginResult> {
      // All three logins take a username or an e-mail address, and their forms ask for either (decision 0016).
      const row = await usersRepo.findByLogin(input.identifier, true);
      const origin: RequestOrigin = { ip: input.ip, userAgent: input.userAgent, requestId: input.requestId };
      const about = { userId: row?.id ?? null, identifier: input.identifier, origin };
      // A device cookie counts only for the account it was issued to (decision 0035).
      const device = options.deviceTokens?.verify(input.deviceToken);
      const deviceId = row && device?.userId === row.id ? device.deviceId : undefined;
      const gate = await throttle.begin(input.ip, { typedName: input.identifier, userId: row?.id, deviceId });
      if ('limited' in gate) {
        await events.record({ type: 'sign-in.throttled', ...about, detail: { via: input.via, limit: gate.limited.reason } });
        throw new AppError('RATE_LIMITED', waitMessage(gate.limited.retryMs));
      }
      const ok = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !ok) {
        const reason = !row ? 'unknown-name' : row.passwordHash ? 'wrong-password' : 'no-password-yet';
        await events.record({ type: 'sign-in.failed', ...about, detail: { via: input.via, reason } });
        throw new AppError('UNAUTHORIZED', INVALID);
      }
      const usedFactor = await secondFactor(row, input, () => gate.attempt.notCounted(), about);
      await gate.attempt.succeeded([row.username, row.email]);
      if (!row.isActive) {
        await events.record({ type: 'sign-in.failed', ...about, detail: { via: input.via, reason: 'deactivated' } });
        throw new AppError('FORBIDDEN', 'This account has been deactivated. Please contact your administrator.');
      }
      if (input.via === 'admin' && row.role !== 'admin') {
        await events.record({ type: 'sign-in.failed', ...about, detail: { via: input.via, reason: 'not-admin' } });
        throw new AppError('FORBIDDEN', 'This login is for administrators only. Please use the Client Portal.');
      }

      const twoFactorSetup = await twoFactorGrace(row, usedFactor);
      const token = newToken();
      const now = new Date();
      await sessionsRepo.create({
        tokenHash: digestToken(token),
        userId: row.id,
        via: input.via,
        expiresAt: new Date(now.getTime() + options.sessionTtlMs),
        lastUsedAt: now,
        ipAddress: input.ip,
        userAgent: input.userAgent?.slice(0, 400) ?? null,
        twoFactorSetupDue: twoFactorSetup?.due ?? false,
      });
      const updated = (await usersRepo.update(row.id, { lastLoginAt: now })) ?? row;
      await events.record({
        type: 'sign-in.succeeded',
        ...about,
        detail: {
          via: input.via,
          secondFactor: usedFactor ?? null,
          knownDevice: deviceId !== undefined,
          ...(twoFactorSetup && { twoFactorSetup: twoFactorSetup.due ? 'due' : `${twoFactorSetup.signInsLeft} sign-ins left` }),
        },
      });
      return {
        token,
        user: toSessionUser(updated),
        ...(twoFactorSetup && { twoFactorSetup }),
        ...(deviceId === undefined && options.deviceTokens && { deviceToken: options.deviceTokens.issue(row.id) }),
      };
    },

    /** The user behind a bearer token, or undefined. */
    async authenticate(token: string): Promise<AuthenticatedUser | undefined> {
      if (token.length < 20 || token.length > 200) return undefined;
      const found = await sessionsRepo.findLive(digestToken(token), options.sessionIdleMs);
      if (!found) return undefined;
      if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await sessionsRepo.touch(found.sessionId);
      }
      return { sessionId: found.sessionId, user: found.user, twoFactorSetupDue: found.twoFactorSetupDue };
    },

    logout(sessionId: number): Promise<void> {
      return sessionsRepo.revoke(sessionId);
    },

    /**
     * Wrong current passwords are limited (5 in 15 minutes, then 429); the new one
     * must differ from the current one and pass the password policy. The user is
     * e-mailed that the password changed.
     */
    async changePassword(auth: AuthenticatedUser, currentPassword: string, newPassword: string, origin?: RequestOrigin): Promise<void> {
      const user = auth.user;
      const gate = await throttle.beginPasswordCheck(user.id);
      if ('limited' in gate) {
        await events.record({ type: 'password.change-failed', userId: user.id, origin, detail: { reason: 'throttled' } });
        throw new AppError('RATE_LIMITED', waitMessage(gate.limited.retryMs, 'password change'));
      }
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await events.record({ type: 'password.change-failed', userId: user.id, origin, detail: { reason: 'wrong-current-password' } });
        throw new AppError('VALIDATION_FAILED', 'Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      }
      await gate.attempt.succeeded();
      if (currentPassword === newPassword || (await verifyPassword(user.passwordHash, newPassword))) {
        const message = 'The new password must be different from your current password';
        throw new AppError('VALIDATION_FAILED', message, { newPassword: message });
      }
      assertAcceptablePassword('newPassword', newPassword, policyContext(user));
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (t) => {
        await createUsersRepository(t).update(user.id, { passwordHash });
        // Other devices signed in with the old password are signed out.
        await createSessionsRepository(t).revokeAllFor(user.id, auth.sessionId);
        await queuePasswordNotice(t, user);
      });
      await events.record({ type: 'password.changed', userId: user.id, origin });
    },

    async describeLink(token: string): Promise<PasswordLinkInfo> {
      const found = await this.usableLink(token);
      return { username: found.username, role: found.role, purpose: found.link.purpose, expiresAt: found.link.expiresAt.toISOString() };
    },

    /** Chooses a password with a single-use link; signs out every existing session of that user; a reset is e-mailed. */
    async setPasswordWithLink(token: string, password: string, origin?: RequestOrigin): Promise<void> {
      const found = await this.usableLink(token);
      const user = await usersRepo.findById(found.link.userId);
      if (user) assertAcceptablePassword('password', password, policyContext(user));
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (t) => {
        if (!(await createPasswordLinksRepository(t).consume(found.link.id))) {
          throw new AppError('GONE', 'This link has already been used. Ask your administrator for a new one.');
        }
        await createUsersRepository(t).update(found.link.userId, { passwordHash });
        await createSessionsRepository(t).revokeAllFor(found.link.userId);
        // A reset changes a password someone had: they hear of it (an invitation sets the first one).
        if (user && found.link.purpose === 'reset') await queuePasswordNotice(t, user);
      });
      await events.record({ type: 'password.set-with-link', userId: found.link.userId, origin, detail: { purpose: found.link.purpose } });
    },

    async usableLink(token: string) {
      const found = token.length >= 20 && token.length <= 200 ? await links.findByDigest(digestToken(token)) : undefined;
      if (!found) throw new AppError('NOT_FOUND', 'This link is not valid.');
      if (found.link.usedAt) throw new AppError('GONE', 'This link has already been used. Ask your administrator for a new one.');
      if (found.link.expiresAt.getTime() <= Date.now())
        throw new AppError('GONE', 'This link has expired. Ask your administrator for a new one.');
      if (!found.isActive) throw new AppError('GONE', 'This account has been deactivated.');
      return found;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
