import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { createSignInFailuresRepository } from '../accounts/sign-in-failures.repository.ts';
import { createUsersRepository } from '../accounts/users.repository.ts';
import type { RequestOrigin, SecurityEvents } from '../security/security-events.service.ts';

/** An admin's "clear sign-in lock": lifts every sign-in and password-change limit on a user (decision 0009). */
export function createSignInLocks(db: Database, securityEvents: Pick<SecurityEvents, 'record'>) {
  return {
    async clear(userId: number, actorId: number, origin: RequestOrigin): Promise<void> {
      const user = await createUsersRepository(db).findById(userId);
      if (!user) throw notFound('User');
      const cleared = await createSignInFailuresRepository(db).clearUser(user);
      await securityEvents.record({ type: 'sign-in.unlocked', userId, actorId, origin, detail: { clearedFailures: cleared } });
    },
  };
}

export type SignInLocks = ReturnType<typeof createSignInLocks>;
