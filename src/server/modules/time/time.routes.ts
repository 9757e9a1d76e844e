import type { FastifyInstance } from 'fastify';
import {
  clockIn,
  clockOut,
  createTimeEntry,
  endTrip,
  listMileageLogs,
  listTimeEntries,
  startTrip,
} from '#shared/contracts/time.endpoints.ts';
import { timeSchemas } from '#shared/contracts/time.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { createGeocoder, type Geocoder } from '../../integrations/geocoder.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { createTimeService } from './time.service.ts';

/**
 * The employee portal's time clock and drive-mode trips. The geocoder comes from the config
 * (GEOCODER_URL, GEOCODER_USER_AGENT) unless a test hands one in.
 */
export function timeRoutes(db: Database, config: Pick<AppConfig, 'geocoder'>, geocoder?: Geocoder) {
  return async (app: FastifyInstance) => {
    const time = createTimeService({
      db,
      geocoder: geocoder ?? createGeocoder({ url: config.geocoder.url, userAgent: config.geocoder.userAgent, log: app.log }),
    });
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
  };
}
