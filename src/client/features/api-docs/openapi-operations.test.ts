import { describe, expect, it } from 'vitest';
import { groupOperations } from './openapi-operations.ts';

const doc = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/api/users/{id}': {
      put: {
        tags: ['users'],
        summary: 'Change a user',
        description: 'Who may call: admins.',
        security: [{ bearer: [] }],
        parameters: [{ name: 'id', in: 'path', required: true }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { email: { type: 'string' } } } } } },
        responses: {
          '404': { content: { 'application/json': { schema: { type: 'object' } } } },
          '200': { content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
    '/api/users': {
      post: { tags: ['users'], summary: 'Create', responses: {} },
      get: { tags: ['users'], summary: 'List', responses: {} },
    },
    '/api/cities': {
      get: { tags: ['cities'], summary: 'Cities', responses: { '200': { content: { 'application/json': { schema: {} } } } } },
    },
  },
};

describe('groupOperations', () => {
  it('groups by first tag in first-seen order and sorts by path, then GET before POST', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => g.tag)).toEqual(['users', 'cities']);
    expect(groups[0]?.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /api/users', 'POST /api/users', 'PUT /api/users/{id}']);
  });

  it('reads who may call, the token need, parameters, the body schema and sorted answers', () => {
    const put = groupOperations(doc)[0]?.operations[2];
    expect(put).toMatchObject({
      who: 'Who may call: admins.',
      needsToken: true,
      parameters: [{ name: 'id', where: 'path', required: true }],
      requestBody: { type: 'object', properties: { email: { type: 'string' } } },
    });
    expect(put?.responses.map((r) => `${r.status} ${r.mediaType}`)).toEqual(['200 application/json', '404 application/json']);
    const cities = groupOperations(doc)[1]?.operations[0];
    expect(cities).toMatchObject({ who: 'Who may call: anyone.', needsToken: false, requestBody: undefined });
  });
});
