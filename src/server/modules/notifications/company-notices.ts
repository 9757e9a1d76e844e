import type { LeadSource } from '#shared/contracts/crm/leads.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createNotificationSettingsRepository } from './notification-settings.repository.ts';
import { createOutboxRepository } from './outbox.repository.ts';

/**
 * The company's notices about new business (decision 0022): one outbox row per channel that is
 * configured (credentials in the environment) and switched on for the kind in Settings
 * (`notification_settings`), written in the caller's transaction so the notice commits with the lead
 * or message, or not at all. The worker delivers each row on its channel.
 */

export type NoticeChannel = 'email' | 'sms' | 'telegram';
export const NOTICE_CHANNELS: readonly NoticeChannel[] = ['email', 'sms', 'telegram'];

/**
 * The kinds. A consultation request is a lead notice under its own name (its e-mail keeps its own
 * words and its row its own kind); it follows the channels' "leads" switch.
 */
export type CompanyNoticeKind = 'new-lead' | 'consultation-request' | 'new-contact';

/** A new lead (quote forms, window requests, bookings, a contact message asking for a price). */
export interface NewLeadNotice {
  leadId: string;
  /** "TP-2026-0148". */
  reference: string;
  /** The company, or the person's name when they gave no company. */
  company: string;
  contactName: string;
  email: string;
  phone: string;
  source: LeadSource;
  /** Dollars per month; 0 when nothing is priced yet. */
  monthlyEstimate: number;
  /** The first words of the notice: 'New quote request' (the default 'New lead'). */
  headline?: string;
  /** More lines for the e-mail (facility, address, notes...); SMS and Telegram keep to the essentials. */
  details?: string[];
  score?: number;
  priority?: string;
}

/** A message from the About page's contact form. */
export interface NewContactNotice {
  messageId: number;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  topic: 'quote' | 'service' | 'other';
  /** The message (cut to 500 characters here). */
  excerpt: string;
  /** The lead a topic 'quote' made, when it made one. */
  leadReference?: string | null;
}

export type CompanyNoticePayload<K extends CompanyNoticeKind> = K extends 'new-contact' ? NewContactNotice : NewLeadNotice;

/** What the environment says about the channels (config.ts). */
export interface CompanyNoticeEnvironment {
  siteUrl: string;
  /** NOTIFY_EMAIL (or COMPANY_EMAIL). E-mail is queued even before SMTP is set: the outbox keeps it until then. */
  emailTo: string;
  /** Twilio credentials present (account SID, auth token, sender). */
  smsConfigured: boolean;
  /** NOTIFY_SMS_TO. */
  smsTo?: string | undefined;
  /** TELEGRAM_BOT_TOKEN present. */
  telegramConfigured: boolean;
  /** TELEGRAM_CHAT_ID. */
  telegramChatId?: string | undefined;
}

/**
 * The channels' environment: recipients from the configuration; whether SMS and Telegram can send,
 * as their senders (integrations/) decide it, so the outbox never queues what the worker cannot send.
 */
export function noticeEnvironment(
  config: Pick<AppConfig, 'siteUrl' | 'mail' | 'notify'>,
  senders: { sms: { configured: boolean }; telegram: { configured: boolean } },
): CompanyNoticeEnvironment {
  return {
    siteUrl: config.siteUrl,
    emailTo: config.mail.notifyTo,
    smsConfigured: senders.sms.configured,
    smsTo: config.notify.smsTo,
    telegramConfigured: senders.telegram.configured,
    telegramChatId: config.notify.telegram.chatId,
  };
}

export const EXCERPT_LENGTH = 500;
const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text);

const money = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

/** The stored payload: the notice's fields, plus the e-mail's title and lines (email-templates.ts renders those). */
export function noticePayload<K extends CompanyNoticeKind>(
  kind: K,
  notice: CompanyNoticePayload<K>,
  siteUrl: string,
): Record<string, unknown> {
  if (kind === 'new-contact') {
    const n = notice as NewContactNotice;
    const excerpt = excerptOf(n.excerpt);
    return {
      ...n,
      excerpt,
      title: `New contact message: ${n.name}${n.company ? ` (${n.company})` : ''}`,
      lines: [
        `Name: ${n.name}`,
        `E-mail: ${n.email}`,
        `Phone: ${n.phone || 'not given'}`,
        `Company: ${n.company || 'not given'}`,
        `Topic: ${n.topic}`,
        ...(n.leadReference ? [`Lead: ${n.leadReference}`] : []),
        '',
        excerpt,
      ],
      adminUrl: `${siteUrl}/admin/dashboard?tab=customer-forms`,
    };
  }
  const n = notice as NewLeadNotice;
  const headline = n.headline ?? 'New lead';
  return {
    ...n,
    title: `${headline}: ${n.company} (${n.reference})`,
    lines: [
      `Reference: ${n.reference}`,
      ...(n.details ?? [
        n.contactName || 'No name given',
        `E-mail: ${n.email || 'not given'}`,
        `Phone: ${n.phone || 'not given'}`,
        ...(n.monthlyEstimate > 0 ? [`Quoted: ${money(n.monthlyEstimate)} per month`] : []),
        `Source: ${n.source}`,
      ]),
    ],
    crmUrl: `${siteUrl}/crm-dashboard`,
  };
}

/** Company notices as the services that create leads and messages receive them (built once per app). */
export interface CompanyNotices {
  /**
   * Enqueues the notice on every configured channel switched on for its kind, in `tx` (the caller's
   * transaction). Returns the channels it was queued on.
   */
  notify<K extends CompanyNoticeKind>(tx: Database, kind: K, payload: CompanyNoticePayload<K>): Promise<NoticeChannel[]>;
}

export function createCompanyNotices(env: CompanyNoticeEnvironment): CompanyNotices {
  return {
    async notify(tx, kind, payload) {
      const rows = await createNotificationSettingsRepository(tx).all();
      const setting = (channel: NoticeChannel) => rows.find((r) => r.channel === channel);
      const stored = noticePayload(kind, payload, env.siteUrl);
      const outbox = createOutboxRepository(tx);
      const queued: NoticeChannel[] = [];
      for (const channel of NOTICE_CHANNELS) {
        const row = setting(channel);
        const enabled = kind === 'new-contact' ? (row?.contactsEnabled ?? true) : (row?.leadsEnabled ?? true);
        if (!enabled) continue;
        const recipient = recipientOf(channel, env, row?.recipient ?? null);
        if (!recipient) continue;
        await outbox.enqueue({ channel, recipient, kind, payload: stored });
        queued.push(channel);
      }
      return queued;
    },
  };
}

/** The channel's recipient when it is configured: Settings' one, else the environment's; none: not sent there. */
export function recipientOf(channel: NoticeChannel, env: CompanyNoticeEnvironment, fromSettings: string | null): string | undefined {
  switch (channel) {
    case 'email':
      return fromSettings ?? env.emailTo;
    case 'sms':
      return env.smsConfigured ? (fromSettings ?? env.smsTo) : undefined;
    case 'telegram':
      return env.telegramConfigured ? (fromSettings ?? env.telegramChatId) : undefined;
  }
}
