import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { ErrorBody } from '#shared/errors.ts';
import type { AppConfig } from '../config.ts';
import { requestIdOf } from '../http/request-id.ts';
import { sampleEventLoop } from './event-loop-sampler.ts';
import { LoadShedder } from './load-shedder.ts';

/**
 * Seconds a refused client is asked to wait: a burst of requests drains in well under that, and the
 * event loop has been read eight times since.
 */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
export const OVERLOAD_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';

/** How often the event loop is read; the refused share moves once per reading. */
const SAMPLE_INTERVAL_MS = 250;
/** A refusal is logged at most this often (with the count since), so an overload does not also flood the log. */
const LOG_EVERY_MS = 5000;
const HEALTH_PATH = '/api/health';

/**
 * Overload protection (decision 0031). An overloaded server answers 503 with Retry-After at once,
 * rather than queueing without bound. Two signals:
 * - requests in flight: counted from the moment the body has arrived (a slow upload costs no database
 *   time and must not let a few slow clients shut everyone out) until the answer is sent or the client
 *   has gone; at the cap, new requests are refused.
 * - the event loop, read every 250 ms: while its median delay or busy share stays above its threshold, a
 *   growing share of new requests is refused, shrinking again once the loop keeps up (LoadShedder).
 *   Read from the moment the app is ready, so the start-up's migrations do not refuse the first requests.
 * The refusal is made on Node's request event, before Fastify sees the request (no routing, no hooks,
 * no request object, no session, no body read, no database): under overload the refusals themselves
 * are most of the traffic, and each must cost the loop as little as possible.
 * Never refused: `/api/health` (it reports the database itself) and the server's own in-process calls
 * (the SSR plugin's `inject` of a page's data never reaches the HTTP server: the page was admitted
 * already, and its data must follow).
 */
export class OverloadGate {
  private readonly shedder: LoadShedder;
  private inFlight = 0;
  private refusedSinceLog = 0;
  private loggedAt = 0;
  private log: FastifyBaseLogger | undefined;

  constructor(private readonly limits: AppConfig['overload']) {
    this.shedder = new LoadShedder({ maxDelayMs: limits.maxEventLoopDelayMs, maxUtilization: limits.maxEventLoopUtilization });
  }

  /** Fastify's HTTP/1 server, with the gate in front of Fastify's own handler. */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    // Fastify's options after its defaults are applied.
    const options = fastifyOptions as {
      http?: http.ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
    };
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!this.refused(req, res)) handler(req, res);
    });
    // What Fastify sets on the server it makes itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };

  /** Wires the gate to the app: the loop's readings while it is up, the in-flight count, the log. */
  register(app: FastifyInstance): void {
    this.log = app.log;
    if (this.limits.maxEventLoopDelayMs > 0 || this.limits.maxEventLoopUtilization > 0) {
      let stop: (() => void) | undefined;
      app.addHook('onReady', async () => {
        stop = sampleEventLoop(SAMPLE_INTERVAL_MS, (reading) => this.shedder.read(reading));
      });
      app.addHook('onClose', async () => stop?.());
    }
    if (this.limits.maxInFlight === 0) return;
    app.addHook('preValidation', async (request, reply) => {
      if (inProcess(request)) return;
      this.inFlight++;
      // 'close' follows the sent answer, or a client that hung up: emitted once either way.
      reply.raw.once('close', () => this.inFlight--);
    });
  }

  /** Answers 503 itself and returns true when the request is refused. */
  private refused(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (url === HEALTH_PATH || url.startsWith(`${HEALTH_PATH}?`)) return false;
    let reason: string;
    if (this.shedder.refuseNext()) reason = 'event loop lagging';
    else if (this.limits.maxInFlight > 0 && this.inFlight >= this.limits.maxInFlight) reason = 'requests in flight';
    else return false;

    const requestId = requestIdOf(req);
    this.logRefusal(reason, requestId);
    const body: ErrorBody = { code: 'SERVICE_UNAVAILABLE', message: OVERLOAD_MESSAGE, requestId };
    const json = JSON.stringify(body);
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-request-id': requestId,
    });
    // An unread body is discarded by Node once the answer is sent, and the connection stays usable.
    res.end(json);
    return true;
  }

  private logRefusal(reason: string, requestId: string) {
    this.refusedSinceLog++;
    const now = Date.now();
    if (now - this.loggedAt < LOG_EVERY_MS) return;
    this.log?.warn(
      { reason, refused: this.refusedSinceLog, refusedShare: this.shedder.share, reqId: requestId },
      'overloaded: requests refused with 503',
    );
    this.loggedAt = now;
    this.refusedSinceLog = 0;
  }
}

/** The server's own calls (`app.inject`) have no client socket. */
function inProcess(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}
