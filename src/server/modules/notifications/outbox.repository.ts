import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { rowsOf } from '../../db/rows-of.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'channel' | 'recipient' | 'kind' | 'payload'>;

/** How long a worker holds a claimed message before another instance may retry it. */
const CLAIM_SECONDS = 60;

export function createOutboxRepository(db: Database) {
  return {
    /** Call inside the transaction that causes the message, so both commit or neither. */
    async enqueue(message: NewNotification): Promise<void> {
      await db.insert(notifications).values(message);
    },

    /**
     * Claims due messages for this worker. SKIP LOCKED lets several instances
     * poll the same table without sending a message twice.
     */
    async claimDue(limit: number, channels: string[]): Promise<NotificationRow[]> {
      if (channels.length === 0) return [];
      const result = await db.execute(sql`
        update ${notifications}
        set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1, updated_at = now()
        where id in (
          select id from ${notifications}
          where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
            and channel in (${sql.join(
              channels.map((c) => sql`${c}`),
              sql`, `,
            )})
          order by id
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = rowsOf<{ id: number }>(result).map((r) => Number(r.id));
      if (ids.length === 0) return [];
      return db.select().from(notifications).where(inArray(notifications.id, ids)).orderBy(notifications.id);
    },

    /** `payload` replaces the stored one (used to drop secrets once a message is done). */
    async markSent(id: number, payload?: Record<string, unknown>): Promise<void> {
      await db
        .update(notifications)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, updatedAt: new Date(), ...(payload && { payload }) })
        .where(eq(notifications.id, id));
    },

    async markFailed(id: number, error: string, retryAt: Date | null, payload?: Record<string, unknown>): Promise<void> {
      await db
        .update(notifications)
        .set({
          ...(payload && { payload }),
          status: retryAt ? 'pending' : 'failed',
          nextAttemptAt: retryAt ?? new Date(),
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          updatedAt: new Date(),
        })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'pending')));
    },

    /** The newest failed messages first. */
    /** How many notices wait to be sent, per channel (a channel without credentials keeps them all, decision 0041). */
    async countPendingByChannel(): Promise<Record<string, number>> {
      const rows = await db
        .select({ channel: notifications.channel, n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.status, 'pending'))
        .groupBy(notifications.channel);
      return Object.fromEntries(rows.map((r) => [r.channel, Number(r.n)]));
    },

    async listFailed(limit: number): Promise<NotificationRow[]> {
      return db.select().from(notifications).where(eq(notifications.status, 'failed')).orderBy(desc(notifications.id)).limit(limit);
    },

    async findById(id: number): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    /**
     * A failed message back in the queue, due now, with its attempts counted afresh. Only a failed one
     * (a concurrent retry finds it pending and changes nothing); returns whether it was requeued.
     */
    async requeue(id: number): Promise<boolean> {
      const updated = await db
        .update(notifications)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, updatedAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'failed')))
        .returning({ id: notifications.id });
      return updated.length > 0;
    },

    async list(): Promise<NotificationRow[]> {
      return db.select().from(notifications).orderBy(notifications.id);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
