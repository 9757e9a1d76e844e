import type { FastifyInstance } from 'fastify';
import { getTopPages, getVisitorAnalytics, getVisitorStats, recordVisit } from '#shared/contracts/tracking.endpoints.ts';
import { trackingSchemas } from '#shared/contracts/tracking.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { TrackingService } from './tracking.service.ts';

/** A page view is a few hundred bytes; anything much bigger is not a tracker. */
const TRACKING_BODY_LIMIT = 4 * 1024;

export function trackingRoutes(tracking: TrackingService, eventsPerMinute: number) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, recordVisit, trackingSchemas.recordVisit, {
      bodyLimit: TRACKING_BODY_LIMIT,
      config: perMinute(eventsPerMinute),
      handler: async (request) => {
        await tracking.record(request.body, { userAgent: request.headers['user-agent'] ?? '', ip: request.ip });
      },
    });
    registerEndpoint(app, getVisitorStats, trackingSchemas.getVisitorStats, { handler: () => tracking.stats() });
    registerEndpoint(app, getVisitorAnalytics, trackingSchemas.getVisitorAnalytics, {
      handler: (request) => tracking.analytics(request.query.period, request.query.year),
    });
    registerEndpoint(app, getTopPages, trackingSchemas.getTopPages, { handler: (request) => tracking.topPages(request.query.period) });
  };
}
