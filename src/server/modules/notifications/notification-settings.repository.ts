import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema/settings.ts';
import type { NoticeChannel } from './company-notices.ts';

export type NotificationSettingRow = typeof notificationSettings.$inferSelect;

export interface ChannelChange {
  /** undefined: unchanged; null: back to the environment's default. */
  recipient?: string | null | undefined;
  leadsEnabled?: boolean | undefined;
  contactsEnabled?: boolean | undefined;
}

/** `notification_settings`: a row per channel once an admin saved it; no row means the defaults (env recipient, all on). */
export function createNotificationSettingsRepository(db: Database) {
  return {
    async all(): Promise<NotificationSettingRow[]> {
      return db.select().from(notificationSettings);
    },

    /** Creates the channel's row or changes the given fields of it. */
    async save(channel: NoticeChannel, change: ChannelChange, userId: number): Promise<void> {
      const set: Partial<typeof notificationSettings.$inferInsert> = { updatedBy: userId, updatedAt: new Date() };
      if (change.recipient !== undefined) set.recipient = change.recipient;
      if (change.leadsEnabled !== undefined) set.leadsEnabled = change.leadsEnabled;
      if (change.contactsEnabled !== undefined) set.contactsEnabled = change.contactsEnabled;
      await db
        .insert(notificationSettings)
        .values({
          channel,
          recipient: change.recipient ?? null,
          leadsEnabled: change.leadsEnabled ?? true,
          contactsEnabled: change.contactsEnabled ?? true,
          updatedBy: userId,
        })
        .onConflictDoUpdate({ target: notificationSettings.channel, set: { ...set, updatedAt: sql`now()` } });
    },
  };
}
