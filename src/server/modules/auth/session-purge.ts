import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Database } from '../../db/client.ts';
import { createRepeatingJob } from '../../jobs/repeating-job.ts';
import { createSessionsRepository } from '../accounts/sessions.repository.ts';
import { createSignInFailuresRepository } from '../accounts/sign-in-failures.repository.ts';
import { createSecurityEventsRepository } from '../security/security-events.repository.ts';
import { createRateLimitCountersRepository } from '../security/rate-limit-counters.repository.ts';
import { FAILURE_RETENTION_MS } from './login-throttle.ts';

/** Used and expired set-password links stay this long, so an old link still says "already used". */
export const LINK_RETENTION_MS = 7 * 24 * 3_600_000;

export interface SessionPurge {
  /** Purges now; `skipped` when another instance holds the lock. */
  runOnce(): Promise<{ skipped: boolean; sessions: number; links: number; securityEvents: number }>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Deletes dead sessions (expired, revoked, idle), old set-password links, sign-in
 * failures past every window, ended rate-limit windows, and security events past their retention.
 * Every instance may run it; a transaction-scoped advisory lock lets one of them
 * purge at a time, and the others skip that round.
 */
export function createSessionPurge(deps: {
  db: Database;
  log: FastifyBaseLogger;
  intervalMs: number;
  sessionIdleMs?: number | undefined;
  /** Security events older than this go (SECURITY_LOG_RETENTION_DAYS); unset keeps them all. */
  securityLogRetentionMs?: number | undefined;
}): SessionPurge {
  async function runOnce() {
    return inTransaction(deps.db, async (tx) => {
      const repo = createSessionsRepository(tx);
      if (!(await repo.tryPurgeLock())) return { skipped: true, sessions: 0, links: 0, securityEvents: 0 };
      const gone = await repo.purgeDead({ idleMs: deps.sessionIdleMs, linksBefore: new Date(Date.now() - LINK_RETENTION_MS) });
      // Sign-in failures past every window: the limits filter by time, so this only keeps the table small.
      await createSignInFailuresRepository(tx).deleteOlderThan(new Date(Date.now() - FAILURE_RETENTION_MS));
      // Rate-limit windows that ended an hour ago (shared counters on PostgreSQL, decision 0029).
      await createRateLimitCountersRepository(tx).deleteEndedBefore(new Date(Date.now() - 3_600_000));
      const securityEvents =
        deps.securityLogRetentionMs === undefined
          ? 0
          : await createSecurityEventsRepository(tx).deleteOlderThan(new Date(Date.now() - deps.securityLogRetentionMs));
      if (gone.sessions || gone.links || securityEvents) deps.log.info({ purged: { ...gone, securityEvents } }, 'old records purged');
      return { skipped: false, ...gone, securityEvents };
    });
  }

  const job = createRepeatingJob({ name: 'session purge', everyMs: deps.intervalMs, log: deps.log, run: runOnce });

  return { runOnce, start: job.start, stop: job.stop };
}
