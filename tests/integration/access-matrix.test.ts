import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAccess } from '#shared/domain/access.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

/**
 * Walks every registered API route as four callers. A route added without a
 * rule cannot even register; a route whose rule is not enforced fails here.
 */
let t: TestApp;
const tokens: Record<string, string | null> = { anonymous: null };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['customer', 'employee', 'admin'] as const) {
    const user = await insertUser(t.database.db, role, { username: `matrix-${role}` });
    tokens[role] = await tokenFor(t.app, user.username);
  }
});
afterAll(async () => {
  await t.close();
});

const sampleParams: Record<string, string> = { id: '1', slug: 'edina', token: 'x'.repeat(43), citySlug: 'edina', leadId: '00000000-0000-4000-8000-000000000000' };
const fill = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? '1').replace('/*', '/anything');

/**
 * The policy, written out: who may call what. A new route fails this test
 * until it is added here, so every rule is a reviewed decision.
 */
const policy: Record<string, string> = {
  'GET /api/health': 'public',
  'GET /api/cities': 'public',
  'GET /api/cities/:slug': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/login': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/auth/logout': 'authenticated',
  'POST /api/auth/customer/logout': 'authenticated',
  'POST /api/auth/employee/logout': 'authenticated',
  'POST /api/admin/logout': 'authenticated',
  'GET /api/auth/me': 'authenticated',
  'PUT /api/auth/password': 'authenticated',
  'GET /api/auth/password-links/:token': 'public',
  'POST /api/auth/password-links/:token': 'public',
  'GET /api/auth/customer/profile': 'customer',
  'GET /api/auth/employee/profile': 'employee',
  'GET /api/users': 'admin',
  'POST /api/users': 'admin',
  'PUT /api/users/:id': 'admin',
  'PUT /api/users/:id/status': 'admin',
  'POST /api/users/:id/password-link': 'admin',
  'GET /api/admin/pricing-config': 'admin',
  'PUT /api/admin/pricing-config': 'admin',
  'POST /api/pricing-breakdown': 'public',
  'POST /api/window-quotes': 'public',
  'GET /api/leads': 'admin',
  'GET /api/quote-pdf/:leadId': 'public',
  'GET /api/service-agreement-pdf/:leadId': 'public',
  'GET /api/blog/posts': 'public',
  'GET /api/blog/categories': 'public',
  'GET /api/blog/posts/:slug': 'public',
  'POST /api/blog/posts/:slug/views': 'public',
  'POST /api/visitor-tracking': 'public',
  'GET /api/admin/visitor-stats': 'admin',
  'GET /api/admin/visitor-analytics': 'admin',
  'GET /api/admin/top-pages': 'admin',
};
const catchAll = ['/api/*'];

describe('access matrix', () => {
  it('every API route has the rule the written policy gives it', () => {
    const actual = Object.fromEntries(
      t.app.apiRoutes.filter((r) => !catchAll.includes(r.url)).map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(actual).toEqual(policy);
  });

  for (const who of ['anonymous', 'customer', 'employee', 'admin'] as const) {
    it(`answers every route correctly for ${who}`, async () => {
      const failures: string[] = [];
      for (const route of t.app.apiRoutes) {
        // Logging out would revoke the token the rest of the walk needs; it is tested on its own.
        if (route.url.endsWith('/logout')) continue;
        const token = tokens[who];
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
        });
        const decision = decideAccess(route.access, who === 'anonymous' ? null : who);
        const status = res.statusCode;
        const ok =
          status < 500 &&
          (decision === 'unauthenticated' ? status === 401 : decision === 'forbidden' ? status === 403 : status !== 401 && status !== 403);
        if (!ok) failures.push(`${route.method} ${route.url} (${route.access}) -> ${status} ${res.body.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('logout routes need a session and revoke only it', async () => {
    for (const url of ['/api/auth/logout', '/api/auth/customer/logout', '/api/auth/employee/logout', '/api/admin/logout']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
    const user = await insertUser(t.database.db, 'customer');
    const first = await tokenFor(t.app, user.username);
    const second = await tokenFor(t.app, user.username);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/customer/logout', headers: bearer(first) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
  });
});
