import type { FastifyInstance } from 'fastify';
import { getRssStatus, runRssAggregation } from '#shared/contracts/content-automation.endpoints.ts';
import { contentAutomationSchemas } from '#shared/contracts/content-automation.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { ContentAutomationService } from './content-automation.service.ts';

export function contentAutomationRoutes(automation: ContentAutomationService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getRssStatus, contentAutomationSchemas.getRssStatus, { handler: () => automation.rssStatus() });
    registerEndpoint(app, runRssAggregation, contentAutomationSchemas.runRssAggregation, { handler: () => automation.aggregate() });
  };
}
