import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, endpointUrl } from './endpoint.ts';

const thingSchemas = {
  params: z.object({ kind: z.string(), id: z.string() }),
  query: z.object({ search: z.optional(z.string()), limit: z.optional(z.number()) }),
  response: z.object({ ok: z.boolean() }),
};
const getThing = defineEndpoint<typeof thingSchemas>({
  method: 'GET',
  path: '/api/things/:kind/:id',
  access: 'public',
  tag: 'test',
  summary: 'a thing',
});

describe('endpointUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(endpointUrl(getThing, { params: { kind: 'a b', id: 'x/y' } })).toBe('/api/things/a%20b/x%2Fy');
  });

  it('appends only the query values that are set, sorted by name', () => {
    expect(endpointUrl(getThing, { params: { kind: 'k', id: '1' }, query: { search: 'mop & bucket', limit: 5 } })).toBe(
      '/api/things/k/1?limit=5&search=mop+%26+bucket',
    );
    expect(endpointUrl(getThing, { params: { kind: 'k', id: '1' }, query: { search: '', limit: undefined } })).toBe('/api/things/k/1');
  });

  it('refuses to build a URL with a missing path parameter', () => {
    expect(() => endpointUrl(getThing, { params: { kind: 'k', id: '' } })).toThrow("Missing path parameter 'id'");
  });

  it('defaults to status 200, no extra errors, and carries no schema values', () => {
    expect(getThing.status).toBe(200);
    expect(getThing.errors).toEqual([]);
    // Declarations are what a page imports to call an endpoint: no validation library comes with them.
    expect(Object.keys(getThing).sort()).toEqual(['access', 'errors', 'method', 'path', 'status', 'summary', 'tag']);
    const created = defineEndpoint({ method: 'POST', path: '/api/x', access: 'admin', tag: 't', summary: 's', status: 201, errors: [409] });
    expect(created.status).toBe(201);
    expect(created.errors).toEqual([409]);
  });
});
