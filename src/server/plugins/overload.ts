import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { AppConfig } from '../config.ts';
import { requestIdOf } from '../http/request-id.ts';
import { AdmissionQueue } from './admission-queue.ts';
import { LoopLag } from './loop-lag.ts';
import { busyAnswer } from '../http/busy-answer.ts';

export { OVERLOAD_MESSAGE, OVERLOAD_RETRY_AFTER_SECONDS } from '../http/busy-answer.ts';

/** A refusal is logged at most this often (with the count since), so an overload does not also flood the log. */
const LOG_EVERY_MS = 5000;
const HEALTH_PATH = '/api/health';

/**
 * Overload protection (decision 0031, revised 2026-11-29). At most `maxInFlight` requests are handled
 * at once; more wait their turn in the gate's queue, and are answered 503 with Retry-After when that
 * queue stands (AdmissionQueue: the time requests wait behind others, never how busy the CPU is). A
 * client whose own requests are the only work is never refused, however heavy they are.
 * - Under a flood most requests wait where the queue cannot see them: in the sockets, for a loop busy
 *   with the work already admitted. So once the event loop's own delay stands over a target (LoopLag:
 *   no timer on time for a whole interval), the gate admits at most `loopLagPerTurn` (8) requests per turn of
 *   the loop and refuses the rest of a crowd; a request that is alone is always admitted.
 * - A request without a body takes its slot on Node's request event, before Fastify sees it: a refusal
 *   costs the HTTP parser and one writeHead, which matters when refusals are most of a flood.
 * - A request with a body takes its slot once the body is in (Fastify's preValidation): a slow upload
 *   costs no database time, and holding slots while bodies trickle in would let a few slow clients shut
 *   everyone out. While the queue stands it is refused at the gate like the rest.
 * - A page the browser navigates to is refused with an HTML page that reloads itself; calls get JSON.
 * Never queued nor refused: `/api/health` (it reports the database itself), the built browser files (a
 * page that was served must get its scripts and styles, or it breaks half-way), and the server's own
 * in-process calls (the SSR plugin's `inject` of a page's data never reaches the HTTP server).
 */
export class OverloadGate {
  private readonly queue: AdmissionQueue | undefined;
  private readonly loopLag: LoopLag | undefined;
  private readonly loopLagIntervalMs: number;
  /** The latest request seen at the gate: when, and on which connection. */
  private lastArrival: { at: number; socket: IncomingMessage['socket'] | undefined } = { at: -Infinity, socket: undefined };
  /** Requests that took their slot at the gate; the rest take it after their body. */
  private readonly admittedAtGate = new WeakSet<IncomingMessage>();
  private staticPaths: ReadonlySet<string> = new Set();
  private refusedSinceLog = 0;
  private loggedAt = 0;
  private log: FastifyBaseLogger | undefined;

