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
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import { addressKey } from '../accounts/address-key.ts';
import type { SchedulingServices } from './scheduling-services.ts';

/**
 * The public scheduling page's calls (decisions 0018, 0034). Booking holds a slot and e-mails a
 * confirmation link, confirming makes the lead and two e-mails: both share the quote forms'
 * per-address limit per minute, and booking has its per-day limits too; the reads are public and unlimited.
 * Sync is public too (the page's Sync Calendars button) but limited per address and coalesced; the
 * bookings' feed is guarded by its secret address.
 */
export function schedulingRoutes(
  { calendar, bookings, confirmations, manage, sync, feed }: SchedulingServices,
  options: {
    /** Whether the request carries a live admin session (an admin may choose a visit's length). */
    isAdmin: (request: FastifyRequest) => Promise<boolean>;
    /** The public forms' per-address limit per minute (PUBLIC_FORM_RATE_LIMIT_PER_MINUTE). */
    formsPerMinute: number;
  },
) {
  return async (app: FastifyInstance) => {
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
      config: perMinute(options.formsPerMinute),
      handler: async (request) => bookings.book(request.body, addressKey(request.ip), await options.isAdmin(request)),
    });
    registerEndpoint(app, confirmAppointment, schedulingSchemas.confirmAppointment, {
      config: perMinute(options.formsPerMinute),
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
      config: perMinute(options.formsPerMinute),
      handler: (request) => manage.reschedule(request.params.token, request.body),
    });
    registerEndpoint(app, cancelWalkThrough, schedulingSchemas.cancelWalkThrough, {
      config: perMinute(options.formsPerMinute),
      handler: (request) => manage.cancel(request.params.token, request.body.reason),
    });
    registerEndpoint(app, syncCalendars, schedulingSchemas.syncCalendars, {
      config: perMinute(options.formsPerMinute),
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
