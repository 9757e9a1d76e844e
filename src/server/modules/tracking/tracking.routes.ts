import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, topPageSchema, trackingRequestSchema, visitorAnalyticsSchema, visitorStatsSchema } from '#shared/contracts/tracking.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { TrackingService } from './tracking.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };
/** A page view is a few hundred bytes; anything much bigger is not a tracker. */
const TRACKING_BODY_LIMIT = 4 * 1024;

export function trackingRoutes(tracking: TrackingService, eventsPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/visitor-tracking',
      {
        bodyLimit: TRACKING_BODY_LIMIT,
        config: { access: 'public', ...perMinute(eventsPerMinute) },
        schema: { body: trackingRequestSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await tracking.record(request.body, { userAgent: request.headers['user-agent'] ?? '', ip: request.ip });
        return reply.status(204).send(null);
      },
    );

    app.get('/api/admin/visitor-stats', { config: { access: 'admin' }, schema: { response: { 200: visitorStatsSchema, ...errors } } }, () =>
      tracking.stats(),
    );
    app.get(
      '/api/admin/visitor-analytics',
      { config: { access: 'admin' }, schema: { querystring: analyticsQuerySchema, response: { 200: visitorAnalyticsSchema, ...errors } } },
      (request) => tracking.analytics(request.query.period, request.query.year),
    );
    app.get(
      '/api/admin/top-pages',
      { config: { access: 'admin' }, schema: { querystring: analyticsQuerySchema, response: { 200: z.array(topPageSchema), ...errors } } },
      (request) => tracking.topPages(request.query.period),
    );
  };
}
