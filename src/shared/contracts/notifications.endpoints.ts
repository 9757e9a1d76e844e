import { defineEndpoint } from '../http/endpoint.ts';
import type { notificationsSchemas } from './notifications.ts';

type Schemas = typeof notificationsSchemas;

// Admins only (decision 0022). The test calls send a sample straight to the channel's recipient (not
// through the outbox), at most 5 a minute; a provider's refusal is a 502 with its words.

export const testEmail = defineEndpoint<Schemas['testNotification']>({
  method: 'POST',
  path: '/api/admin/test-email',
  access: 'admin',
  tag: 'notifications',
  summary: 'Send a sample new-lead or new-contact e-mail to the notice recipient now',
  errors: [429, 502],
});

export const testSms = defineEndpoint<Schemas['testNotification']>({
  method: 'POST',
  path: '/api/admin/test-sms',
  access: 'admin',
  tag: 'notifications',
  summary: 'Send a sample new-lead or new-contact SMS (Twilio) to the notice recipient now',
  errors: [429, 502],
});

export const testTelegram = defineEndpoint<Schemas['testNotification']>({
  method: 'POST',
  path: '/api/admin/test-telegram',
  access: 'admin',
  tag: 'notifications',
  summary: 'Send a sample new-lead or new-contact Telegram message to the notice chat now',
  errors: [429, 502],
});

export const getNotificationSettings = defineEndpoint<Schemas['getNotificationSettings']>({
  method: 'GET',
  path: '/api/admin/settings/notifications',
  access: 'admin',
  tag: 'notifications',
  summary: 'Each notice channel: configured or not, its recipient, and whether leads and contact messages use it',
});

export const updateNotificationSettings = defineEndpoint<Schemas['updateNotificationSettings']>({
  method: 'PUT',
  path: '/api/admin/settings/notifications',
  access: 'admin',
  tag: 'notifications',
  summary: "Change channels' recipients (e-mail, E.164 number, Telegram chat) and their on/off switches",
});

export const listNotifications = defineEndpoint<Schemas['listNotifications']>({
  method: 'GET',
  path: '/api/admin/notifications',
  access: 'admin',
  tag: 'notifications',
  summary: 'The last 20 notifications that were not delivered (status=failed), newest first',
});

export const retryNotification = defineEndpoint<Schemas['retryNotification']>({
  method: 'POST',
  path: '/api/admin/notifications/:id/retry',
  access: 'admin',
  tag: 'notifications',
  summary: 'Queue a failed notification to be sent again',
  errors: [404, 409],
});
