import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { cities } from '#server/db/schema/content.ts';
import { createContentRevisionRepository } from '#server/modules/content/content-revision.repository.ts';
import { testConfig } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

/**
 * Decision 0057: built files and cached pages are answered before Fastify (the fast lane), with the
 * headers and bytes Fastify's routes answer. The app logs at info: Fastify logs every request it
 * handles, so a request with no log line was answered by the lane.
 */
const CSS = `body{margin:0}${'.card{padding:1rem;color:#125365}'.repeat(60)}`;

function clientBundle(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fast-lane-bundle-'));
  mkdirSync(path.join(dir, 'assets'));
  const file = path.join(dir, 'assets/site-Fa57.css');
  writeFileSync(file, CSS);
  writeFileSync(`${file}.br`, brotliCompressSync(CSS));
  writeFileSync(`${file}.gz`, gzipSync(CSS));
  return dir;
}

let database: DatabaseHandle;
let app: FastifyInstance;
let base: string;
const bundle = clientBundle();
// The page cache's clock stands still unless a test moves it: the revision read stays a second fresh
// however long a render takes on a busy machine.
let clockAt = Date.now();
const clock = { now: () => new Date(clockAt), advance: (ms: number) => (clockAt += ms) };
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database, clientDir: bundle, logDestination: sink, pageCacheClock: clock.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(bundle, { recursive: true, force: true });
});

/** The URLs Fastify logged a request line for while `run` ran. */
async function loggedBy<T>(run: () => Promise<T>): Promise<{ result: T; urls: string[] }> {
  const from = lines.length;
  const result = await run();
  const urls = lines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req?.url ?? '')
    // A page's own data read in process (`app.inject`) is logged too: not a request of the test's.
    .filter((url) => !url.startsWith('/api/'));
  return { result, urls };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over the socket, its body as sent (fetch would decompress it). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** An answer's headers, less those that differ per request or per moment. */
function stableHeaders(answer: Answer): IncomingHttpHeaders {
  const { date: _date, 'x-request-id': _id, 'x-page-cache': _cache, ...headers } = answer.headers;
  return headers;
}

const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('a built file', () => {
  it('is answered before Fastify with the headers and bytes of its route', async () => {
    const { result, urls } = await loggedBy(async () => ({
      lane: await get('/assets/site-Fa57.css', { ...br, 'x-request-id': 'lane-1' }),
      // A query string is not the lane's: the route answers it.
      route: await get('/assets/site-Fa57.css?v=2', br),
    }));
    expect(urls).toEqual(['/assets/site-Fa57.css?v=2']);
    const { lane, route } = result;
    expect(lane.status).toBe(200);
    expect(lane.headers['x-request-id']).toBe('lane-1');
    expect(route.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(stableHeaders(lane)).toEqual(stableHeaders(route));
    expect(lane.headers['content-encoding']).toBe('br');
    expect(lane.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(lane.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(lane.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(lane.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(lane.headers['content-length'])).toBe(lane.body.length);
    expect(brotliDecompressSync(lane.body).toString()).toBe(CSS);
    expect(lane.body.equals(route.body)).toBe(true);
  });

  it('answers a revalidation with 304 and a HEAD with the length and no body, also before Fastify', async () => {
    const etag = String((await get('/assets/site-Fa57.css')).headers['etag']);
    const { result, urls } = await loggedBy(async () => ({
      again: await get('/assets/site-Fa57.css', { 'if-none-match': etag }),
      head: await get('/assets/site-Fa57.css', { 'accept-encoding': 'identity' }, 'HEAD'),
    }));
    expect(urls).toEqual([]);
    expect(result.again.status).toBe(304);
    expect(result.again.headers['etag']).toBe(etag);
    expect(result.again.body.length).toBe(0);
    expect(result.head.status).toBe(200);
    expect(result.head.headers['content-length']).toBe(String(CSS.length));
    expect(result.head.headers['content-encoding']).toBeUndefined();
    expect(result.head.body.length).toBe(0);
  });
});

describe('a cached page', () => {
  it('is rendered by Fastify once, then answered before it with the same headers and bytes', async () => {
    const { result, urls } = await loggedBy(async () => ({
      miss: await get('/process', br),
      hit: await get('/process', { ...br, 'x-request-id': 'page-hit-1' }),
    }));
    expect(urls).toEqual(['/process']);
    const { miss, hit } = result;
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['x-request-id']).toBe('page-hit-1');
    expect(hit.headers['cache-control']).toBe('no-cache');
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(stableHeaders(hit)).toEqual(stableHeaders(miss));
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(brotliDecompressSync(hit.body).toString()).toContain('</html>');
  });

  it('leaves a page with a query string, or one whose revision is a second old, to Fastify', async () => {
    await get('/cities/hamel');
    const added = 'A paragraph written after the page was cached.';
    const { result, urls } = await loggedBy(async () => {
      const tagged = await get('/cities/hamel?utm_source=newsletter');
      await database.db.transaction(async (tx) => {
        await tx.update(cities).set({ description: added }).where(eq(cities.slug, 'hamel'));
        await createContentRevisionRepository(tx as never).bump('cities');
      });
      // Within the second the revision is known, the cached page still stands (decision 0011's bound).
      const within = await get('/cities/hamel');
      clock.advance(1000);
      const after = await get('/cities/hamel');
      return { tagged, within, after };
    });
    expect(result.tagged.headers['x-page-cache']).toBe('hit');
    expect(result.within.headers['x-page-cache']).toBe('hit');
    expect(result.within.body.toString()).not.toContain(added);
    expect(result.after.headers['x-page-cache']).toBe('miss');
    expect(result.after.body.toString()).toContain(added);
    expect(urls).toEqual(['/cities/hamel?utm_source=newsletter', '/cities/hamel']);
  });
});
