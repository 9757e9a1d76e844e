import type { FastifyInstance } from 'fastify';
import { getContentRun, listContentRuns } from '#shared/contracts/content-runs.endpoints.ts';
import { contentRunsSchemas } from '#shared/contracts/content-runs.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { ContentRunsService } from './content-runs.service.ts';

export function contentRunsRoutes(runs: ContentRunsService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getContentRun, contentRunsSchemas.getContentRun, { handler: (request) => runs.get(request.params.id) });
    registerEndpoint(app, listContentRuns, contentRunsSchemas.listContentRuns, { handler: (request) => runs.list(request.query.kind) });
  };
}
