/**
 * The soak's load generator, run as its own process (forked by bench/soak.ts) so its work never
 * shares an event loop with the orchestrator's reporting. Open loop: requests leave on a fixed
 * schedule whether or not earlier ones have been answered, as independent visitors do.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { generator } from './seeded-random.ts';
import { percentile, soakRequest, VISITORS, type Signer, type SoakRoute } from './soak-mix.ts';
import type { BurstSecond, OverloadReport, PhaseOrder, RouteFigures, TrafficMessage, WindowReport } from './soak-protocol.ts';

const REQUEST_TIMEOUT_MS = 10_000;
/** How long a phase's last answers are waited for once its schedule is over. */
const DRAIN_MS = REQUEST_TIMEOUT_MS + 1000;

const send = (message: TrafficMessage) => process.send?.(message);

interface Outcome {
  route: string;
  /** The HTTP status, or the client-side failure ('timeout', 'ECONNRESET', ...). */
  status: string;
  ms: number;
  retryAfter?: string | undefined;
}

class Figures {
  private latencies = new Map<string, number[]>();
  private failures = new Map<string, Map<string, number>>();
  add(o: Outcome, isError: boolean) {
    let list = this.latencies.get(o.route);
    if (!list) this.latencies.set(o.route, (list = []));
    list.push(o.ms);
    if (isError) {
      let byStatus = this.failures.get(o.route);
      if (!byStatus) this.failures.set(o.route, (byStatus = new Map()));
      byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    }
  }
  routes(): RouteFigures[] {
    return [...this.latencies].map(([route, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const errors = Object.fromEntries(this.failures.get(route) ?? []);
      return {
        route,
        n: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? 0,
        errors,
      };
    });
  }
}

/** Steady traffic: any answer other than 2xx/3xx, and any failure to answer, is an error. */
const isError = (status: string) => !/^[23]\d\d$/.test(status);

function fire(baseUrl: URL, agent: http.Agent, route: SoakRoute, visitor: number, tokens: Record<Signer, string>): Promise<Outcome> {
  const r = soakRequest(route, visitor, tokens);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: string, retryAfter?: string) => {
      if (settled) return;
      settled = true;
      resolve({ route: route.name, status, ms: performance.now() - started, retryAfter });
    };
    const req = http.request(
      { host: baseUrl.hostname, port: baseUrl.port, method: r.method, path: r.path, headers: r.headers, agent },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => done(String(res.statusCode), res.headers['retry-after']));
        res.on('error', (e: NodeJS.ErrnoException) => done(e.code ?? 'response error'));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
    req.end(r.body);
  });
}

/**
 * Sends `rate` requests a second for `seconds` over the pool, drawn from the routes by weight; calls
 * `onWindow` with the window's figures every `windowSeconds` (and for the last, shorter one once every
 * answer is in). Returns the p99 of how late requests left (the whole phase).
 */
