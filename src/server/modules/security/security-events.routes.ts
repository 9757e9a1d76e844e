import type { FastifyInstance } from 'fastify';
import { listSecurityEvents } from '#shared/contracts/security.endpoints.ts';
import { securitySchemas, type SecurityEvent } from '#shared/contracts/security.ts';
import { addDays, zonedInstant } from '#shared/domain/company-time.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { SecurityEvents } from './security-events.service.ts';

const DEFAULT_PAGE = 50;

/** Midnight of a Minnesota calendar day (YYYY-MM-DD), `days` later, as an instant. */
export function minnesotaMidnight(date: string, days = 0): Date {
  return zonedInstant(addDays(date, days));
}

/** The security log for admins. */
export function securityEventsRoutes(events: SecurityEvents) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listSecurityEvents, securitySchemas.listSecurityEvents, {
      handler: async (request) => {
        const q = request.query;
        const limit = q.limit ?? DEFAULT_PAGE;
        const rows = await events.list({
          types: q.type?.length ? q.type : undefined,
          userId: q.userId,
          userText: q.user || undefined,
          from: q.from ? minnesotaMidnight(q.from) : undefined,
          to: q.to ? minnesotaMidnight(q.to, 1) : undefined,
          beforeId: q.before,
          limit: limit + 1,
        });
        const page = rows.slice(0, limit);
        const result: SecurityEvent[] = page.map((row) => ({
          id: row.id,
          occurredAt: row.occurredAt.toISOString(),
          type: row.type,
          user: row.userId !== null && row.username !== null ? { id: row.userId, username: row.username } : null,
          actor: row.actorId !== null && row.actorUsername !== null ? { id: row.actorId, username: row.actorUsername } : null,
          identifier: row.identifier,
          ip: row.ip,
          userAgent: row.userAgent,
          requestId: row.requestId,
          detail: row.detail,
        }));
        return { events: result, nextBefore: rows.length > limit ? page.at(-1)!.id : null };
      },
    });
  };
}
