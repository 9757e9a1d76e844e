import * as z from './zod.ts';

/**
 * The company's notice channels (decision 0022): e-mail, SMS (Twilio) and Telegram. Credentials live
 * in the server's environment and are never shown; Settings holds each channel's recipient and
 * whether new leads and new contact messages use it.
 */

export const noticeChannels = ['email', 'sms', 'telegram'] as const;
export type NoticeChannelName = (typeof noticeChannels)[number];
export const noticeChannelLabels: Record<NoticeChannelName, string> = { email: 'E-mail', sms: 'SMS', telegram: 'Telegram' };

/** What a test message is a sample of. */
export const testNoticeTypes = ['lead', 'contact'] as const;
export const TEST_TYPE_MESSAGE = 'Choose the sample to send: lead or contact';

/** POST /api/admin/test-email | test-sms | test-telegram. */
export const testNotificationRequestSchema = z.object({ type: z.enum(testNoticeTypes, TEST_TYPE_MESSAGE) });
export type TestNotificationRequest = z.infer<typeof testNotificationRequestSchema>;

/**
 * 200 `{sent:true, message:'Test SMS sent to +1612…'}`, or `{sent:false, message:'SMS is not
 * configured: set TWILIO_…'}` when the channel lacks credentials or a recipient. A provider's refusal
 * is a 502 with its words.
 */
export const testNotificationResponseSchema = z.object({ message: z.text(), sent: z.boolean() });
export type TestNotificationResponse = z.infer<typeof testNotificationResponseSchema>;

export const EMAIL_RECIPIENT_MESSAGE = 'Enter an e-mail address like name@company.com';
export const SMS_RECIPIENT_MESSAGE = 'Enter the mobile number in international form, like +16125550142';
export const TELEGRAM_RECIPIENT_MESSAGE = 'Enter a Telegram chat id (a number such as -1001234567890) or @channelname';

/** E.164: a plus, a country code and up to 15 digits in all. */
export const E164 = /^\+[1-9]\d{7,14}$/;
/** A chat's numeric id (groups and channels are negative) or a public channel's @username. */
export const TELEGRAM_CHAT = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** Blank means "the environment's default recipient": stored as null. */
const blankIsNull = z.transform((v: string) => (v === '' ? null : v));
const recipient = (check: (value: string) => boolean, message: string) =>
  z.nullish(
    z.pipe(z.pipe(z.line(message).check(z.maxLength(254, message)), blankIsNull), z.nullable(z.text().check(z.refine(check, message)))),
  );

const isEmail = (v: string) => z.safeParse(z.email(), v).success;

const channelUpdate = (recipientSchema: ReturnType<typeof recipient>) =>
  z.optional(
    z.object({
      /** null or '' goes back to the environment's default. */
      recipient: recipientSchema,
      leadsEnabled: z.optional(z.boolean('leadsEnabled must be true or false')),
      contactsEnabled: z.optional(z.boolean('contactsEnabled must be true or false')),
    }),
  );

/** PUT /api/admin/settings/notifications: what changes, per channel; a field left out stays. */
export const updateNotificationSettingsSchema = z.object({
  email: channelUpdate(recipient(isEmail, EMAIL_RECIPIENT_MESSAGE)),
  sms: channelUpdate(recipient((v) => E164.test(v), SMS_RECIPIENT_MESSAGE)),
  telegram: channelUpdate(recipient((v) => TELEGRAM_CHAT.test(v), TELEGRAM_RECIPIENT_MESSAGE)),
});
export type UpdateNotificationSettings = z.input<typeof updateNotificationSettingsSchema>;
export type ValidNotificationSettingsUpdate = z.output<typeof updateNotificationSettingsSchema>;

/** One channel as Settings shows it. */
export const channelSettingSchema = z.object({
  /** The server has the channel's credentials (SMTP_URL; TWILIO_*; TELEGRAM_BOT_TOKEN). */
  configured: z.boolean(),
  /** The variables still to set when not configured (names, never values). */
  missing: z.array(z.text()),
  /** Settings' recipient; null: the environment's default. */
  recipient: z.nullable(z.text()),
  /** NOTIFY_EMAIL (or COMPANY_EMAIL), NOTIFY_SMS_TO, TELEGRAM_CHAT_ID; null when unset. */
  defaultRecipient: z.nullable(z.text()),
  leadsEnabled: z.boolean(),
  contactsEnabled: z.boolean(),
  /**
   * Notices held on this channel because it is not configured: they wait in the outbox and go out
   * once it is (decision 0041). 0 when the channel is configured (its queue is on its way).
   */
  held: z.int(),
});
export type ChannelSetting = z.infer<typeof channelSettingSchema>;

export const notificationSettingsSchema = z.object({
  email: channelSettingSchema,
  sms: channelSettingSchema,
  telegram: channelSettingSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** How many failed notifications the list shows. */
export const FAILED_NOTIFICATIONS_LIMIT = 20;

export const notificationsQuerySchema = z.object({
  status: z._default(z.enum(['failed'], 'Only status=failed is listed'), 'failed'),
});

/** A notice that was not delivered (newest first). */
export const failedNotificationSchema = z.object({
  id: z.int(),
  channel: z.enum(noticeChannels),
  /** Template: 'new-lead', 'new-contact', 'set-password'... */
  kind: z.text(),
  recipient: z.text(),
  attempts: z.int(),
  lastError: z.nullable(z.text()),
  /** ISO. */
  createdAt: z.text(),
});
export type FailedNotification = z.infer<typeof failedNotificationSchema>;

/** The outbox's ids are Postgres integers: a larger one would fail in the database (a 500), not be not found. */
const MAX_NOTIFICATION_ID = 2_147_483_647;

export const notificationParams = z.object({
  id: z.coerce
    .number('Notification not found')
    .check(z.int('Notification not found'), z.positive('Notification not found'), z.maximum(MAX_NOTIFICATION_ID, 'Notification not found')),
});

export const retryNotificationResponseSchema = z.object({
  id: z.int(),
  status: z.literal('pending'),
  message: z.text(),
});
export type RetryNotificationResponse = z.infer<typeof retryNotificationResponseSchema>;

/** The schemas of each endpoint in notifications.endpoints.ts, by its name. */
export const notificationsSchemas = {
  testNotification: { body: testNotificationRequestSchema, response: testNotificationResponseSchema },
  getNotificationSettings: { response: notificationSettingsSchema },
  updateNotificationSettings: { body: updateNotificationSettingsSchema, response: notificationSettingsSchema },
  listNotifications: { query: notificationsQuerySchema, response: z.array(failedNotificationSchema) },
  retryNotification: { params: notificationParams, response: retryNotificationResponseSchema },
};
