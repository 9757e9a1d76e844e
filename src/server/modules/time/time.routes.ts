import type { FastifyInstance } from 'fastify';
import {
  clockIn,
  clockOut,
  createTimeEntry,
  endTrip,
  listLocations,
  listMileageLogs,
  listTimeEntries,
  startTrip,
} from '#shared/contracts/time.endpoints.ts';
import { timeSchemas } from '#shared/contracts/time.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { LocationsService } from './locations.service.ts';
import type { TimeService } from './time.service.ts';

/**
 * The employee portal's time clock, drive-mode trips and stored locations. The geocoder is the app's
 * one (shared with the location of new sites, so both keep to the service's one call a second).
 */
export function timeRoutes({ time, locations }: { time: TimeService; locations: LocationsService }) {
  return async (app: FastifyInstance) => {
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

    registerEndpoint(app, listTimeEntries, timeSchemas.listTimeEntries, {
      handler: (request) => time.overview(me(request)),
    });
    registerEndpoint(app, clockIn, timeSchemas.clockIn, {
      handler: (request) => time.clockIn(me(request), request.body),
    });
    registerEndpoint(app, clockOut, timeSchemas.clockOut, {
      handler: (request) => time.clockOut(me(request), request.body),
    });
    registerEndpoint(app, createTimeEntry, timeSchemas.createTimeEntry, {
      handler: (request) => time.createManual(me(request), request.body),
    });
    registerEndpoint(app, listMileageLogs, timeSchemas.listMileageLogs, {
      handler: (request) => time.mileageWeek(me(request), request.query.week),
    });
    registerEndpoint(app, startTrip, timeSchemas.startTrip, {
      handler: (request) => time.startTrip(me(request), request.body),
    });
    registerEndpoint(app, endTrip, timeSchemas.endTrip, {
      handler: (request) => time.endTrip(me(request), request.params.id, request.body),
    });
    // Whose locations: the session's employee, never an id from the request.
    registerEndpoint(app, listLocations, timeSchemas.listLocations, {
      handler: (request) => locations.ofEmployee(me(request), request.query.limit, request.query.before),
    });
  };
}
