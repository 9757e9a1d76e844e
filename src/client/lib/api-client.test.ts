import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '#shared/http/endpoint.ts';
import { apiQuery, apiRequest, ApiError, callApi, getQueryFn, parseErrorBody } from './api-client.ts';
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
      if (req.url === '/things/7' && req.method === 'PUT') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 7, echoed: JSON.parse(body || 'null') }));
      } else if (req.url === '/things/8') {
        res.writeHead(204).end();
      } else if (req.url === '/things/9') {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(
            '{"code":"VALIDATION_FAILED","message":"Invalid body: name","fields":{"body.name":"Name is required","body.address.street":"Street is required"}}',
          );
      } else if (req.url === '/fail') {
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
    const fn = getQueryFn({ on401: 'throw' });
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

describe('parseErrorBody (the one reader of the shared error body)', () => {
  it('reads code, message and fields by top-level field name, first message winning', () => {
    const problem = parseErrorBody(
      '{"code":"VALIDATION_FAILED","message":"Invalid body","fields":{"body.address.street":"Street is required","address.city":"City is required","query.search":"Too long"}}',
    );
    expect(problem).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fields: { address: 'Street is required', search: 'Too long' },
    });
  });

  it('yields an empty problem for bodies that are not the envelope', () => {
    expect(parseErrorBody('<html>Bad gateway</html>')).toEqual({ code: undefined, message: undefined, fields: {} });
    expect(parseErrorBody('"just a string"')).toEqual({ code: undefined, message: undefined, fields: {} });
    expect(parseErrorBody('{"message":"","fields":{"a":3}}')).toEqual({ code: undefined, message: undefined, fields: {} });
  });
});

describe('typed endpoint calls', () => {
  const putSchemas = {
    params: z.object({ id: z.number() }),
    body: z.object({ name: z.string() }),
    response: z.object({ id: z.number(), echoed: z.unknown() }),
  };
  const putThing = defineEndpoint<typeof putSchemas>({
    method: 'PUT',
    path: '/things/:id',
    access: 'admin',
    tag: 'test',
    summary: 'replace a thing',
  });
  const deleteSchemas = { params: z.object({ id: z.number() }) };
  const deleteThing = defineEndpoint<typeof deleteSchemas>({
    method: 'DELETE',
    path: '/things/:id',
    access: 'admin',
    tag: 'test',
    summary: 'x',
    status: 204,
  });
  const realFetch = globalThis.fetch;
  // The endpoint paths are relative, as in the browser; Node's fetch needs the test server's origin.
  beforeAll(() => {
    globalThis.fetch = (url, init) => realFetch(`${origin}${String(url)}`, init);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the method, the filled path, the JSON body and extra headers, and answers the parsed result', async () => {
    const result = await callApi(putThing, { params: { id: 7 }, body: { name: 'Mop' }, headers: { 'Idempotency-Key': 'key-12345' } });
    expect(result).toEqual({ id: 7, echoed: { name: 'Mop' } });
    expect(seen.method).toBe('PUT');
    expect(seen.headers['idempotency-key']).toBe('key-12345');
  });

  it('answers nothing for 204 and an ApiError with the parsed problem for a refusal', async () => {
    expect(await callApi(deleteThing, { params: { id: 8 } })).toBeUndefined();
    const error = await callApi(putThing, { params: { id: 9 }, body: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).problem.fields).toEqual({ name: 'Name is required', address: 'Street is required' });
  });

  it('keys a read by its URL, so the server renderer can load the same key', () => {
    expect(apiQuery(putThing, { params: { id: 3 }, body: { name: 'x' } }).queryKey).toEqual(['/things/3']);
  });
});