  constructor(limits: AppConfig['overload']) {
    this.queue =
      limits.maxInFlight > 0
        ? new AdmissionQueue({ maxActive: limits.maxInFlight, targetMs: limits.queueTargetMs, intervalMs: limits.queueIntervalMs })
        : undefined;
    this.loopLagIntervalMs = limits.loopLagIntervalMs;
    this.loopLag =
      limits.maxInFlight > 0
        ? new LoopLag({ targetMs: limits.loopLagTargetMs, intervalMs: limits.loopLagIntervalMs, perTurn: limits.loopLagPerTurn })
        : undefined;
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
    const server = http.createServer(options.http ?? {}, (req, res) => this.arrive(req, res, handler));
    // What Fastify sets on the server it makes itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };

  /** The built browser files' URL paths: never queued nor refused. */
  exemptStaticFiles(paths: ReadonlySet<string>): void {
    this.staticPaths = paths;
  }

  /** Wires the gate to the app: slots for requests with a body, the log. */
  register(app: FastifyInstance): void {
    this.log = app.log;
    const queue = this.queue;
    if (!queue) return;
    this.loopLag?.start();
    app.addHook('onClose', async () => this.loopLag?.stop());
    app.addHook('preValidation', async (request, reply) => {
      if (inProcess(request) || this.admittedAtGate.has(request.raw) || this.exempt(request.raw)) return;
      const admitted = await new Promise<boolean>((resolve) => queue.offer({ admit: () => resolve(true), refuse: () => resolve(false) }));
      if (admitted) {
        // 'close' follows the sent answer, or a client that hung up: emitted once either way.
        this.releaseOnClose(reply.raw, queue);
        return;
      }
      this.logRefusal(request.id);
      const answer = busyAnswer(request.raw, request.id);
      // Fastify sets the length itself (compression may change it).
      const { 'content-length': _length, ...headers } = answer.headers;
      return reply.code(503).headers(headers).send(answer.body);
    });
  }

  private arrive(req: IncomingMessage, res: ServerResponse, handler: (req: IncomingMessage, res: ServerResponse) => void) {
    const queue = this.queue;
    if (!queue || this.exempt(req)) return handler(req, res);
    if (hasBody(req)) {
      // Its slot is taken once the body is in; while the queue stands it is refused here, at no cost.
      if (queue.standing() || this.loopRefuses(req, queue)) return this.refuse(req, res);
      return handler(req, res);
    }
    if (this.loopRefuses(req, queue)) return this.refuse(req, res);
    if (queue.tryAdmit()) return this.handle(req, res, handler, queue);
    queue.offer({
      admit: () => {
        // A client that hung up while waiting gets nothing: its slot goes to the next in line.
        if (res.destroyed || req.socket.destroyed) return queue.release();
        this.handle(req, res, handler, queue);
      },
      refuse: () => this.refuse(req, res),
    });
  }

  /** An admitted request, in its slot until it is answered. */
  private handle(
    req: IncomingMessage,
    res: ServerResponse,
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    queue: AdmissionQueue,
  ) {
    this.admittedAtGate.add(req);
    handler(req, res);
    // An answer written at once (a cached page from the fast lane, decision 0057) frees its slot now, with
    // no listener to add; the rest when their response closes.
    if (res.writableEnded) queue.release();
    else this.releaseOnClose(res, queue);
  }

  /**
   * The loop-lag rule (LoopLag): once the loop has been late for a whole interval, at most
   * `loopLagPerTurn` requests are admitted per turn of the loop, and the rest of a crowd is refused. Alone means nothing else is being handled or waits, and no other connection sent a
   * request within the interval (the embedded database answers a request within a turn or two of the
   * loop, so a flood's requests are seldom in flight together, but they keep arriving). A client with
   * one request in flight at a time, on its connection, is never refused by this rule.
   */
  private loopRefuses(req: IncomingMessage, queue: AdmissionQueue): boolean {
    const now = performance.now();
    const alone =
      queue.handling === 0 &&
      queue.queued === 0 &&
      (this.lastArrival.socket === req.socket || now - this.lastArrival.at > this.loopLagIntervalMs);
    this.lastArrival = { at: now, socket: req.socket };
    return !this.loopLag!.admit(alone);
  }

  private releaseOnClose(res: ServerResponse, queue: AdmissionQueue) {
    res.once('close', () => queue.release());
  }

  private exempt(req: IncomingMessage): boolean {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path === HEALTH_PATH) return true;
    return (req.method === 'GET' || req.method === 'HEAD') && this.staticPaths.has(path);
  }

  /** Answers 503 itself, before Fastify. */
  private refuse(req: IncomingMessage, res: ServerResponse) {
    if (res.destroyed || res.headersSent) return;
    const requestId = requestIdOf(req);
    this.logRefusal(requestId);
    const answer = busyAnswer(req, requestId);
    res.writeHead(503, answer.headers);
    // An unread body is discarded by Node once the answer is sent, and the connection stays usable.
    res.end(answer.body);
  }

  private logRefusal(requestId: string) {
    this.refusedSinceLog++;
    const now = Date.now();
    if (now - this.loggedAt < LOG_EVERY_MS) return;
    this.log?.warn(
      { refused: this.refusedSinceLog, handling: this.queue?.handling, queued: this.queue?.queued, reqId: requestId },
      'overloaded: requests waited too long and were refused with 503',
    );
    this.loggedAt = now;
    this.refusedSinceLog = 0;
  }
}

/** The server's own calls (`app.inject`) have no client socket. */
function inProcess(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}

/** A request whose body is still to come: its slot is taken once the body is in. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}
