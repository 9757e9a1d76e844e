import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePostgresBinaries, startPostgresCluster, type PostgresCluster } from '#tests/support/postgres-cluster.ts';
import { startServerProcess, type ServerProcess } from '#tests/support/server-process.ts';

/** Longer than the pool's 5 s connection timeout: a request still open after this is a hang. */
const REQUEST_BOUND_MS = 10_000;
/** From the database answering again to the same server answering health 200. */
const RECOVERY_BOUND_MS = 15_000;
const OUTAGE_MS = 4000;
const WORKERS = 4;

const bin = requirePostgresBinaries();

/** A request of the steady traffic: pages and reads that need the database, and quote writes. */
type Kind = 'city-page' | 'city-api' | 'posts-api' | 'quote';
const KINDS: Kind[] = ['quote', 'city-api', 'posts-api', 'quote', 'city-page'];

interface Outcome {
  kind: Kind;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or why there was none. */
  status: number | 'timeout' | 'network';
  retryAfter: string | null;
  key?: string;
  leadId?: string;
}

const office = {
  companyName: 'Outage Dental',
  firstName: 'Ida',
  lastName: 'Berg',
  email: 'ida@outage.example',
  phone: '(952) 555-0199',
  facilityType: 'office',
  facilitySize: 'medium',
  squareFootage: 10000,
  frequency: 'Weekly',
  additionalServices: [],
};

