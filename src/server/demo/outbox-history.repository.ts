import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import { ACCEPT_LINK_EMAIL } from '../modules/quote/acceptance/acceptance-offers.ts';

/**
 * What the outbox did with the year's messages (decision 0044): the demo company had e-mail set up,
 * so what the services queued went out seconds later, as the worker records it (an accept link's URL
 * dropped from its row once delivered); a few were given up on after the worker's retries.
 */
export function createOutboxHistoryRepository(db: Database) {
  return {
    async deliverBefore(before: Date): Promise<number> {
      const sent = await db
        .update(notifications)
        .set({
          status: 'sent',
          attempts: 1,
          sentAt: sql`${notifications.createdAt} + make_interval(secs => 3 + ${notifications.id} % 40)`,
          updatedAt: sql`${notifications.createdAt} + make_interval(secs => 3 + ${notifications.id} % 40)`,
          payload: sql`case when ${notifications.kind} = ${ACCEPT_LINK_EMAIL} then ${notifications.payload} - 'url' else ${notifications.payload} end`,
        })
        .where(and(eq(notifications.status, 'pending'), lt(notifications.createdAt, before)))
        .returning({ id: notifications.id });
      return sent.length;
    },

    /** The oldest-first ids of sent e-mail to customers and visitors: candidates for a bounce. */
    async sentToOutsiders(limit: number): Promise<Array<{ id: number; createdAt: Date }>> {
      return db
        .select({ id: notifications.id, createdAt: notifications.createdAt })
        .from(notifications)
        .where(
          and(
            eq(notifications.status, 'sent'),
            eq(notifications.channel, 'email'),
            sql`${notifications.kind} in ('quote-accept-link', 'booking-confirm-request', 'service-added', 'plan-start-confirmed')`,
          ),
        )
        .orderBy(asc(notifications.id))
        .limit(limit);
    },

    /** Given up on after the worker's five tries: the mailbox does not exist. */
    async markFailed(id: number, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({
          status: 'failed',
          attempts: 5,
          sentAt: null,
          lastError: '550 5.1.1 Recipient address rejected: mailbox unavailable',
          nextAttemptAt: at,
          updatedAt: at,
        })
        .where(eq(notifications.id, id));
    },
  };
}
