import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { leads } from '#server/db/schema/index.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { testConfig } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

// Decision 0031: the answer a refused request gets.
const BUSY = { code: 'SERVICE_UNAVAILABLE', message: 'The server is busy right now. Please try again in a few seconds.' };
const RETRY_AFTER = '2';

const QUOTE = {
  companyName: 'Overload Test Co',
  firstName: 'Olive',
  lastName: 'Load',
  email: 'olive@example.test',
  phone: '612-555-0100',
  facilityType: 'office',
  squareFootage: 10000,
  frequency: 'Weekly',
};

/**
 * The real app on a real socket (the cap counts requests from clients; in-process calls are never
 * refused), with at most 2 requests in flight. Requests are held in flight by a transaction that locks
 * the blog's table: a blog read then waits for the database, as requests do when it is the bottleneck.
 */
describe('overload: at most 2 requests in flight', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let base: string;
  let blogReadsHandling = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig({ MAX_IN_FLIGHT_REQUESTS: '2' }), { database, logger: false });
    // Watches only: how many blog reads got past every check to their handler.
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.url === '/api/blog/posts') blogReadsHandling++;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Holds the blog's table until release() is called; resolves once the lock is taken. */
  async function holdBlogTable() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table blog_posts in access exclusive mode`);
      taken();
      await gate;
    });
    await lockTaken;
    return {
      release: async () => {
        release();
        await holding;
      },
    };
  }

  /** Until `n` blog reads have reached their handler: each is counted in flight from before that. */
  async function untilHandling(n: number) {
    const deadline = Date.now() + 10_000;
    while (blogReadsHandling < n) {
      if (Date.now() > deadline) throw new Error(`only ${blogReadsHandling} of ${n} requests reached their handler`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('refuses further requests with 503 and Retry-After, while the held ones finish with 200', async () => {
    const hold = await holdBlogTable();
    blogReadsHandling = 0;
    const held = [fetch(`${base}/api/blog/posts`), fetch(`${base}/api/blog/posts`)];
    try {
      await untilHandling(2);

      const extra = await Promise.all([
        fetch(`${base}/api/blog/posts`),
        fetch(`${base}/`),
        fetch(`${base}/cities/edina`),
        fetch(`${base}/api/pricing-breakdown`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(QUOTE),
        }),
      ]);
      for (const res of extra) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe(RETRY_AFTER);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(await res.json()).toMatchObject(BUSY);
      }

      // The server's own calls (a page's data read in process) are never refused.
      const inProcess = await app.inject({ method: 'GET', url: '/api/no-such-call' });
      expect(inProcess.statusCode).toBe(404);

      // Health answers for itself: with the database held it may say degraded, but it is not refused.
      const health = await fetch(`${base}/api/health`);
      const report = (await health.json()) as Record<string, unknown>;
      expect(report['status']).toMatch(/^(ok|degraded)$/);
      expect(report['code']).toBeUndefined();
    } finally {
      await hold.release();
    }

    const answers = await Promise.all(held);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect((await res.json()) as unknown).toBeTruthy();
    }
    // The refused quote did no work: no lead was stored.
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]!.n).toBe(0);
  });

  it('keeps the connection usable after refusing a request whose body it never read', async () => {
    const hold = await holdBlogTable();
    blogReadsHandling = 0;
    const held = [fetch(`${base}/api/blog/posts`), fetch(`${base}/api/blog/posts`)];
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
    socket.on('error', () => {});
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(received)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in: ${received}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      await untilHandling(2);
      const body = JSON.stringify(QUOTE);
      socket.write(
        `POST /api/pricing-breakdown HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      await until(/HTTP\/1\.1 503[\s\S]*SERVICE_UNAVAILABLE/);
      expect(received).toMatch(/\r\nretry-after: 2\r\n/i);
      expect(received).toMatch(/\r\nx-request-id: [\w-]+\r\n/i);
    } finally {
      await hold.release();
    }
    for (const res of await Promise.all(held)) await res.arrayBuffer();
    // The same connection: the refused body was discarded, and the next request is read and served.
    received = '';
    socket.write('GET /api/blog/posts HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(/HTTP\/1\.1 200/);
    socket.destroy();
  });

  it('gives each slot back when its answer is sent: many requests one after another all succeed', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/blog/posts`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('does not count a request whose body is still arriving: slow uploads cannot shut others out', async () => {
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const socket = connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.on('error', () => {});
        const body = JSON.stringify(QUOTE);
        socket.write(
          `POST /api/pricing-breakdown HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
        );
        sockets.push(socket);
      }
      const res = await fetch(`${base}/api/blog/posts`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

/**
 * The event-loop signal, with a threshold any lag trips (5 ms of mean delay) and no in-flight cap.
 * Work is kept on the loop in 200 ms chunks: between chunks timers and requests still run, as they do
 * under CPU-bound work piling up, but every sample shows the loop late.
 */
describe('overload: a lagging event loop', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let base: string;
  let firstAnswer: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '5', MAX_IN_FLIGHT_REQUESTS: '0' }), { database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // Straight after the start, whose route set-up kept the loop busy.
    const first = await fetch(`${base}/api/blog/posts`);
    firstAnswer = first.status;
    await first.arrayBuffer();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const busy = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // CPU-bound work on the loop.
    }
  };
  /** Keeps the loop lagging until `done` settles (or 20 s pass), yielding between chunks. */
  async function lagUntil<T>(done: Promise<T>): Promise<T> {
    let settled = false;
    void done.finally(() => (settled = true));
    const deadline = Date.now() + 20_000;
    while (!settled && Date.now() < deadline) {
      busy(200);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return done;
  }
  /** A blog read, tried every 300 ms until it answers `status` (or 15 s pass): its last answer. */
  async function readUntil(status: number) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await fetch(`${base}/api/blog/posts`);
      if (res.status === status || Date.now() > deadline) return res;
      await res.arrayBuffer();
      await sleep(300);
    }
  }

  it('serves the first requests after the start, whatever the start did to the loop', () => {
    expect(firstAnswer).toBe(200);
  });

  it('one stall is not an overload: a second-long block refuses nothing', async () => {
    busy(1200);
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${base}/api/blog/posts`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      await sleep(150);
    }
  });

  it('refuses with 503 and Retry-After while the loop keeps lagging, still answers health, and serves again after', async () => {
    const refused = await lagUntil(readUntil(503));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(RETRY_AFTER);
    expect(await refused.json()).toMatchObject(BUSY);
    const health = await lagUntil(fetch(`${base}/api/health`));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const again = await readUntil(200);
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});
