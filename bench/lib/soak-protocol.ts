/** The messages between the soak's orchestrator (bench/soak.ts) and its load generator (soak-traffic.ts). */
import type { Signer, SoakRoute } from './soak-mix.ts';

/** Orchestrator -> generator: run one phase. */
export interface PhaseOrder {
  phase: 'steady' | 'overload';
  baseUrl: string;
  tokens: Record<Signer, string>;
  routes: SoakRoute[];
  /** Requests per second, sent on a fixed schedule. */
  rate: number;
  seconds: number;
  /** Report every this many seconds (steady phase); 0: no windows. */
  windowSeconds: number;
  /**
   * Kept-alive connections the generator sends over, all opened before the phase starts: the pool a
   * reverse proxy holds to the server (decision 0031: new connections are not where a flood is met).
   */
  poolSockets: number;
  seed: number;
}

/** One route's answers: latency in ms from sending to the last byte; errors by status or failure. */
export interface RouteFigures {
  route: string;
  n: number;
  p50: number;
  p99: number;
  max: number;
  errors: Record<string, number>;
}

export interface WindowReport {
  index: number;
  /** The phase's last window, closed once every answer was in. */
  final: boolean;
  elapsedSeconds: number;
  sent: number;
  /** Answers received in the window, per route. */
  routes: RouteFigures[];
  /** How late the generator sent, p99 (ms): large values mean the generator, not the server, fell behind. */
  lateP99Ms: number;
  inFlight: number;
}

export interface OverloadReport {
  /** Answers by status, failures by name ('timeout', 'ECONNRESET'). */
  statuses: Record<string, number>;
  refused: number;
  refusedP50Ms: number;
  refusedP99Ms: number;
  refusedWithoutRetryAfter: number;
  served: number;
  servedP50Ms: number;
  servedP99Ms: number;
  /** How late the generator sent its requests (p99): high means the generator, not the server, was the queue. */
  lateP99Ms: number;
  /** By the second the requests were sent in: whether the queue settles or keeps growing. */
  bySecond: BurstSecond[];
}

export interface BurstSecond {
  /** Seconds since the burst began. */
  second: number;
  refused: number;
  served: number;
  /** Failures to answer and 5xx other than 503. */
  failed: number;
  /** p99 of every answer to requests sent in this second, ms. */
  p99Ms: number;
}

/** Generator -> orchestrator. */
export type TrafficMessage =
  | { type: 'window'; window: WindowReport }
  | { type: 'steady-done'; routes: RouteFigures[] }
  | { type: 'overload-done'; report: OverloadReport };
