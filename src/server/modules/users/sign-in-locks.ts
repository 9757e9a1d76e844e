import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createTwoFactorRepository } from '../accounts/two-factor.repository.ts';
import { createSignInFailuresRepository } from '../accounts/sign-in-failures.repository.ts';
import { createUsersRepository } from '../accounts/users.repository.ts';
import type { RequestOrigin, SecurityEvents } from '../security/security-events.service.ts';
import { queueAdminResetNotice, type AdminResetNoticeSettings } from './admin-reset-notice.ts';

/**
 * An admin's ways back in for a user: "clear sign-in lock" lifts every sign-in and
 * password-change limit (decision 0009); "reset two-factor" turns off the second
 * factor of someone who lost their device (decision 0010).
 */
export function createSignInLocks(db: Database, securityEvents: Pick<SecurityEvents, 'record'>, notices: AdminResetNoticeSettings) {
  return {
    async clear(userId: number, actorId: number, origin: RequestOrigin): Promise<void> {
      const user = await createUsersRepository(db).findById(userId);
      if (!user) throw notFound('User');
      const cleared = await createSignInFailuresRepository(db).clearUser(user);
      await securityEvents.record({ type: 'sign-in.unlocked', userId, actorId, origin, detail: { clearedFailures: cleared } });
    },

    /** Not on oneself: a stolen admin session must not be able to drop its own second factor. */
    async resetTwoFactor(userId: number, actorId: number, origin: RequestOrigin): Promise<void> {
      if (userId === actorId) {
        throw new AppError('FORBIDDEN', 'Another administrator must reset your two-factor sign-in.');
      }
      const users = createUsersRepository(db);
      const [user, actor] = [await users.findById(userId), await users.findById(actorId)];
      if (!user || !actor) throw notFound('User');
      const notified = await inTransaction(db, async (t) => {
        if (!(await createTwoFactorRepository(t).remove(userId))) {
          throw new AppError('CONFLICT', 'This user does not use two-factor sign-in.');
        }
        // A fresh grace: an admin who lost their phone has a few sign-ins to set up a new one (decision 0035).
        await createUsersRepository(t).update(userId, { twoFactorGraceSignIns: 0 });
        return queueAdminResetNotice(t, user, actor, 'two-factor sign-in', notices);
      });
      await securityEvents.record({ type: 'two-factor.reset', userId, actorId, origin, detail: { role: user.role, emailed: notified } });
    },
  };
}

export type SignInLocks = ReturnType<typeof createSignInLocks>;
