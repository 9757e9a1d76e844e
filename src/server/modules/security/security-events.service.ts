import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  createSecurityEventsRepository,
  type NewSecurityEvent,
  type SecurityEventFilter,
  type SecurityEventType,
} from './security-events.repository.ts';

/** Where a request came from, as an event records it. */
export interface RequestOrigin {
  ip: string;
  userAgent?: string | undefined;
  requestId?: string | undefined;
}

export interface SecurityEventInput {
  type: SecurityEventType;
  userId?: number | null | undefined;
  actorId?: number | null | undefined;
  /** The name typed at sign-in; kept short, never a password. */
  identifier?: string | undefined;
  origin?: RequestOrigin | undefined;
  detail?: Record<string, string | number | boolean | null> | undefined;
}

/** Events a caller can cause over and over (throttled sign-ins, 403s): repeats within 15 minutes are counted, not stored again. */
const REPEATABLE = new Set<SecurityEventType>(['sign-in.throttled', 'access.denied']);
const REPEAT_WINDOW_MS = 15 * 60_000;

const clip = (text: string | undefined, max: number) => (text === undefined ? null : text.slice(0, max));

/** The origin of a Fastify request. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined, requestId: request.id };
}

/**
 * Security events: written to the database for admins (the security log) and to
 * the structured log. Recording never fails the request it describes: a failed
 * write is logged and the request goes on.
 */
export function createSecurityEvents(db: Database, log: FastifyBaseLogger) {
  const repo = createSecurityEventsRepository(db);
  return {
    async record(event: SecurityEventInput): Promise<void> {
      const row: NewSecurityEvent = {
        type: event.type,
        userId: event.userId ?? null,
        actorId: event.actorId ?? null,
        identifier: clip(event.identifier?.trim(), 100),
        ip: clip(event.origin?.ip, 64),
        userAgent: clip(event.origin?.userAgent, 300),
        requestId: clip(event.origin?.requestId, 64),
        detail: event.detail ?? {},
      };
      log.info({ securityEvent: { ...row, userAgent: undefined } }, `security event ${event.type}`);
      try {
        // Refusals an outsider can repeat at will are counted on one row per quarter hour, not one row each.
        const counted = REPEATABLE.has(event.type) && (await repo.countRepeat(row, new Date(Date.now() - REPEAT_WINDOW_MS)));
        if (!counted) await repo.insert(row);
      } catch (error) {
        log.error({ err: error, securityEventType: event.type }, 'security event not stored');
      }
    },

    list(filter: SecurityEventFilter) {
      return repo.list(filter);
    },
  };
}

export type SecurityEvents = ReturnType<typeof createSecurityEvents>;
