import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import { createOutboxRepository, type NotificationRow } from './outbox.repository.ts';
import { renderEmail } from './email-templates.ts';
import { createRepeatingJob } from '../../jobs/repeating-job.ts';

export const MAX_ATTEMPTS = 8;
/** Messages per poll. Each is claimed on its own, so its 60 s lease covers one send (at most ~40 s of SMTP timeouts). */
const PER_POLL = 10;

/** Once a message is done, a set-password link in it must not stay readable in the database. */
function withoutSecrets(message: NotificationRow): Record<string, unknown> | undefined {
  return message.kind === 'set-password' ? { ...message.payload, url: '[removed after delivery]' } : undefined;
}

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

  async function deliver(message: NotificationRow): Promise<void> {
    try {
      if (message.channel !== 'email') throw new Error(`No adapter for channel ${message.channel}`);
      await deps.mailer.send({ to: message.recipient, ...renderEmail(message.kind, message.payload) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = message.attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + backoffMs(message.attempts));
      await repo.markFailed(message.id, reason, retryAt, retryAt ? undefined : withoutSecrets(message));
      deps.log.warn(
        { notificationId: message.id, attempts: message.attempts, reason, willRetry: Boolean(retryAt) },
        'notification not delivered',
      );
      return;
    }
    // Outside the send's try: a failure to record success must not schedule a second send.
    await repo.markSent(message.id, withoutSecrets(message));
  }

  async function runOnce(): Promise<number> {
    // Without SMTP, e-mail stays queued (not failed) until it is configured: nothing is lost.
    const channels = deps.mailer.configured ? ['email'] : [];
    let attempted = 0;
    while (attempted < PER_POLL) {
      const [message] = await repo.claimDue(1, channels);
      if (!message) break;
      await deliver(message);
      attempted++;
    }
    return attempted;
  }

  const job = createRepeatingJob({ name: 'outbox poll', everyMs: deps.pollMs, log: deps.log, run: runOnce });

  return { runOnce, start: job.start, stop: job.stop };
}
