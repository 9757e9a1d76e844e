import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { securitySettings } from '../../db/schema/security.ts';

/** The one row of security settings (decision 0035); absent until first changed, which reads as the defaults. */
export function createSecuritySettingsRepository(db: Database) {
  return {
    async adminsMustUseTwoFactor(): Promise<boolean> {
      const [row] = await db
        .select({ on: securitySettings.adminsMustUseTwoFactor })
        .from(securitySettings)
        .where(eq(securitySettings.id, 1))
        .limit(1);
      return row?.on ?? true;
    },

    async setAdminsMustUseTwoFactor(on: boolean, updatedBy: number | null): Promise<void> {
      await db
        .insert(securitySettings)
        .values({ id: 1, adminsMustUseTwoFactor: on, updatedBy })
        .onConflictDoUpdate({ target: securitySettings.id, set: { adminsMustUseTwoFactor: on, updatedBy, updatedAt: new Date() } });
    },
  };
}
