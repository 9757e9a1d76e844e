import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';

/**
 * Per-address limits for public endpoints that write (quote requests, window
 * requests), so one client cannot flood the leads table or the company's inbox.
 * Counters are per instance: behind a load balancer the effective limit is
 * this times the number of instances, which is fine for abuse control (sign-in
 * limits, which must be exact, live in the database instead).
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
}

/** Route option: at most `max` requests per minute from one address. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
