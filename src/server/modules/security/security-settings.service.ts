import type { SecuritySettings } from '#shared/contracts/security.ts';
import type { Database } from '../../db/client.ts';
import { createSecuritySettingsRepository } from './security-settings.repository.ts';
import type { RequestOrigin, SecurityEvents } from './security-events.service.ts';

/**
 * The company's security settings (decision 0035). Turning "admins must use two-factor sign-in"
 * off is allowed (a small office may decide so) but never quietly: the security log records who
 * did it, with a warning, and the screen says what it gives up.
 */
export function createSecuritySettingsService(db: Database, events: Pick<SecurityEvents, 'record'>) {
  const repo = createSecuritySettingsRepository(db);
  return {
    async get(): Promise<SecuritySettings> {
      return { adminsMustUseTwoFactor: await repo.adminsMustUseTwoFactor() };
    },

    async update(settings: SecuritySettings, actorId: number, origin?: RequestOrigin): Promise<SecuritySettings> {
      const before = await repo.adminsMustUseTwoFactor();
      await repo.setAdminsMustUseTwoFactor(settings.adminsMustUseTwoFactor, actorId);
      if (before !== settings.adminsMustUseTwoFactor) {
        await events.record({
          type: 'security-settings.changed',
          userId: actorId,
          actorId,
          origin,
          detail: {
            adminsMustUseTwoFactor: settings.adminsMustUseTwoFactor,
            ...(!settings.adminsMustUseTwoFactor && { warning: ADMIN_TWO_FACTOR_OFF_WARNING }),
          },
        });
      }
      return this.get();
    },
  };
}

export type SecuritySettingsService = ReturnType<typeof createSecuritySettingsService>;

/** Written to the security log when the rule is turned off (the settings screen shows its own words before). */
export const ADMIN_TWO_FACTOR_OFF_WARNING =
  'Admins may now sign in with a password alone: a stolen or guessed admin password opens the whole back office.';
