import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let admin: string;
let customer: string;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const a = await insertUser(t.database.db, 'admin', { username: 'docs-admin' });
  const c = await insertUser(t.database.db, 'customer', { username: 'docs-customer' });
  admin = await tokenFor(t.app, a.username);
  customer = await tokenFor(t.app, c.username);
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json', headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Document;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/docs/openapi.json', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json', headers: bearer(customer) })).statusCode).toBe(403);
  });

  it('is an OpenAPI 3.1 document that lists every API route and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    // The catch-all that answers unknown /api paths with 404 is not an endpoint.
    const endpoints = registered.filter((r) => !r.endsWith(' /api/*'));
    expect(documented.sort()).toEqual([...new Set(endpoints)].sort());
    expect(documented).toContain('POST /api/pricing-breakdown');
    expect(documented).toContain('PUT /api/users/{id}/status');
    expect(documented.some((d) => !d.split(' ')[1]?.startsWith('/api/'))).toBe(false);
  });

  it('describes request bodies, parameters and answers from the contracts', () => {
    const quote = doc.paths['/api/pricing-breakdown']?.['post'];
    const body = quote?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'facilityType', 'squareFootage', 'additionalServices']),
    );
    expect(body?.required).toEqual(expect.arrayContaining(['email', 'facilityType', 'squareFootage']));
    expect(Object.keys(quote?.responses ?? {}).sort()).toEqual(['200', '400', '409', '429']);
    expect(quote?.parameters?.find((p) => p.in === 'header')?.name).toBe('idempotency-key');

    const update = doc.paths['/api/users/{id}']?.['put'];
    expect(update?.parameters?.find((p) => p.in === 'path')).toMatchObject({ name: 'id', required: true });
    expect(Object.keys(update?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(update?.security).toEqual([{ bearer: [] }]);
  });

  it('marks public calls as needing no token and PDFs as PDFs', () => {
    const cities = doc.paths['/api/cities']?.['get'];
    expect(cities?.security).toBeUndefined();
    expect(cities?.tags).toEqual(['cities']);
    const pdf = doc.paths['/api/quote-pdf/{leadId}']?.['get'];
    // 503: the public PDFs' cap of renders at once (decision 0031).
    expect(Object.keys(pdf?.responses ?? {}).sort()).toEqual(['200', '400', '404', '429', '503']);
    expect(Object.keys(pdf?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
  });
});