async function runPhase(
  order: PhaseOrder,
  agent: http.Agent,
  onOutcome: (o: Outcome) => void,
  onWindow?: (w: WindowReport) => void,
): Promise<number> {
  const baseUrl = new URL(order.baseUrl);
  const random = generator(order.seed);
  const total = order.routes.reduce((sum, r) => sum + r.weight, 0);
  const pickRoute = () => {
    let x = random.next() * total;
    for (const r of order.routes) if ((x -= r.weight) < 0) return r;
    return order.routes[order.routes.length - 1]!;
  };
  const intervalMs = 1000 / order.rate;
  const count = Math.round(order.rate * order.seconds);
  const start = performance.now();
  let window = new Figures();
  let windowIndex = 0;
  let sentInWindow = 0;
  let late: number[] = [];
  const allLate: number[] = [];
  /** Requests sent and not yet answered: their route and when they left. */
  const pending = new Map<Promise<unknown>, { route: string; started: number }>();

  const closeWindow = (final: boolean) => {
    const sortedLate = late.sort((a, b) => a - b);
    onWindow?.({
      index: windowIndex,
      final,
      elapsedSeconds: (performance.now() - start) / 1000,
      sent: sentInWindow,
      routes: window.routes(),
      lateP99Ms: percentile(sortedLate, 99),
      inFlight: pending.size,
    });
    windowIndex++;
    window = new Figures();
    sentInWindow = 0;
    late = [];
  };

  let i = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (i < count && start + i * intervalMs <= now) {
        late.push(now - (start + i * intervalMs));
        allLate.push(now - (start + i * intervalMs));
        const visitor = (i * 7919) % VISITORS;
        const route = pickRoute();
        const p: Promise<void> = fire(baseUrl, agent, route, visitor, order.tokens).then((o) => {
          if (!pending.delete(p)) return; // counted as unanswered already
          window.add(o, isError(o.status));
          onOutcome(o);
        });
        pending.set(p, { route: route.name, started: performance.now() });
        sentInWindow++;
        i++;
      }
      if (order.windowSeconds && now - start >= (windowIndex + 1) * order.windowSeconds * 1000 && i < count) closeWindow(false);
      if (i >= count) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 1);
  });
  let drained: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(pending.keys()), new Promise((resolve) => (drained = setTimeout(resolve, DRAIN_MS)))]);
  clearTimeout(drained);
  // Still waiting after the drain: each an error of its route (the server may be holding them in a queue).
  for (const [p, { route, started }] of pending) {
    pending.delete(p);
    const o = { route, status: 'unanswered', ms: performance.now() - started };
    window.add(o, true);
    onOutcome(o);
  }
  if (order.windowSeconds) closeWindow(true);
  return percentile(
    allLate.sort((a, b) => a - b),
    99,
  );
}

/**
 * Opens every connection of the pool before the schedule starts, as a proxy's pool to the server is
 * open before a flood reaches it: one health request per connection, all at once.
 */
async function openPool(order: PhaseOrder): Promise<http.Agent> {
  const baseUrl = new URL(order.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: order.poolSockets });
  await Promise.all(
    Array.from(
      { length: order.poolSockets },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get({ host: baseUrl.hostname, port: baseUrl.port, path: '/api/health', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          });
          req.on('error', reject);
        }),
    ),
  );
  return agent;
}

process.on('message', (message: PhaseOrder) => {
  void (async () => {
    const agent = await openPool(message);
    if (message.phase === 'steady') {
      const whole = new Figures();
      await runPhase(
        message,
        agent,
        (o) => whole.add(o, isError(o.status)),
        (w) => send({ type: 'window', window: w }),
      );
      agent.destroy();
      send({ type: 'steady-done', routes: whole.routes() });
      return;
    }
    const statuses: Record<string, number> = {};
    const refused: number[] = [];
    const served: number[] = [];
    let refusedWithoutRetryAfter = 0;
    const seconds: Array<{ refused: number; served: number; failed: number; ms: number[] }> = [];
    const began = performance.now();
    const lateP99Ms = await runPhase(message, agent, (o) => {
      statuses[o.status] = (statuses[o.status] ?? 0) + 1;
      const sentIn = Math.max(0, Math.floor((performance.now() - o.ms - began) / 1000));
      const second = (seconds[sentIn] ??= { refused: 0, served: 0, failed: 0, ms: [] });
      second.ms.push(o.ms);
      if (o.status === '503') {
        refused.push(o.ms);
        second.refused++;
        if (!o.retryAfter) refusedWithoutRetryAfter++;
      } else if (/^[23]\d\d$/.test(o.status)) {
        served.push(o.ms);
        second.served++;
      } else second.failed++;
    });
    const bySecond: BurstSecond[] = [...seconds.entries()].map(([second, s = { refused: 0, served: 0, failed: 0, ms: [] }]) => ({
      second,
      refused: s.refused,
      served: s.served,
      failed: s.failed,
      p99Ms: percentile(
        s.ms.sort((a, b) => a - b),
        99,
      ),
    }));
    agent.destroy();
    refused.sort((a, b) => a - b);
    served.sort((a, b) => a - b);
    const report: OverloadReport = {
      statuses,
      refused: refused.length,
      refusedP50Ms: percentile(refused, 50),
      refusedP99Ms: percentile(refused, 99),
      refusedWithoutRetryAfter,
      served: served.length,
      servedP50Ms: percentile(served, 50),
      servedP99Ms: percentile(served, 99),
      lateP99Ms,
      bySecond,
    };
    send({ type: 'overload-done', report });
  })();
});
