import type { PasswordLinkInfo, SessionUser } from '#shared/contracts/auth.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createUsersRepository, type UserRow } from '../accounts/users.repository.ts';
import { toSessionUser } from '../accounts/users.mapper.ts';
import { createSessionsRepository } from '../accounts/sessions.repository.ts';
import { createPasswordLinksRepository } from '../accounts/password-links.repository.ts';
import { digestToken, hashPassword, newToken, verifyPassword } from '../accounts/secrets.ts';
import { createLoginThrottle } from './login-throttle.ts';

export type LoginVia = 'portal' | 'page' | 'admin';

export interface LoginInput {
  identifier: string;
  password: string;
  via: LoginVia;
  ip: string;
  userAgent?: string;
}

export interface AuthenticatedUser {
  sessionId: number;
  user: UserRow;
}

const INVALID = 'Invalid username or password';
/** Writing last-used on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export function createAuthService(db: Database, options: { sessionTtlMs: number; sessionIdleMs?: number }) {
  const usersRepo = createUsersRepository(db);
  const sessionsRepo = createSessionsRepository(db);
  const links = createPasswordLinksRepository(db);
  const throttle = createLoginThrottle(db);

  return {
    /**
     * One path for the three logins. Unknown user, wrong password and a user
     * without a password yet all get the same 401 after the same work.
     */
    async login(input: LoginInput): Promise<{ token: string; user: SessionUser }> {
      // The admin login and the login page accept an e-mail too; the Client Portal asks for a username
      // but accepting the e-mail there as well costs nothing and helps people who forget.
      const row = await usersRepo.findByLogin(input.identifier, true);
      const attempt = await throttle.begin(input.ip, row ? `user:${row.id}` : input.identifier);
      const ok = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !ok) throw new AppError('UNAUTHORIZED', INVALID);
      await attempt.succeeded();
      if (!row.isActive) throw new AppError('FORBIDDEN', 'This account has been deactivated. Please contact your administrator.');
      if (input.via === 'admin' && row.role !== 'admin') {
        throw new AppError('FORBIDDEN', 'This login is for administrators only. Please use the Client Portal.');
      }

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
      });
      const updated = (await usersRepo.update(row.id, { lastLoginAt: now })) ?? row;
      return { token, user: toSessionUser(updated) };
    },

    /** The user behind a bearer token, or undefined. */
    async authenticate(token: string): Promise<AuthenticatedUser | undefined> {
      if (token.length < 20 || token.length > 200) return undefined;
      const found = await sessionsRepo.findLive(digestToken(token), options.sessionIdleMs);
      if (!found) return undefined;
      if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await sessionsRepo.touch(found.sessionId);
      }
      return { sessionId: found.sessionId, user: found.user };
    },

    logout(sessionId: number): Promise<void> {
      return sessionsRepo.revoke(sessionId);
    },

    async changePassword(auth: AuthenticatedUser, currentPassword: string, newPassword: string): Promise<void> {
      if (!(await verifyPassword(auth.user.passwordHash, currentPassword))) {
        throw new AppError('VALIDATION_FAILED', 'Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      }
      await inTransaction(db, async (t) => {
        await createUsersRepository(t).update(auth.user.id, { passwordHash: await hashPassword(newPassword) });
        // Other devices signed in with the old password are signed out.
        await createSessionsRepository(t).revokeAllFor(auth.user.id, auth.sessionId);
      });
    },

    async describeLink(token: string): Promise<PasswordLinkInfo> {
      const found = await this.usableLink(token);
      return { username: found.username, purpose: found.link.purpose, expiresAt: found.link.expiresAt.toISOString() };
    },

    /** Chooses a password with a single-use link; signs out every existing session of that user. */
    async setPasswordWithLink(token: string, password: string): Promise<void> {
      const found = await this.usableLink(token);
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (t) => {
        if (!(await createPasswordLinksRepository(t).consume(found.link.id))) {
          throw new AppError('GONE', 'This link has already been used. Ask your administrator for a new one.');
        }
        await createUsersRepository(t).update(found.link.userId, { passwordHash });
        await createSessionsRepository(t).revokeAllFor(found.link.userId);
      });
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
