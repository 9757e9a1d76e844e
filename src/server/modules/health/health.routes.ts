import type { FastifyInstance } from 'fastify';
import { getHealth } from '#shared/contracts/health.endpoints.ts';
import { healthResponseSchema, healthSchemas } from '#shared/contracts/health.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { DatabaseHandle } from '../../db/client.ts';

const startedAt = Date.now();
const PING_TIMEOUT_MS = 2000;

export function healthRoutes(database: DatabaseHandle, version: string) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getHealth, healthSchemas.getHealth, {
      otherResponses: { 503: healthResponseSchema },
      handler: async (_request, reply) => {
        const reachable = await pingWithTimeout(database);
        const body = {
          status: reachable ? ('ok' as const) : ('degraded' as const),
          database: reachable ? ('reachable' as const) : ('unreachable' as const),
          databaseKind: database.kind,
          uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
          version,
        };
        reply.header('cache-control', 'no-store');
        // As every other answer while the database is away: when to ask again.
        if (!reachable) reply.header('retry-after', '5');
        return reply.status(reachable ? 200 : 503).send(body);
      },
    });
  };
}

async function pingWithTimeout(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.ping().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
