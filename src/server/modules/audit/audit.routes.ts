import type { FastifyInstance } from 'fastify';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import { auditSchemas, type AuditEvent } from '#shared/contracts/audit.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { createAuditRepository } from './audit.repository.ts';

/** The history of one record, for the admin screens that show it. */
export function auditRoutes(db: Database) {
  const audit = createAuditRepository(db);
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listAuditEvents, auditSchemas.listAuditEvents, {
      handler: async (request) => {
        const rows = await audit.listFor(request.query.entity, request.query.entityId);
        return rows.map(({ event, username }): AuditEvent => ({
          id: event.id,
          occurredAt: event.occurredAt.toISOString(),
          actorUser: event.actorId !== null && username !== null ? { id: event.actorId, username } : null,
          actor: event.actor,
          entity: event.entity,
          entityId: event.entityId,
          action: event.action,
          before: event.before ?? null,
          after: event.after ?? null,
        }));
      },
    });
  };
}
