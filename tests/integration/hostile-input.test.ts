import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

/** The security audit's findings on input, headers and caching, each as the attacker sends it. */
let t: TestApp;
let admin: string;
let slug: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000', TRACKING_RATE_LIMIT_PER_MINUTE: '1000' });
  const a = await insertUser(t.database.db, 'admin', { username: 'hostile-admin' });
  admin = await tokenFor(t.app, a.username);
  slug = ((await t.app.inject({ method: 'GET', url: '/api/blog/posts' })).json() as Array<{ slug: string }>)[0]!.slug;
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } });

const windowQuote = { fullName: 'Pat Doe', mobile: '612-555-0111', address: '1 Main St', paneCount: '0-20', preferredPlan: 'Quarterly' };
const quote = { email: 'pat@example.com', facilityType: 'office', squareFootage: 5000 };
const visit = { visitor_id: 'visitor-1234', session_id: 'session-1234', page: '/about' };
const UNSAFE = 'must not contain a NUL character or an unpaired surrogate';

describe('U+0000 and lone surrogates in text', () => {
  it('are a 400 naming the field on every public form and call', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/api/login', { username: 'a\u0000b', password: 'x' }, 'username'],
      ['/api/auth/login', { username: 'ann', password: 'pw\u0000' }, 'password'],
      ['/api/admin/login', { username: 'x\ud800', password: 'pw' }, 'username'],
      ['/api/pricing-breakdown', { ...quote, companyName: 'Acme\u0000' }, 'companyName'],
      ['/api/pricing-breakdown', { ...quote, address: '1 Main\udfff' }, 'address'],
      ['/api/window-quotes', { ...windowQuote, fullName: 'Pat\u0000' }, 'fullName'],
      ['/api/window-quotes', { ...windowQuote, notes: 'lone \ud800 surrogate' }, 'notes'],
      ['/api/visitor-tracking', { ...visit, page: '/a\u0000' }, 'page'],
      ['/api/visitor-tracking', { ...visit, user_agent: 'UA\ud83d' }, 'user_agent'],
      [`/api/blog/posts/${slug}/views`, { sessionId: 'session-\u0000-1' }, 'sessionId'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json().fields, `${url} ${field}`).toEqual({ [field]: UNSAFE });
    }
  });

  it('are a 400 in query strings and path parameters', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/blog/posts?search=a%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fields).toEqual({ search: UNSAFE });
    const postSlug = await t.app.inject({ method: 'GET', url: '/api/blog/posts/a%00' });
    expect(postSlug.statusCode).toBe(400);
    expect(postSlug.json().fields).toEqual({ slug: UNSAFE });
    const pdf = await t.app.inject({ method: 'GET', url: '/api/quote-pdf/a%00' });
    expect(pdf.statusCode).toBe(400);
  });

  it('are a 400 on the admin user calls', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/users?search=%00', headers: bearer(admin) });
    expect(list.statusCode).toBe(400);
    expect(list.json().fields).toEqual({ search: UNSAFE });
    const create = await post(
      '/api/users',
      { firstName: 'Sam\u0000', lastName: 'N', username: 'sam.n', email: 'sam@example.test' },
      bearer(admin),
    );
    expect(create.statusCode).toBe(400);
    expect(create.json().fields).toEqual({ firstName: UNSAFE });
  });

  it('in a page address answer the not-found page, not a 500', async () => {
    for (const url of ['/blog/a%00', '/cities/a%00', '/a%00', '/blog/%00?x=%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
    // Bytes that are no UTF-8 at all are refused by the router before any page code runs, with the shared error body.
    for (const url of ['/blog/a%ED%A0%80', '/api/cities/%C0', '/%FF']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'req-bad-url' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        code: 'BAD_REQUEST',
        message: 'The address is not valid: its encoding is broken.',
        requestId: 'req-bad-url',
      });
    }
  });
});

describe('a string-shaped object where text is expected', () => {
  it('is a 400 naming the field', async () => {
    const res = await post('/api/window-quotes', { ...windowQuote, fullName: { length: 3, toString: 5, valueOf: 5 } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['fullName']);
  });
});

describe('a user phone', () => {
  it('must be a phone number', async () => {
    const base = { firstName: 'Sam', lastName: 'Nguyen', email: 'sam.phone@example.test' };
    const bad = await post('/api/users', { ...base, username: 'sam.phone', phone: 'javascript:alert(1)' }, bearer(admin));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ phone: 'Enter a phone number with at least 7 digits, like 612-555-0134' });
    const good = await post('/api/users', { ...base, username: 'sam.phone', phone: '(612) 555-0100' }, bearer(admin));
    expect(good.statusCode).toBe(201);
    expect(good.json().user.phone).toBe('(612) 555-0100');
    const id = good.json().user.id as number;
    const update = await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload: { phone: '<b>hi</b>' }, headers: bearer(admin) });
    expect(update.statusCode).toBe(400);
    expect(update.json().fields).toEqual({ phone: 'Enter a phone number with at least 7 digits, like 612-555-0134' });
  });
});

describe('caching of signed-in answers', () => {
  it('is forbidden on the login answer and every signed-in call', async () => {
    const login = await post('/api/login', { username: 'hostile-admin', password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = (login.json() as { token: string }).token;
    for (const url of ['/api/auth/me', '/api/users', '/api/leads']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is forbidden on a set-password link, which names its account', async () => {
    const link = await t.app.inject({ method: 'GET', url: '/api/auth/password-links/not-a-real-token' });
    expect(link.statusCode).toBe(404);
    expect(link.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('forbid <base> and framing by CSP alone, without a contradicting X-Frame-Options', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});
