import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRule } from '#shared/domain/access.ts';
import type { Role } from '#shared/domain/user.ts';
import { passwordLinks, users } from '#server/db/schema/accounts.ts';
import type { RegisteredRoute } from '#server/plugins/access-policy.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';
import { totpCode } from '#tests/support/totp.ts';

/**
 * The access policy WRITTEN OUT, one row per API route: its rule and, as
 * literals, what each caller gets. Nothing here is derived from the policy code
 * (decideAccess) under test, so a bug in the policy cannot move the expectation
 * along with it.
 *
 * THIS TABLE AND THE ONE IN docs/access-control.md MUST AGREE: change both in
 * the same commit (the last test below compares them).
 *
 * Outcomes:
 *   'yes'  allowed: any answer but 401/403 (and never a 5xx; the walk sends
 *          placeholder ids and an empty JSON body, so 400/404 are fine)
 *   'own'  allowed, and it serves only the caller's own account: GETs must
 *          answer 200 with the caller's e-mail (changes and logouts are checked
 *          for "only the caller" in the tests below the walk)
 *   401    no session; 403 wrong role; 404 exactly 404
 *
 * Columns "customer" and "customer B" are two customers; each walks the routes
 * that take a user id (`:id`) with the OTHER customer's id.
 */
type Outcome = 'yes' | 'own' | 401 | 403 | 404;
type Row = readonly [
  method: string,
  path: string,
  rule: AccessRule,
  anonymous: Outcome,
  customer: Outcome,
  customerB: Outcome,
  employee: Outcome,
  admin: Outcome,
];

