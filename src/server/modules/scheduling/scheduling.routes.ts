import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bookAppointment,
  bookingsFeed,
  cancelWalkThrough,
  confirmAppointment,
  confirmWalkThrough,
  getCalendarIntegrations,
  getManagedWalkThrough,
  listAvailability,
  listCalendarEvents,
  rescheduleWalkThrough,
  syncCalendars,
} from '#shared/contracts/scheduling.endpoints.ts';
import { schedulingSchemas } from '#shared/contracts/scheduling.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import { addressKey } from '../accounts/address-key.ts';
import { createBookingConfirmService } from './booking-confirm.service.ts';
import { createBookingService } from './booking.service.ts';
import { createBookingManageService } from './booking-manage.service.ts';
import { createBookingsFeedService } from './bookings-feed.service.ts';
import { createCalendarSyncService } from './calendar-sync.service.ts';
import { createSchedulingService } from './scheduling.service.ts';
import type { CompanyNotices } from '../notifications/company-notices.ts';

/**
 * The public scheduling page's calls (decisions 0018, 0034). Booking holds a slot and e-mails a
 * confirmation link, confirming makes the lead and two e-mails: both share the quote forms'
 * per-address limit per minute, and booking has its per-day limits too; the reads are public and unlimited.
 * Sync is public too (the page's Sync Calendars button) but limited per address and coalesced; the
 * bookings' feed is guarded by its secret address.
 */
export function schedulingRoutes(
  db: Database,
  config: AppConfig,
  company: () => CompanyProfile,
  notices: CompanyNotices,
  options: {
    /** Whether e-mail goes out: without it the office confirms a booking after calling (decision 0041). */
    emailDelivery: boolean;
    /** Whether the request carries a live admin session (an admin may choose a visit's length). */
    isAdmin: (request: FastifyRequest) => Promise<boolean>;
    now?: (() => Date) | undefined;
  },
) {
  return async (app: FastifyInstance) => {
    const { now } = options;
    const calendar = createSchedulingService({ db, calendars: config.calendars, now });
    const bookings = createBookingService({ db, config, company, emailDelivery: options.emailDelivery, now });
    const confirmations = createBookingConfirmService({ db, config, company, notices, now });
    const manage = createBookingManageService({ db, config, company, notices, now });
    const sync = createCalendarSyncService({ db, calendars: config.calendars, log: app.log });
    const feed = createBookingsFeedService({ db, config, company });

    registerEndpoint(app, listAvailability, schedulingSchemas.listAvailability, {
      handler: (request) => calendar.availability(request.query.date),
    });
    registerEndpoint(app, listCalendarEvents, schedulingSchemas.listCalendarEvents, {
      handler: (request) => calendar.events(request.query.date),
    });
    registerEndpoint(app, getCalendarIntegrations, schedulingSchemas.getCalendarIntegrations, {
      handler: () => calendar.integrations(),
    });
    registerEndpoint(app, bookAppointment, schedulingSchemas.bookAppointment, {
      config: perMinute(config.limits.publicFormsPerMinute),
      handler: async (request) => bookings.book(request.body, addressKey(request.ip), await options.isAdmin(request)),
    });
    registerEndpoint(app, confirmAppointment, schedulingSchemas.confirmAppointment, {
      config: perMinute(config.limits.publicFormsPerMinute),
      handler: (request) => confirmations.confirm(request.body.token),
    });
    registerEndpoint(app, confirmWalkThrough, schedulingSchemas.confirmWalkThrough, {
      handler: (request) => confirmations.confirmByOffice(request.params.id, currentUser(request).user.id),
    });
    // The walk-through's private manage link (decision 0048); the page's own form posts are in manage-page.routes.ts.
    registerEndpoint(app, getManagedWalkThrough, schedulingSchemas.getManagedWalkThrough, {
      handler: (request) => manage.get(request.params.token),
    });
    registerEndpoint(app, rescheduleWalkThrough, schedulingSchemas.rescheduleWalkThrough, {
      config: perMinute(config.limits.publicFormsPerMinute),
      handler: (request) => manage.reschedule(request.params.token, request.body),
    });
    registerEndpoint(app, cancelWalkThrough, schedulingSchemas.cancelWalkThrough, {
      config: perMinute(config.limits.publicFormsPerMinute),
      handler: (request) => manage.cancel(request.params.token, request.body.reason),
    });
    registerEndpoint(app, syncCalendars, schedulingSchemas.syncCalendars, {
      config: perMinute(config.limits.publicFormsPerMinute),
      handler: () => sync.sync(),
    });
    registerEndpoint(app, bookingsFeed, schedulingSchemas.bookingsFeed, {
      handler: async (request, reply) => {
        if (!feed.allows(request.params.file)) throw new AppError('NOT_FOUND', 'Not found');
        return reply
          .type('text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .header('x-robots-tag', 'noindex')
          .send(await feed.ics());
      },
    });
  };
}
