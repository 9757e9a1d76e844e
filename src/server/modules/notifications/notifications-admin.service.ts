import {
  FAILED_NOTIFICATIONS_LIMIT,
  type ChannelSetting,
  type FailedNotification,
  type NotificationSettings,
  type RetryNotificationResponse,
  type TestNotificationResponse,
  type ValidNotificationSettingsUpdate,
} from '#shared/contracts/notifications.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { SmsSender } from '../../integrations/sms-twilio.ts';
import type { TelegramSender } from '../../integrations/telegram.ts';
import {
  NOTICE_CHANNELS,
  noticePayload,
  type CompanyNoticeEnvironment,
  type NewContactNotice,
  type NewLeadNotice,
  type NoticeChannel,
} from './company-notices.ts';
import { renderEmail } from './email-templates.ts';
import { createNotificationSettingsRepository, type NotificationSettingRow } from './notification-settings.repository.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { renderSms, renderTelegram } from './text-templates.ts';

export interface NotificationsAdminDeps {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  telegram: TelegramSender;
  /** The environment's side of the channels (default recipients, site address). */
  environment: CompanyNoticeEnvironment;
  log: { warn(details: object, message: string): void };
}

const CHANNEL_WORDS: Record<NoticeChannel, { name: string; sent: string }> = {
  email: { name: 'E-mail', sent: 'Test e-mail sent to' },
  sms: { name: 'SMS', sent: 'Test SMS sent to' },
  telegram: { name: 'Telegram', sent: 'Test Telegram message sent to' },
};

/** What a test sends: a made-up lead or contact message, marked as a test. */
export const SAMPLE_LEAD: NewLeadNotice = {
  leadId: '00000000-0000-4000-8000-000000000000',
  reference: 'TP-TEST-0001',
  company: 'Sample Dental Clinic',
  contactName: 'Sam Sample',
  email: 'sam@sample-dental.example',
  phone: '(612) 555-0199',
  source: 'calculator',
  monthlyEstimate: 1450,
  headline: 'TEST new quote request',
};

export const SAMPLE_CONTACT: NewContactNotice = {
  messageId: 0,
  name: 'Sam Sample',
  email: 'sam@sample-dental.example',
  phone: '(612) 555-0199',
  company: 'Sample Dental Clinic',
  topic: 'service',
  excerpt: 'TEST message: this is a sample of the notice a contact message sends. Nobody wrote it; no answer is needed.',
};

/** Settings' channels, the failed list and its retry, and the test sends (decision 0022). */
export function createNotificationsAdminService(deps: NotificationsAdminDeps) {
  const settingsRepo = createNotificationSettingsRepository(deps.db);
  const outbox = createOutboxRepository(deps.db);
  const env = deps.environment;

  function channelState(channel: NoticeChannel): { configured: boolean; missing: string[]; defaultRecipient: string | null } {
    switch (channel) {
      case 'email':
        return { configured: deps.mailer.configured, missing: deps.mailer.configured ? [] : ['SMTP_URL'], defaultRecipient: env.emailTo };
      case 'sms':
        return { configured: deps.sms.configured, missing: deps.sms.missing, defaultRecipient: env.smsTo ?? null };
      case 'telegram':
        return { configured: deps.telegram.configured, missing: deps.telegram.missing, defaultRecipient: env.telegramChatId ?? null };
    }
  }

  function present(rows: NotificationSettingRow[], pending: Record<string, number>): NotificationSettings {
    const one = (channel: NoticeChannel): ChannelSetting => {
      const row = rows.find((r) => r.channel === channel);
      const state = channelState(channel);
      return {
        ...state,
        recipient: row?.recipient ?? null,
        leadsEnabled: row?.leadsEnabled ?? true,
        contactsEnabled: row?.contactsEnabled ?? true,
        held: state.configured ? 0 : (pending[channel] ?? 0),
      };
    };
    return { email: one('email'), sms: one('sms'), telegram: one('telegram') };
  }

  return {
    async settings(): Promise<NotificationSettings> {
      return present(await settingsRepo.all(), await outbox.countPendingByChannel());
    },

    /** Every channel's change in one transaction: all saved or none. */
    async updateSettings(change: ValidNotificationSettingsUpdate, userId: number): Promise<NotificationSettings> {
      await inTransaction(deps.db, async (t) => {
        const repo = createNotificationSettingsRepository(t);
        for (const channel of NOTICE_CHANNELS) {
          const update = change[channel];
          if (update) await repo.save(channel, update, userId);
        }
      });
      return present(await settingsRepo.all(), await outbox.countPendingByChannel());
    },

    async failed(): Promise<FailedNotification[]> {
      const rows = await outbox.listFailed(FAILED_NOTIFICATIONS_LIMIT);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        kind: r.kind,
        recipient: r.recipient,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async retry(id: number): Promise<RetryNotificationResponse> {
      const row = await outbox.findById(id);
      if (!row) throw notFound('Notification');
      if (row.kind === 'set-password') {
        // Its link was removed when it failed: sending it again would deliver a dead link.
        throw new AppError('CONFLICT', 'A set-password e-mail is not sent again: issue a new link from User Management.');
      }
      if (!(await outbox.requeue(id))) {
        throw new AppError('CONFLICT', `This notification is ${row.status === 'sent' ? 'already sent' : 'already queued'}.`);
      }
      const { configured, missing } = channelState(row.channel);
      return {
        id,
        status: 'pending',
        message: configured
          ? 'Queued to be sent again.'
          : `Queued; it waits until ${CHANNEL_WORDS[row.channel].name} is configured (set ${missing.join(', ')}).`,
      };
    },

    /** Sends a sample to the channel's recipient now, not through the outbox. */
    async test(channel: NoticeChannel, type: 'lead' | 'contact'): Promise<TestNotificationResponse> {
      const { name, sent } = CHANNEL_WORDS[channel];
      const state = channelState(channel);
      if (!state.configured) return { sent: false, message: `${name} is not configured: set ${state.missing.join(', ')}` };
      const row = (await settingsRepo.all()).find((r) => r.channel === channel);
      const to = row?.recipient ?? state.defaultRecipient;
      if (!to) {
        const variable = channel === 'sms' ? 'NOTIFY_SMS_TO' : 'TELEGRAM_CHAT_ID';
        return { sent: false, message: `${name} has no recipient: set one in Settings or ${variable}` };
      }
      const kind = type === 'lead' ? 'new-lead' : 'new-contact';
      const payload =
        type === 'lead' ? noticePayload('new-lead', SAMPLE_LEAD, env.siteUrl) : noticePayload('new-contact', SAMPLE_CONTACT, env.siteUrl);
      try {
        switch (channel) {
          case 'email': {
            const email = renderEmail(kind, payload);
            await deps.mailer.send({ to, ...email, subject: `[Test] ${email.subject}` });
            break;
          }
          case 'sms':
            await deps.sms.send(to, renderSms(kind, payload));
            break;
          case 'telegram':
            await deps.telegram.send(to, renderTelegram(kind, payload));
            break;
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        deps.log.warn({ channel, reason }, 'test notification not delivered');
        throw new AppError('BAD_GATEWAY', reason);
      }
      return { sent: true, message: `${sent} ${to}` };
    },
  };
}

export type NotificationsAdminService = ReturnType<typeof createNotificationsAdminService>;