// prettier-ignore
const table: readonly Row[] = [
  // method  path                                   rule             anonymous customer customer B employee admin
  ['GET',  '/api/health',                           'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/cities',                           'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/cities/:slug',                     'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/auth/login',                       'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/login',                            'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/admin/login',                      'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/auth/logout',                      'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['POST', '/api/auth/customer/logout',             'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['POST', '/api/auth/employee/logout',             'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['POST', '/api/admin/logout',                     'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['GET',  '/api/auth/me',                          'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['PUT',  '/api/auth/password',                    'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['POST', '/api/auth/password-reset',              'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/auth/password-links/:token',       'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/auth/password-links/:token',       'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/auth/sessions',                    'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['DELETE', '/api/auth/sessions/:id',              'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['GET',  '/api/auth/two-factor',                  'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['POST', '/api/auth/two-factor/setup',            'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['POST', '/api/auth/two-factor/enable',           'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['POST', '/api/auth/two-factor/recovery-codes',   'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['POST', '/api/auth/two-factor/disable',          'authenticated', 401,      'own',   'own',     'own',   'own'],
  ['GET',  '/api/auth/customer/profile',            'customer',      401,      'own',   'own',     403,     403],
  ['GET',  '/api/auth/employee/profile',            'employee',      401,      403,     403,       'own',   403],
  ['GET',  '/api/users',                            'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/users',                            'admin',         401,      403,     403,       403,     'yes'],
  ['PUT',  '/api/users/:id',                        'admin',         401,      403,     403,       403,     'yes'],
  ['PUT',  '/api/users/:id/status',                 'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/users/:id/password-link',          'admin',         401,      403,     403,       403,     'yes'],
  ['DELETE', '/api/users/:id/sign-in-lock',         'admin',         401,      403,     403,       403,     'yes'],
  ['DELETE', '/api/users/:id/two-factor',           'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/pricing-config',             'admin',         401,      403,     403,       403,     'yes'],
  ['PUT',  '/api/admin/pricing-config',             'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/pricing-breakdown',                'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/window-quotes',                    'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/leads/:leadId/consultation',       'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/leads',                            'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/quote-pdf/:leadId',                'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/service-agreement-pdf/:leadId',    'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/blog/posts',                       'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/blog/categories',                  'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/blog/posts/:slug',                 'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/blog/posts/:slug/views',           'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/visitor-tracking',                 'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/admin/visitor-stats',              'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/visitor-analytics',          'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/top-pages',                  'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/docs/openapi.json',                'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/security-events',            'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/audit',                       'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/invoices',                    'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/invoices/:id',                'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/invoices/issue',              'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/invoices/:id/mark-paid',      'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/invoices/:id/void',           'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/invoices/:id/pdf',            'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/customer/invoices',                 'customer',      401,      'yes',   'yes',     403,     403],
  ['GET',  '/api/customer/invoices/:id/pdf',         'customer',      401,      'yes',   'yes',     403,     403],
  ['GET',  '/api/employee/time-entries',             'employee',      401,      403,     403,       'yes',   403],
  ['POST', '/api/employee/clock-in',                 'employee',      401,      403,     403,       'yes',   403],
  ['POST', '/api/employee/clock-out',                'employee',      401,      403,     403,       'yes',   403],
  ['POST', '/api/employee/time-entries',             'employee',      401,      403,     403,       'yes',   403],
  ['GET',  '/api/employee/mileage-logs',             'employee',      401,      403,     403,       'yes',   403],
  ['POST', '/api/employee/mileage-logs',             'employee',      401,      403,     403,       'yes',   403],
  ['POST', '/api/employee/mileage-logs/:id/end',     'employee',      401,      403,     403,       'yes',   403],
  ['GET',  '/api/admin/timesheets',                  'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/timesheets/:employeeId',      'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/timesheets/:employeeId/:week/approve', 'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/timesheets/:employeeId/:week/reopen', 'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/time-entries',                'admin',         401,      403,     403,       403,     'yes'],
  ['PUT',  '/api/admin/time-entries/:id',            'admin',         401,      403,     403,       403,     'yes'],
  ['DELETE', '/api/admin/time-entries/:id',          'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/payroll.csv',                 'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/service-plans',              'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/service-plans',              'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/service-plans/:id',          'admin',         401,      403,     403,       403,     'yes'],
  ['PUT',  '/api/admin/service-plans/:id',          'admin',         401,      403,     403,       403,     'yes'],
  ['PUT',  '/api/admin/service-plans/:id/crew',     'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/service-plans/generate',     'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/bookings',                   'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/bookings',                   'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/admin/bookings/:id',               'admin',         401,      403,     403,       403,     'yes'],
  ['PUT',  '/api/admin/bookings/:id',               'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/bookings/:id/cancel',        'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/bookings/:id/complete',      'admin',         401,      403,     403,       403,     'yes'],
  ['PUT',  '/api/admin/bookings/:id/crew',          'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/employee/assignments',             'employee',      401,      403,     403,       'yes',   403],
  ['GET',  '/api/customer/bookings',                'customer',      401,      'yes',   'yes',     403,     403],
  ['PUT',  '/api/customer/bookings/:id/rating',      'customer',      401,      'yes',   'yes',     403,     403],
  ['POST', '/api/customer/bookings/:id/problems',    'customer',      401,      'yes',   'yes',     403,     403],
  ['GET',  '/api/customer/problems',                 'customer',      401,      'yes',   'yes',     403,     403],
  ['GET',  '/api/customer/analytics',                'customer',      401,      'yes',   'yes',     403,     403],
  ['GET',  '/api/customer/reports',                  'customer',      401,      'yes',   'yes',     403,     403],
  ['GET',  '/api/admin/problems',                    'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/problems/:id/resolve',        'admin',         401,      403,     403,       403,     'yes'],
  ['POST', '/api/admin/leads/:leadId/convert',       'admin',         401,      403,     403,       403,     'yes'],
  ['GET',  '/api/quote-acceptances/:token',          'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['POST', '/api/quote-acceptances/:token',          'public',        'yes',    'yes',   'yes',     'yes',   'yes'],
  ['GET',  '/api/quote-acceptances/:token/agreement.pdf', 'public',   'yes',    'yes',   'yes',     'yes',   'yes'],
  // Every method of any other /api URL: 404.
  ['*',    '/api/*',                                'public',        404,      404,     404,       404,     404],
];

type Caller = 'anonymous' | 'customer' | 'customerB' | 'employee' | 'admin';
const column: Record<Caller, 3 | 4 | 5 | 6 | 7> = { anonymous: 3, customer: 4, customerB: 5, employee: 6, admin: 7 };

/** The signed-in callers of the walk, with literal e-mails for the 'own' checks. */
const people = {
  customer: { role: 'customer', username: 'matrix-customer', email: 'matrix-customer@example.test' },
  customerB: { role: 'customer', username: 'matrix-customer-b', email: 'matrix-customer-b@example.test' },
  employee: { role: 'employee', username: 'matrix-employee', email: 'matrix-employee@example.test' },
  admin: { role: 'admin', username: 'matrix-admin', email: 'matrix-admin@example.test' },
  /** Whose id the employee, the admin and anonymous callers use for `:id`. */
  target: { role: 'customer', username: 'matrix-target', email: 'matrix-target@example.test' },
} as const satisfies Record<string, { role: Role; username: string; email: string }>;

const rowFor = (route: RegisteredRoute) =>
  table.find(([method, path]) => path === route.url && (method === '*' || method === route.method));
const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
const ids: Partial<Record<keyof typeof people, number>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, person] of Object.entries(people) as Array<[keyof typeof people, (typeof people)[keyof typeof people]]>) {
    ids[name] = (await insertUser(t.database.db, person.role, { username: person.username, email: person.email })).id;
    if (name !== 'target') tokens[name] = await tokenFor(t.app, person.username);
  }
});
afterAll(async () => {
  await t.close();
});

/** `:id` is always someone else: each customer gets the other customer's id. */
function userIdFor(who: Caller): number {
  if (who === 'customer') return ids.customerB!;
  if (who === 'customerB') return ids.customer!;
  return ids.target!;
}

const fill = (url: string, who: Caller) =>
  url
    // A session id nobody has: revoking someone else's session is 404 like a missing one (tests/integration/sessions.test.ts).
    .replace('/api/auth/sessions/:id', '/api/auth/sessions/2147483647')
    .replace(':id', String(userIdFor(who)))
    .replace(':slug', 'edina')
    .replace(':token', 'x'.repeat(43))
    .replace(':leadId', '00000000-0000-4000-8000-000000000000')
    .replace('/*', '/no-such-endpoint');

async function walk(who: Caller): Promise<string[]> {
  const failures: string[] = [];
  for (const route of t.app.apiRoutes) {
    const row = rowFor(route);
    if (!row) {
      failures.push(`${key(route)}: registered but missing from the table`);
      continue;
    }
    const expected = row[column[who]];
    // A logout ends the session it is called with: give it a session of its own.
    const token =
      who === 'anonymous' ? undefined : route.url.endsWith('/logout') ? await tokenFor(t.app, people[who].username) : tokens[who];
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: fill(route.url, who),
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
      payload: route.method === 'GET' ? undefined : '{}',
    });
    const status = res.statusCode;
    let ok: boolean;
    if (typeof expected === 'number') ok = status === expected;
    else ok = status < 500 && status !== 401 && status !== 403;
    if (ok && expected === 'own' && route.method === 'GET' && who !== 'anonymous') {
      const body = res.json() as { email?: string; enabled?: boolean } | Array<{ current?: boolean }>;
      // A list of the caller's own sessions holds the one this call was made with; the two-factor status
      // names nobody, and nobody in the walk has it on (the "two customers" tests below show whose it is).
      if (Array.isArray(body)) ok = status === 200 && body.some((s) => s.current === true);
      else if (route.url === '/api/auth/two-factor') ok = status === 200 && body.enabled === false;
      else ok = status === 200 && body.email === people[who].email;
    }
    if (!ok) failures.push(`${key(route)} (${route.access}) as ${who}: expected ${expected}, got ${status} ${res.body.slice(0, 120)}`);
  }
  return failures;
}

describe('access matrix (the written table)', () => {
  it('lists every registered API route with the rule it declares, and nothing that is not registered', () => {
    const missing = t.app.apiRoutes.filter((r) => !rowFor(r)).map(key);
    const notRegistered = table
      .filter(([method, path]) => !t.app.apiRoutes.some((r) => r.url === path && (method === '*' || r.method === method)))
      .map(([m, p]) => `${m} ${p}`);
    const otherRule = t.app.apiRoutes
      .filter((r) => rowFor(r) && rowFor(r)![2] !== r.access)
      .map((r) => `${key(r)} declares ${r.access}, the table says ${rowFor(r)![2]}`);
    const duplicates = table.map(([m, p]) => `${m} ${p}`).filter((k, i, all) => all.indexOf(k) !== i);
    expect({ missing, notRegistered, otherRule, duplicates }).toEqual({ missing: [], notRegistered: [], otherRule: [], duplicates: [] });
  });

  for (const who of ['anonymous', 'customer', 'customerB', 'employee', 'admin'] as const) {
    it(`answers every route as the table says for ${who}`, async () => {
      expect(await walk(who)).toEqual([]);
    });
  }

  it('agrees with the table in docs/access-control.md', () => {
    const doc = readFileSync(new URL('../../docs/access-control.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\|\s*`([A-Z*]+)`\s*\|\s*`([^`]+)`\s*\|(.*)\|\s*$/gm)].map(([, method, path, rest]) =>
      [method, path, ...rest!.split('|').map((cell) => cell.trim())].join(' '),
    );
    const written = table.map((row) => row.join(' '));
    expect(documented).toEqual(written);
  });
});

describe('two customers', () => {
  const customerPair = async (prefix: string) => {
    const a = await insertUser(t.database.db, 'customer', { username: `${prefix}-a`, email: `${prefix}-a@example.test` });
    const b = await insertUser(t.database.db, 'customer', { username: `${prefix}-b`, email: `${prefix}-b@example.test` });
    return { a, b, tokenA: await tokenFor(t.app, a.username), tokenB: await tokenFor(t.app, b.username) };
  };
  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

  it('own-data routes answer each customer with their own account', async () => {
    const { tokenA, tokenB } = await customerPair('own');
    expect((await get('/api/auth/me', tokenA)).json()).toMatchObject({ username: 'own-a', email: 'own-a@example.test', role: 'customer' });
    expect((await get('/api/auth/me', tokenB)).json()).toMatchObject({ username: 'own-b', email: 'own-b@example.test', role: 'customer' });
    expect((await get('/api/auth/customer/profile', tokenA)).json()).toMatchObject({ email: 'own-a@example.test' });
    expect((await get('/api/auth/customer/profile', tokenB)).json()).toMatchObject({ email: 'own-b@example.test' });
  });

  it('a customer can neither read nor change another customer through the routes that take a user id', async () => {
    const { b, tokenA } = await customerPair('ids');
    const attempts = [
      { method: 'PUT', url: `/api/users/${b.id}`, payload: { firstName: 'Hijacked' } },
      { method: 'PUT', url: `/api/users/${b.id}/status`, payload: { isActive: false } },
      { method: 'POST', url: `/api/users/${b.id}/password-link` },
      { method: 'GET', url: `/api/users?search=ids-b` },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: bearer(tokenA) });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.body).not.toContain('ids-b@example.test');
    }
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, b.id));
    expect(stored).toMatchObject({ username: 'ids-b', email: 'ids-b@example.test', firstName: 'Customer', isActive: true });
    expect(await t.database.db.select().from(passwordLinks).where(eq(passwordLinks.userId, b.id))).toEqual([]);
    await expect(tokenFor(t.app, 'ids-b')).resolves.toEqual(expect.any(String));
  });

  it("turning two-factor on touches only the caller's own account", async () => {
    const { b, tokenA, tokenB } = await customerPair('tf');
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: bearer(tokenA),
      payload: { currentPassword: TEST_PASSWORD },
    });
    const { secret } = setup.json() as { secret: string };
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: bearer(tokenA),
      payload: { code: totpCode(secret) },
    });
    expect(enable.statusCode).toBe(200);
    expect((await get('/api/auth/two-factor', tokenA)).json()).toMatchObject({ enabled: true });
    expect((await get('/api/auth/two-factor', tokenB)).json()).toMatchObject({ enabled: false });
    await expect(tokenFor(t.app, b.username)).resolves.toEqual(expect.any(String));
    // B cannot reset A's through the admin route.
    const [a] = await t.database.db.select().from(users).where(eq(users.username, 'tf-a'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${a!.id}/two-factor`, headers: bearer(tokenB) })).statusCode).toBe(403);
    expect((await get('/api/auth/two-factor', tokenA)).json()).toMatchObject({ enabled: true });
  });

  it("changing a password or signing out touches only the caller's own account", async () => {
    const { tokenA, tokenB } = await customerPair('pw');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(tokenA),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase 42' },
    });
    expect(changed.statusCode).toBe(204);
    await expect(tokenFor(t.app, 'pw-a', 'a brand new passphrase 42')).resolves.toEqual(expect.any(String));
    await expect(tokenFor(t.app, 'pw-b', TEST_PASSWORD)).resolves.toEqual(expect.any(String));
    expect((await get('/api/auth/me', tokenB)).json()).toMatchObject({ username: 'pw-b' });

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/customer/logout', headers: bearer(tokenA) })).statusCode).toBe(204);
    expect((await get('/api/auth/me', tokenA)).statusCode).toBe(401);
    expect((await get('/api/auth/me', tokenB)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('needs a session and revokes only the one it is called with', async () => {
    for (const url of ['/api/auth/logout', '/api/auth/customer/logout', '/api/auth/employee/logout', '/api/admin/logout']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
    const user = await insertUser(t.database.db, 'customer', { username: 'two-sessions' });
    const first = await tokenFor(t.app, user.username);
    const second = await tokenFor(t.app, user.username);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/customer/logout', headers: bearer(first) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
  });
});
