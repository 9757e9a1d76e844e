import type { FastifyInstance } from 'fastify';
import { getSystemHealth, getSystemLogs } from '#shared/contracts/system.endpoints.ts';
import { adminSystemSchemas } from '#shared/contracts/system.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { SystemService } from './system.service.ts';

export function systemRoutes(system: SystemService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getSystemHealth, adminSystemSchemas.getSystemHealth, {
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return system.health();
      },
    });
    registerEndpoint(app, getSystemLogs, adminSystemSchemas.getSystemLogs, {
      handler: (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return system.logs();
      },
    });
  };
}
