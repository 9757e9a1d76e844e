import type { Database } from '../../db/client.ts';
import { createSelfServiceRepository } from './self-service.repository.ts';

/**
 * How long a one-click unsubscribe link works (decision 0054): 90 days from its e-mail (CAN-SPAM asks
 * for 30; a reminder is read within days), and a week once used, so a second press or a mail
 * provider's retry answers the same. After that it is a 404, and the hourly purge deletes its row.
 */
export const UNSUBSCRIBE_LINK_DAYS = 90;
export const USED_UNSUBSCRIBE_LINK_DAYS = 7;

const DAY_MS = 86_400_000;

/** The instants before which a link made, or a link used, no longer works at `at`. */
export function unsubscribeLinkLimits(at: Date): { madeAfter: Date; usedAfter: Date } {
  return {
    madeAfter: new Date(at.getTime() - UNSUBSCRIBE_LINK_DAYS * DAY_MS),
    usedAfter: new Date(at.getTime() - USED_UNSUBSCRIBE_LINK_DAYS * DAY_MS),
  };
}

/** Deletes the links that no longer work at `at` (the hourly purge job); answers how many went. */
export function purgeUnsubscribeLinks(db: Database, at: Date): Promise<number> {
  return createSelfServiceRepository(db).deleteDeadUnsubscribeLinks(unsubscribeLinkLimits(at));
}
