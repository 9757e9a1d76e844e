import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { securityEvents } from '../db/schema/security.ts';

export type NewSecurityEventRow = typeof securityEvents.$inferInsert;

/** The year's sign-ins in the security log, written in batches, and each user's last sign-in kept with them. */
export function createSecurityLogRepository(db: Database) {
  return {
    async insert(rows: readonly NewSecurityEventRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 500) await db.insert(securityEvents).values(rows.slice(i, i + 500));
    },

    /** users.last_login_at from the log's successful sign-ins (as the sign-in sets it). */
    async setLastSignIns(): Promise<void> {
      await db.execute(sql`
        update users u set last_login_at = s.last
        from (select user_id, max(occurred_at) as last from security_events where type = 'sign-in.succeeded' group by user_id) s
        where u.id = s.user_id`);
    },
  };
}
