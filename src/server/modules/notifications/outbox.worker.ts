import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import { createOutboxRepository, type NotificationRow } from './outbox.repository.ts';
import { renderEmail } from './email-templates.ts';

export const MAX_ATTEMPTS = 8;
const BATCH = 10;

/** 30 s, 1 min, 2 min ... capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface OutboxWorker {
  /** Sends what is due now; returns how many messages were attempted. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Delivers the outbox. Every instance may run one; the database hands each message to one of them. */
export function createOutboxWorker(deps: { db: Database; mailer: Mailer; log: FastifyBaseLogger; pollMs: number }): OutboxWorker {
  const repo = createOutboxRepository(deps.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function deliver(message: NotificationRow): Promise<void> {
    try {
      if (message.channel !== 'email') throw new Error(`No adapter for channel ${message.channel}`);
      await deps.mailer.send({ to: message.recipient, ...renderEmail(message.kind, message.payload) });
      await repo.markSent(message.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = message.attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + backoffMs(message.attempts));
      await repo.markFailed(message.id, reason, retryAt);
      deps.log.warn({ notificationId: message.id, attempts: message.attempts, reason, willRetry: Boolean(retryAt) }, 'notification not delivered');
    }
  }

  async function runOnce(): Promise<number> {
    // Without SMTP, e-mail stays queued (not failed) until it is configured: nothing is lost.
    const channels = deps.mailer.configured ? ['email'] : [];
    const due = await repo.claimDue(BATCH, channels);
    for (const message of due) await deliver(message);
    return due.length;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      running = runOnce().catch((error: unknown) => {
        deps.log.error({ err: error }, 'outbox poll failed');
        return 0;
      });
      await running;
      running = undefined;
      schedule();
    }, deps.pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