const is2xx = (o: Outcome) => typeof o.status === 'number' && o.status >= 200 && o.status < 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!bin)('PostgreSQL stopped and started while traffic runs', () => {
  const run = randomBytes(4).toString('hex');
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let serverStartedAt: number;

  beforeAll(async () => {
    cluster = await startPostgresCluster(bin!);
    server = await startServerProcess({ DATABASE_URL: cluster.url, PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000' });
    serverStartedAt = Date.now();
  });
  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    await cluster?.destroy();
  });

  let sent = 0;
  function quoteBody(n: number) {
    return { ...office, squareFootage: 10000 + n };
  }

  async function send(kind: Kind): Promise<Outcome> {
    const n = sent++;
    const key = kind === 'quote' ? `outage-${run}-${n}` : undefined;
    const startedAt = Date.now();
    const init: RequestInit =
      kind === 'quote'
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key! },
            body: JSON.stringify(quoteBody(n)),
          }
        : {};
    const url = {
      'city-page': '/cities/edina',
      'city-api': '/api/cities/edina',
      'posts-api': '/api/blog/posts',
      quote: '/api/pricing-breakdown',
    }[kind];
    try {
      const res = await fetch(`${server.base}${url}`, { ...init, signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
      const body = await res.text();
      const leadId = kind === 'quote' && res.ok ? (JSON.parse(body) as { leadId: string }).leadId : undefined;
      return { kind, startedAt, endedAt: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after'), key, leadId };
    } catch (error) {
      const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      return { kind, startedAt, endedAt: Date.now(), status, retryAfter: null, key };
    }
  }

  /** Health's status (0: no answer: the process is gone) and the process's uptime. */
  async function health(): Promise<{ status: number; uptimeSeconds?: number }> {
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
      const body = (await res.json()) as { uptimeSeconds?: number };
      return { status: res.status, uptimeSeconds: body.uptimeSeconds };
    } catch {
      return { status: 0 };
    }
  }

  /**
   * Writes caught inside their transaction by the stop: the test takes the quote numbers' table lock,
   * so the quotes that arrive next wait in their transactions (on connections checked out of the
   * server's pool) until the stop ends every session. Answers how many were waiting.
   */
  async function holdQuoteNumbers(): Promise<{ waiting: number; release(): Promise<void> }> {
    const holder = new pg.Client({ connectionString: cluster.url });
    // The stop ends this session too: an unheard 'error' would end the test process.
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table number_sequences in exclusive mode');
    let waiting = 0;
    for (const deadline = Date.now() + 5000; waiting < 2 && Date.now() < deadline; await sleep(50)) {
      // Inside a transaction the activity view is read once; clear it to see the quotes that arrived since.
      await holder.query('select pg_stat_clear_snapshot()');
      const { rows } = await holder.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%number_sequences%'",
      );
      waiting = rows[0]!.n;
    }
    return { waiting, release: () => holder.end().catch(() => undefined) };
  }

  it('answers 503 with Retry-After meanwhile, never 500 or a hang, recovers in the same process and keeps every acknowledged quote once', async () => {
    const pid = server.child.pid;
    const outcomes: Outcome[] = [];
    let running = true;
    const workers = Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = w; running; i++) {
        outcomes.push(await send(KINDS[i % KINDS.length]!));
        // Steady, not flat out: the 503s come back at once and the machine is shared.
        await sleep(20);
      }
    });

    // Traffic flowing before the stop: every kind of request answered at least once.
    await expect.poll(() => KINDS.every((kind) => outcomes.some((o) => o.kind === kind && is2xx(o))), { timeout: 30_000 }).toBe(true);
    const inTransaction = await holdQuoteNumbers();
    const stopAt = Date.now();
    await cluster.stop();
    await inTransaction.release();
    // Health while PostgreSQL is down: it must say so.
    const healthDuring: number[] = [];
    while (Date.now() - stopAt < OUTAGE_MS) {
      healthDuring.push((await health()).status);
      await sleep(250);
    }
    const restartAt = Date.now();
    await cluster.start();
    const upAt = Date.now();
    let healthyAt: number | undefined;
    let uptimeAfter: number | undefined;
    while (healthyAt === undefined && Date.now() - upAt < RECOVERY_BOUND_MS) {
      const h = await health();
      if (h.status === 200) {
        healthyAt = Date.now();
        uptimeAfter = h.uptimeSeconds;
      } else await sleep(100);
    }
    // Traffic after the recovery, in the same process: every kind of request answered again.
    const recovered = healthyAt ?? upAt;
    await expect
      .poll(() => KINDS.every((kind) => outcomes.some((o) => o.kind === kind && o.startedAt >= recovered && is2xx(o))), {
        timeout: RECOVERY_BOUND_MS,
      })
      .toBe(true);
    running = false;
    await Promise.all(workers);

    const failures = outcomes.filter((o) => !is2xx(o) && !(o.status === 503 && o.retryAfter !== null && /^\d+$/.test(o.retryAfter)));
    const during = outcomes.filter((o) => o.startedAt >= stopAt && o.startedAt < upAt);
    const unavailable = outcomes.filter((o) => o.status === 503);
    const slowest = Math.max(...outcomes.map((o) => o.endedAt - o.startedAt));
    console.info(
      `postgres-outage: ${inTransaction.waiting} quotes inside their transactions at the stop; ` +
        `${outcomes.length} requests (${during.length} while down), ${unavailable.length} answered 503, ` +
        `${outcomes.filter((o) => o.status === 500).length} answered 500, ${failures.length} other failures; slowest ${slowest} ms; ` +
        `health 200 ${healthyAt === undefined ? 'never' : `${healthyAt - upAt} ms`} after the restart`,
    );

    expect(
      failures.map((o) => `${o.kind} ${o.status}`),
      server.log().slice(-3000),
    ).toEqual([]);
    expect(slowest).toBeLessThan(REQUEST_BOUND_MS);
    // The outage was real: the traffic and health both saw it, writes included.
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.some((o) => o.kind === 'quote')).toBe(true);
    expect(healthDuring).toContain(503);
    // Writes were inside their transactions when the database went away, and were refused, not lost.
    expect(inTransaction.waiting).toBeGreaterThanOrEqual(2);
    const caught = outcomes.filter((o) => o.kind === 'quote' && o.startedAt < stopAt && o.endedAt >= stopAt);
    expect(caught.length).toBeGreaterThanOrEqual(inTransaction.waiting);
    expect(caught.every((o) => o.status === 503)).toBe(true);
    expect(restartAt - stopAt).toBeGreaterThanOrEqual(OUTAGE_MS);
    // Before the stop and once health is back, everything succeeds.
    expect(outcomes.filter((o) => o.endedAt < stopAt).every(is2xx)).toBe(true);
    expect(outcomes.filter((o) => o.endedAt < stopAt).length).toBeGreaterThan(0);
    const after = outcomes.filter((o) => healthyAt !== undefined && o.startedAt > healthyAt);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((o) => !is2xx(o)).map((o) => `${o.kind} ${o.status}`)).toEqual([]);
    // Recovered in the same process: never exited, and its uptime spans the whole test.
    expect(healthyAt).toBeDefined();
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(uptimeAfter).toBeGreaterThanOrEqual(Math.floor((healthyAt! - serverStartedAt) / 1000));

    // A refused write is sent again with its key now that the database is back: it is stored once.
    const quotes = outcomes.filter((o) => o.kind === 'quote');
    const acknowledged = new Map<string, string>();
    for (const o of quotes) if (o.leadId) acknowledged.set(o.key!, o.leadId);
    const refused = quotes.filter((o) => !o.leadId);
    for (const o of refused) {
      const n = Number(o.key!.split('-').at(-1));
      const res = await fetch(`${server.base}/api/pricing-breakdown`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': o.key! },
        body: JSON.stringify(quoteBody(n)),
        signal: AbortSignal.timeout(REQUEST_BOUND_MS),
      });
      expect(res.status).toBe(200);
      acknowledged.set(o.key!, ((await res.json()) as { leadId: string }).leadId);
    }
    expect(acknowledged.size).toBe(quotes.length);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; id: string }>(
        'select idempotency_key as key, id from leads where idempotency_key like $1',
        [`pricing:outage-${run}-%`],
      );
      const stored = new Map<string, string[]>();
      for (const row of rows) stored.set(row.key, [...(stored.get(row.key) ?? []), row.id]);
      const missingOrDuplicated = [...acknowledged].filter(([key, id]) => stored.get(`pricing:${key}`)?.join() !== id);
      expect(missingOrDuplicated).toEqual([]);
      expect(rows.length).toBe(acknowledged.size);
      console.info(
        `postgres-outage: ${quotes.length} quotes sent, ${quotes.length - refused.length} acknowledged at once, ` +
          `${refused.length} refused and sent again, ${rows.length} leads stored for ${acknowledged.size} keys`,
      );
    } finally {
      await client.end();
    }
  });
});
