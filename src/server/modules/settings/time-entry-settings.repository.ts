import { eq, sql } from 'drizzle-orm';
import { DEFAULT_MANUAL_ENTRY_DAYS_BACK, type TimeEntrySettings } from '#shared/contracts/settings.ts';
import type { Database } from '../../db/client.ts';
import { timeEntrySettings } from '../../db/schema/settings.ts';

/**
 * The manual time entry policy (decision 0034): one row, absent until an admin first saves it, when
 * the default applies. Read on each manual entry, so every instance follows a change at once.
 */
export function createTimeEntrySettingsRepository(db: Database) {
  return {
    async get(): Promise<TimeEntrySettings> {
      const [row] = await db
        .select({ manualEntryDaysBack: timeEntrySettings.manualDaysBack })
        .from(timeEntrySettings)
        .where(eq(timeEntrySettings.id, 1));
      return row ?? { manualEntryDaysBack: DEFAULT_MANUAL_ENTRY_DAYS_BACK };
    },

    async save(settings: TimeEntrySettings, adminId: number): Promise<TimeEntrySettings> {
      await db
        .insert(timeEntrySettings)
        .values({ id: 1, manualDaysBack: settings.manualEntryDaysBack, updatedBy: adminId })
        .onConflictDoUpdate({
          target: timeEntrySettings.id,
          set: { manualDaysBack: settings.manualEntryDaysBack, updatedBy: adminId, updatedAt: sql`now()` },
        });
      return settings;
    },
  };
}

export type TimeEntrySettingsRepository = ReturnType<typeof createTimeEntrySettingsRepository>;
