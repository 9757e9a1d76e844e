import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { ErrorBody } from '#shared/errors.ts';
import type { AppConfig } from '../config.ts';

/**
 * Seconds a refused client is asked to wait: a burst of requests drains in well under that, and the
 * event loop's figures are read again every second.
 */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
export const OVERLOAD_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';

/** How often under-pressure samples the event loop (and this plugin reads its figures). */
const SAMPLE_INTERVAL_MS = 500;
/**
 * The loop counts as overloaded only when every reading over this span is above a threshold: one stall
 * (a long query of the embedded database, the host pausing the process) lifts one reading, a queue of
 * work lifts them all.
 */
const SUSTAINED_MS = 2000;
/** A refusal is logged at most this often (with the count since), so an overload does not also flood the log. */
const LOG_EVERY_MS = 5000;
const HEALTH_ROUTE = '/api/health';

/**
 * Overload protection (decision 0031). An overloaded server answers 503 with Retry-After at once,
 * before any other hook runs (no session lookup, no body read, no database), rather than queueing
 * without bound. Two signals:
 * - requests in flight: counted from the moment the body has arrived (a slow upload costs no database
 *   time and must not let a few slow clients shut everyone out) until the answer is sent or the client
 *   has gone; at the cap, new requests are refused.
 * - the event loop, sampled by @fastify/under-pressure every half second: its mean delay or busy share
 *   above the threshold at every reading for 2 s (one stall is not an overload). Read from the moment
 *   the app is ready, so the start-up's migrations do not refuse the first requests.
 * Never refused: `/api/health` (it reports the database itself) and the server's own in-process calls
 * (the SSR plugin's `inject` of a page's data: the page was admitted already, and its data must follow).
 * Must be registered before every other hook.
 */
export async function registerOverload(app: FastifyInstance, limits: AppConfig['overload']): Promise<void> {
  const watchLoop = limits.maxEventLoopDelayMs > 0 || limits.maxEventLoopUtilization > 0;
  /** When the current run of readings above a threshold began; undefined while the loop keeps up. */
  let lagSince: number | undefined;
  if (watchLoop) {
    // No thresholds given to the plugin: it only samples, and the hook below decides (its own hook
    // would refuse on a single high sample, during start-up too, and answer in its own shape).
    await app.register(underPressure, { sampleInterval: SAMPLE_INTERVAL_MS, eventLoopUtilizationMode: 'interval' });
    const readLoop = () => {
      const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
      const high =
        (limits.maxEventLoopDelayMs > 0 && eventLoopDelay > limits.maxEventLoopDelayMs) ||
        (limits.maxEventLoopUtilization > 0 && eventLoopUtilized > limits.maxEventLoopUtilization);
      lagSince = high ? (lagSince ?? Date.now()) : undefined;
    };
    let reader: NodeJS.Timeout | undefined;
    // From the moment the app is ready: the start-up's migrations and route set-up are not an overload.
    app.addHook('onReady', async () => {
      reader = setInterval(readLoop, SAMPLE_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(reader));
  }

  let refused = 0;
  let loggedAt = 0;
  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    refused++;
    const now = Date.now();
    if (now - loggedAt >= LOG_EVERY_MS) {
      request.log.warn({ reason, refused }, 'overloaded: requests refused with 503');
      loggedAt = now;
      refused = 0;
    }
    const body: ErrorBody = { code: 'SERVICE_UNAVAILABLE', message: OVERLOAD_MESSAGE, requestId: request.id };
    return reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store').send(body);
  };

  const loopOverloaded = () => lagSince !== undefined && Date.now() - lagSince >= SUSTAINED_MS;

  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    if (loopOverloaded()) return refuse(request, reply, 'event loop lagging');
    if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) return refuse(request, reply, 'requests in flight');
  });
  app.addHook('preValidation', async (request, reply) => {
    if (limits.maxInFlight === 0 || exempt(request)) return;
    inFlight++;
    // 'close' follows the sent answer, or a client that hung up: emitted once either way.
    reply.raw.once('close', () => inFlight--);
  });
}

function exempt(request: FastifyRequest): boolean {
  return request.routeOptions.url === HEALTH_ROUTE || !(request.raw.socket instanceof Socket);
}
