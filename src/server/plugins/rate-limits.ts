import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DatabaseHandle } from '../db/client.ts';
import { createRateLimitCountersRepository } from '../modules/security/rate-limit-counters.repository.ts';

/**
 * Per-address limits for public endpoints that write (quote requests, contact messages, bookings,
 * logins, tracking), so one client cannot flood the leads table or the company's inbox.
 *
 * Where the counters live follows the database (decision 0029): on PostgreSQL, which several
 * instances may share behind a load balancer, in the database, so a limit of 30 a minute is 30
 * across all of them; on the embedded database, which one process owns, in that process's memory.
 */
export async function registerRateLimits(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseStore(database) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
}

/** Route option: at most `max` requests per minute from one address. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** @fastify/rate-limit's store interface over the shared counters; each route counts under its own prefix. */
export function databaseStore(database: DatabaseHandle): FastifyRateLimitStoreCtor {
  const counters = createRateLimitCountersRepository(database.db);
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      counters.hit(`${prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child(routeOptions) {
      // The plugin hands each limited route's options over with the route itself as `routeInfo`.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return store(`${String(route?.method ?? '')} ${String(route?.url ?? '')}:`);
    },
  });
  return class DatabaseRateLimitStore {
    constructor() {
      return store('global:');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
