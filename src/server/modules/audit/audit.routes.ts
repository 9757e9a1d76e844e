import type { FastifyInstance } from 'fastify';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import { auditSchemas } from '#shared/contracts/audit.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { AuditService } from './audit.service.ts';

/** The history of one record, for the admin screens that show it. */
export function auditRoutes(audit: AuditService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listAuditEvents, auditSchemas.listAuditEvents, {
      handler: (request) => audit.trail(request.query.entity, request.query.entityId),
    });
  };
}
