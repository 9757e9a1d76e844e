import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, ApiError, getQueryFn } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

interface Seen {
  method?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen = { method: req.method, headers: req.headers, body };
      if (req.url === '/fail') {
        res.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"Square footage is required"}');
      } else if (req.url === '/empty-fail') {
        res.writeHead(503).end();
      } else if (req.url === '/unauthorized') {
        res.writeHead(401).end('no');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

/** The request helper reads the token from window.localStorage, as in the browser. */
function signIn(token: string) {
  const store = new Map([['authToken', token]]);
  (globalThis as { window?: unknown }).window = { localStorage: { getItem: (k: string) => store.get(k) ?? null } };
}

describe('apiRequest (spec §7 shared request behaviour)', () => {
  it('sends JSON with a JSON content type only when a body is given', async () => {
    await apiRequest('POST', `${origin}/x`, { a: 1 });
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.body).toBe('{"a":1}');
    await apiRequest('POST', `${origin}/x`);
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.body).toBe('');
  });

  it('adds the bearer token only when authToken is stored', async () => {
    await apiRequest('GET', `${origin}/x`);
    expect(seen.headers.authorization).toBeUndefined();
    signIn('t0ken');
    await apiRequest('GET', `${origin}/x`);
    expect(seen.headers.authorization).toBe('Bearer t0ken');
  });

  it('turns a non-OK answer into "status: body text", or the status text when empty', async () => {
    await expect(apiRequest('GET', `${origin}/fail`)).rejects.toThrow('422: {"message":"Square footage is required"}');
    const error = await apiRequest('GET', `${origin}/fail`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Square footage is required');
    await expect(apiRequest('GET', `${origin}/empty-fail`)).rejects.toThrow('503: Service Unavailable');
  });
});

describe('default query function and client', () => {
  it('GETs the URL in the first element of the query key and parses JSON', async () => {
    signIn('abc');
    const fn = getQueryFn<{ ok: boolean }>({ on401: 'throw' });
    const data = await fn({ queryKey: [`${origin}/data`], signal: new AbortController().signal } as never);
    expect(data).toEqual({ ok: true });
    expect(seen.method).toBe('GET');
    expect(seen.headers.authorization).toBe('Bearer abc');
  });

  it('treats 401 as an error by default and as null when asked', async () => {
    const key = { queryKey: [`${origin}/unauthorized`], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'throw' })(key)).rejects.toThrow('401: no');
    expect(await getQueryFn({ on401: 'returnNull' })(key)).toBeNull();
  });

  it('uses the spec defaults: never stale, no interval, no refetch on focus, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
