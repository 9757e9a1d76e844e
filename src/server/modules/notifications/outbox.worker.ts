import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import { ChannelSendError } from '../../integrations/provider-http.ts';
import type { SmsSender } from '../../integrations/sms-twilio.ts';
import type { TelegramSender } from '../../integrations/telegram.ts';
import { createOutboxRepository, type NotificationRow } from './outbox.repository.ts';
import { renderEmail } from './email-templates.ts';
import { renderSms, renderTelegram } from './text-templates.ts';

export const MAX_ATTEMPTS = 8;
/**
 * Messages per poll. Each is claimed on its own, so its 60 s lease covers one send: SMTP_TIMEOUT_MS (at most
 * 10 s) to connect and greet, twice that for any stall after, so a hanging server fails the try within 30 s.
 */
const PER_POLL = 10;

/**
 * Kinds whose `url` is a secret link: a set-password link, a booking's confirmation link (decision 0034),
 * a walk-through's manage link in its confirmation and change e-mails (decision 0048).
 */
const SECRET_LINK_KINDS = new Set(['set-password', 'booking-confirm-request', 'booking-confirmation', 'booking-changed']);

/** Once a message is done, a secret link in it must not stay readable in the database. */
function withoutSecrets(message: NotificationRow): Record<string, unknown> | undefined {
  // The name typed at Forgot password is not kept once the request is worked on (decision 0035).
  if (message.kind === PASSWORD_RESET_REQUEST) return { identifier: '[removed after processing]' };
  if (SECRET_LINK_KINDS.has(message.kind)) return { ...message.payload, url: '[removed after delivery]' };
  // A customer message's unsubscribe link (decision 0049): its digest stays, so the link in the e-mail keeps working.
  return typeof message.payload['unsubscribeUrl'] === 'string'
    ? { ...message.payload, unsubscribeUrl: '[removed after delivery]' }
    : undefined;
}

/**
 * A Forgot-password request (decision 0035): queued as it comes, whoever it names, so the answer
 * takes the same time for known and unknown accounts; the worker then looks the account up and
 * queues its e-mail.
 */
export const PASSWORD_RESET_REQUEST = 'password-reset-request';

/** 30 s, 1 min, 2 min ... capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface OutboxWorker {
  /** Sends what is due now; returns how many messages were attempted. */
  runOnce(): Promise<number>;
}

/** A provider's Retry-After is honoured up to this; a longer ask waits this long and asks again. */
const MAX_RETRY_AFTER_MS = 3_600_000;

/**
 * When to try again, or null to give up: a refusal that would repeat (a 4xx other than 429) fails
 * at once; a 429 waits what the provider asked (else the backoff); anything else backs off.
 */
export function retryTime(error: unknown, attempts: number, now = Date.now()): Date | null {
  if (error instanceof ChannelSendError && error.permanent) return null;
  if (attempts >= MAX_ATTEMPTS) return null;
  if (error instanceof ChannelSendError && error.status === 429 && error.retryAfterMs !== undefined) {
    return new Date(now + Math.min(Math.max(error.retryAfterMs, 1000), MAX_RETRY_AFTER_MS));
  }
  return new Date(now + backoffMs(attempts));
}

export interface OutboxChannels {
  mailer: Mailer;
  sms: SmsSender;
  telegram: TelegramSender;
}

/**
 * Delivers the outbox by channel: e-mail through the mailer, SMS through Twilio, Telegram through
 * the bot. Every instance may run one; the database hands each message to one of them.
 */
export function createOutboxWorker(
  deps: {
    db: Database;
    log: FastifyBaseLogger;
    /** Work queued in the outbox rather than a message to send, by kind (PASSWORD_RESET_REQUEST), retried like a send. */
    tasks?: Record<string, (payload: Record<string, unknown>) => Promise<void>>;
  } & Pick<OutboxChannels, 'mailer'> &
    Partial<OutboxChannels>,
): OutboxWorker {
  const repo = createOutboxRepository(deps.db);

  async function send(message: NotificationRow): Promise<void> {
    const task = deps.tasks?.[message.kind];
    if (task) return task(message.payload);
    switch (message.channel) {
      case 'email':
        return deps.mailer.send({
          to: message.recipient,
          ...renderEmail(message.kind, message.payload),
          key: `notification-${message.id}`,
        });
      case 'sms':
        if (!deps.sms) throw new Error('No adapter for channel sms');
        await deps.sms.send(message.recipient, renderSms(message.kind, message.payload));
        return;
      case 'telegram':
        if (!deps.telegram) throw new Error('No adapter for channel telegram');
        await deps.telegram.send(message.recipient, renderTelegram(message.kind, message.payload));
        return;
    }
  }

  async function deliver(message: NotificationRow): Promise<void> {
    try {
      await send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = retryTime(error, message.attempts);
      await repo.markFailed(message.id, reason, retryAt, retryAt ? undefined : withoutSecrets(message));
      deps.log.warn(
        { notificationId: message.id, channel: message.channel, attempts: message.attempts, reason, willRetry: Boolean(retryAt) },
        'notification not delivered',
      );
      return;
    }
    // Outside the send's try: a failure to record success must not schedule a second send.
    await repo.markSent(message.id, withoutSecrets(message));
  }

  async function runOnce(): Promise<number> {
    // A channel without credentials (SMTP, Twilio, the bot) keeps its messages queued, neither sent nor failed, until it is configured.
    const channels = [
      ...(deps.mailer.configured ? ['email'] : []),
      ...(deps.sms?.configured ? ['sms'] : []),
      ...(deps.telegram?.configured ? ['telegram'] : []),
    ];
    let attempted = 0;
    while (attempted < PER_POLL) {
      const [message] = await repo.claimDue(1, channels);
      if (!message) break;
      await deliver(message);
      attempted++;
    }
    return attempted;
  }

  return { runOnce };
}
