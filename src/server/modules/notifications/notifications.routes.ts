import type { FastifyInstance } from 'fastify';
import {
  getNotificationSettings,
  listNotifications,
  retryNotification,
  testEmail,
  testSms,
  testTelegram,
  updateNotificationSettings,
} from '#shared/contracts/notifications.endpoints.ts';
import { notificationsSchemas } from '#shared/contracts/notifications.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { NotificationsAdminService } from './notifications-admin.service.ts';

/** A test message reaches a phone or a chat: at most this many a minute from one address. */
export const TEST_SENDS_PER_MINUTE = 5;

/** Settings' notice channels, the failed list with its retry, and the test sends (admins only, decision 0022). */
export function notificationsRoutes(service: NotificationsAdminService) {
  return async (app: FastifyInstance) => {
    const limited = { config: perMinute(TEST_SENDS_PER_MINUTE) };

    registerEndpoint(app, testEmail, notificationsSchemas.testNotification, {
      ...limited,
      handler: (request) => service.test('email', request.body.type),
    });
    registerEndpoint(app, testSms, notificationsSchemas.testNotification, {
      ...limited,
      handler: (request) => service.test('sms', request.body.type),
    });
    registerEndpoint(app, testTelegram, notificationsSchemas.testNotification, {
      ...limited,
      handler: (request) => service.test('telegram', request.body.type),
    });
    registerEndpoint(app, getNotificationSettings, notificationsSchemas.getNotificationSettings, {
      handler: () => service.settings(),
    });
    registerEndpoint(app, updateNotificationSettings, notificationsSchemas.updateNotificationSettings, {
      handler: (request) => service.updateSettings(request.body, currentUser(request).user.id),
    });
    registerEndpoint(app, listNotifications, notificationsSchemas.listNotifications, {
      handler: () => service.failed(),
    });
    registerEndpoint(app, retryNotification, notificationsSchemas.retryNotification, {
      handler: (request) => service.retry(request.params.id),
    });
  };
}
