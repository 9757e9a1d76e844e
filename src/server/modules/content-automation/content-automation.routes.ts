import type { FastifyInstance } from 'fastify';
import { getContentStatus, getRssStatus, runRssAggregation } from '#shared/contracts/content-automation.endpoints.ts';
import { contentAutomationSchemas } from '#shared/contracts/content-automation.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { ContentAutomationService } from './content-automation.service.ts';

/**
 * RSS status and aggregation, and the content status (decision 0025). The service and its aggregator are
 * built once in app.ts; the 6-hourly run is a background job (`jobs/background-jobs.ts`).
 */
export function contentAutomationRoutes(automation: ContentAutomationService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getRssStatus, contentAutomationSchemas.getRssStatus, { handler: () => automation.rssStatus() });
    registerEndpoint(app, runRssAggregation, contentAutomationSchemas.runRssAggregation, {
      handler: (request) => automation.aggregate(String(currentUser(request).user.id)),
    });
    registerEndpoint(app, getContentStatus, contentAutomationSchemas.getContentStatus, { handler: () => automation.contentStatus() });
  };
}
