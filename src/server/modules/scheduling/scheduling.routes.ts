import type { FastifyInstance } from 'fastify';
import { bookAppointment, getCalendarIntegrations, listAvailability, listCalendarEvents } from '#shared/contracts/scheduling.endpoints.ts';
import { schedulingSchemas } from '#shared/contracts/scheduling.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import { createBookingService } from './booking.service.ts';
import { createSchedulingService } from './scheduling.service.ts';

/**
 * The public scheduling page's calls (decision 0018). Booking writes a booking, a lead and two
 * e-mails, so it shares the quote forms' per-address limit; the reads are public and unlimited.
 */
export function schedulingRoutes(db: Database, config: AppConfig) {
  return async (app: FastifyInstance) => {
    const calendar = createSchedulingService({ db, calendars: config.calendars });
    const bookings = createBookingService({ db, config });

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
      handler: (request) => bookings.book(request.body),
    });
  };
}
