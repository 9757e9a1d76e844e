import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { firstRowOf } from '../../db/rows-of.ts';

export function createSystemRepository(db: Database) {
  return {
    /** The database's size on disk (`pg_database_size`), in bytes. */
    async databaseSize(): Promise<number> {
      const rows = await db.execute(sql`select pg_database_size(current_database())::float8 as size`);
      return Number(firstRowOf<{ size: unknown }>(rows)?.size ?? 0);
    },

    /** Outgoing notifications still to send and given up on. */
    async outboxCounts(): Promise<{ pending: number; failed: number }> {
      const rows = await db
        .select({ status: notifications.status, n: sql`count(*)` })
        .from(notifications)
        .where(inArray(notifications.status, ['pending', 'failed']))
        .groupBy(notifications.status);
      const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      return { pending: count('pending'), failed: count('failed') };
    },
  };
}
