import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Database } from '../../db/client.ts';
import { createSessionsRepository } from '../accounts/sessions.repository.ts';
import { createSignInFailuresRepository } from '../accounts/sign-in-failures.repository.ts';
import { createSecurityEventsRepository } from '../security/security-events.repository.ts';
import { createRateLimitCountersRepository } from '../security/rate-limit-counters.repository.ts';
import { FAILURE_RETENTION_MS } from './login-throttle.ts';

/** Used and expired set-password links stay this long, so an old link still says "already used". */
export const LINK_RETENTION_MS = 7 * 24 * 3_600_000;

export interface SessionPurge {
  /** Purges now, in one transaction; answers how many of each went. */
  runOnce(): Promise<{ sessions: number; links: number; securityEvents: number }>;
}

/**
 * Deletes dead sessions (expired, revoked, idle), old set-password links, sign-in
 * failures past every window, ended rate-limit windows, and security events past their retention.
 * The hourly job (`jobs/background-jobs.ts`) runs it on one instance at a time (decision 0050).
 */
export function createSessionPurge(deps: {
  db: Database;
  log: FastifyBaseLogger;
  sessionIdleMs?: number | undefined;
  /** Security events older than this go (SECURITY_LOG_RETENTION_DAYS); unset keeps them all. */
  securityLogRetentionMs?: number | undefined;
}): SessionPurge {
  async function runOnce() {
    return inTransaction(deps.db, async (tx) => {
      const gone = await createSessionsRepository(tx).purgeDead({
        idleMs: deps.sessionIdleMs,
        linksBefore: new Date(Date.now() - LINK_RETENTION_MS),
      });
      // Sign-in failures past every window: the limits filter by time, so this only keeps the table small.
      await createSignInFailuresRepository(tx).deleteOlderThan(new Date(Date.now() - FAILURE_RETENTION_MS));
      // Rate-limit windows that ended an hour ago (shared counters on PostgreSQL, decision 0029).
      await createRateLimitCountersRepository(tx).deleteEndedBefore(new Date(Date.now() - 3_600_000));
      const securityEvents =
        deps.securityLogRetentionMs === undefined
          ? 0
          : await createSecurityEventsRepository(tx).deleteOlderThan(new Date(Date.now() - deps.securityLogRetentionMs));
      if (gone.sessions || gone.links || securityEvents) deps.log.info({ purged: { ...gone, securityEvents } }, 'old records purged');
      return { ...gone, securityEvents };
    });
  }

  return { runOnce };
}
