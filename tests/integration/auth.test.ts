import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginFailures, passwordLinks } from '#server/db/schema/accounts.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const clearThrottle = () => t.database.db.delete(loginFailures);

describe('the three logins', () => {
  it('Client Portal login returns a token and the user with role and portal access flags', async () => {
    const user = await insertUser(t.database.db, 'employee', { username: 'Portal.Emp' });
    const res = await post('/api/auth/login', { username: 'portal.emp', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ id: user.id, role: 'employee', canAccessAdminPortal: false, canAccessEmployeePortal: true });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('the login page accepts a username or an e-mail, in any case', async () => {
    await insertUser(t.database.db, 'customer', { username: 'page-cust', email: 'Page.Cust@Example.test' });
    for (const username of ['page-cust', 'PAGE-CUST', 'page.cust@example.test']) {
      const res = await post('/api/login', { username, password: TEST_PASSWORD });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().user.role).toBe('customer');
    }
  });

  it('all three logins accept a username or an e-mail, in any case (the forms ask for either)', async () => {
    await insertUser(t.database.db, 'admin', { username: 'Either.Admin', email: 'Either.Admin@Example.test' });
    for (const url of ['/api/auth/login', '/api/login', '/api/admin/login']) {
      for (const username of ['either.admin', 'EITHER.ADMIN', 'either.admin@example.test', 'Either.Admin@EXAMPLE.test']) {
        const res = await post(url, { username, password: TEST_PASSWORD });
        expect(res.statusCode, `${url} ${username}`).toBe(200);
        expect((res.json().user ?? res.json().admin).username, `${url} ${username}`).toBe('Either.Admin');
      }
    }
  });

  it('the admin login admits admins only and answers failures with a message', async () => {
    await insertUser(t.database.db, 'admin', { username: 'boss' });
    const ok = await post('/api/admin/login', { username: 'boss', password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().admin).toMatchObject({ username: 'boss', role: 'admin' });

    await insertUser(t.database.db, 'employee', { username: 'not-boss' });
    const employee = await post('/api/admin/login', { username: 'not-boss', password: TEST_PASSWORD });
    expect(employee.statusCode).toBe(403);
    expect(employee.json().message).toMatch(/administrators only/);

    const wrong = await post('/api/admin/login', { username: 'boss', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('gives the same answer for an unknown user and a wrong password, and for a user without a password yet', async () => {
    await insertUser(t.database.db, 'customer', { username: 'invited', passwordHash: null });
    const answers = await Promise.all([
      post('/api/login', { username: 'nobody-here', password: 'whatever1' }),
      post('/api/login', { username: 'boss', password: 'whatever1' }),
      post('/api/login', { username: 'invited', password: 'whatever1' }),
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(401);
      expect(a.json().message).toBe('Invalid username or password');
    }
    await clearThrottle();
  });

  it('rejects missing fields with a 400 naming them, before anything else', async () => {
    const res = await post('/api/auth/login', { username: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['username', 'password']));
  });
});

describe('rate limiting', () => {
  it('locks an account after 5 failures with a clear 429, even for the right password', async () => {
    await clearThrottle();
    await insertUser(t.database.db, 'customer', { username: 'target' });
    for (let i = 0; i < 5; i++) expect((await post('/api/login', { username: 'target', password: `bad-${i}` })).statusCode).toBe(401);
    const locked = await post('/api/login', { username: 'target', password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./);
    await clearThrottle();
    expect((await post('/api/login', { username: 'target', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('locks a client address after 20 failures across accounts', async () => {
    await clearThrottle();
    for (let i = 0; i < 20; i++) await post('/api/login', { username: `spray-${i}`, password: 'Password1!' });
    const res = await post('/api/login', { username: 'boss', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    await clearThrottle();
  });
});

describe('sessions', () => {
  it('deactivating a user revokes their sessions and blocks sign-in', async () => {
    await insertUser(t.database.db, 'admin', { username: 'deactivator' });
    const adminToken = await tokenFor(t.app, 'deactivator');
    const victim = await insertUser(t.database.db, 'customer', { username: 'leaving' });
    const token = await tokenFor(t.app, 'leaving');
    expect((await t.app.inject({ url: '/api/auth/customer/profile', headers: bearer(token) })).statusCode).toBe(200);

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${victim.id}/status`,
      payload: { isActive: false },
      headers: bearer(adminToken),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await t.app.inject({ url: '/api/auth/customer/profile', headers: bearer(token) })).statusCode).toBe(401);
    const again = await post('/api/login', { username: 'leaving', password: TEST_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/deactivated/);
  });

  it('keeps lastLoginAt and serves the profiles with the spec fields', async () => {
    await insertUser(t.database.db, 'employee', { username: 'profiled', phone: '612-555-0100' });
    const token = await tokenFor(t.app, 'profiled');
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json();
    expect(Date.now() - Date.parse(me.lastLoginAt)).toBeLessThan(60_000);
    const profile = (await t.app.inject({ url: '/api/auth/employee/profile', headers: bearer(token) })).json();
    expect(profile).toEqual({
      firstName: 'Employee',
      lastName: 'Tester',
      email: 'profiled@example.test',
      phone: '612-555-0100',
      position: 'Cleaner',
      hourlyRate: 21,
      hireDate: '2025-01-06',
      isActive: true,
      isSupervisor: false,
    });
    const customer = await insertUser(t.database.db, 'customer', { username: 'cust-profile' });
    const customerToken = await tokenFor(t.app, customer.username);
    expect((await t.app.inject({ url: '/api/auth/customer/profile', headers: bearer(customerToken) })).json()).toMatchObject({
      companyName: 'Test Co',
      email: 'cust-profile@example.test',
    });
  });

  it('lets a user change their own password, signing out their other sessions', async () => {
    await insertUser(t.database.db, 'customer', { username: 'changer' });
    const here = await tokenFor(t.app, 'changer');
    const elsewhere = await tokenFor(t.app, 'changer');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'nope', newPassword: 'a brand new passphrase' },
      headers: bearer(here),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('currentPassword');
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      headers: bearer(here),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toMatch(/at least 10/);

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
      headers: bearer(here),
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(here) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect((await post('/api/login', { username: 'changer', password: 'a brand new passphrase' })).statusCode).toBe(200);
  });

  it('refuses a garbage or expired token with 401', async () => {
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer('not-a-real-token-at-all-xxxxxxxxxx') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });
});

describe('set-password links', () => {
  async function adminToken() {
    const admin = await insertUser(t.database.db, 'admin');
    return tokenFor(t.app, admin.username);
  }

  it('a new user chooses a password with a single-use link, then signs in', async () => {
    const admin = await adminToken();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(admin),
      payload: {
        firstName: 'Nia',
        lastName: 'Berg',
        username: 'nia',
        email: 'nia@example.test',
        role: 'customer',
        companyName: 'Berg Dental',
      },
    });
    expect(created.statusCode).toBe(201);
    const { passwordLink, user } = created.json();
    expect(user.hasPassword).toBe(false);
    expect(passwordLink.emailed).toBe(false);
    const token = new URL(passwordLink.url).searchParams.get('token')!;
    expect(new URL(passwordLink.url).pathname).toBe('/set-password');

    const info = await t.app.inject({ url: `/api/auth/password-links/${token}` });
    expect(info.json()).toMatchObject({ username: 'nia', role: 'customer', purpose: 'invite' });
    const tooShort = await post(`/api/auth/password-links/${token}`, { password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect((await post(`/api/auth/password-links/${token}`, { password: 'nia chooses this one' })).statusCode).toBe(204);
    expect((await post(`/api/auth/password-links/${token}`, { password: 'and this one again' })).statusCode).toBe(410);
    expect((await post('/api/login', { username: 'nia', password: 'nia chooses this one' })).statusCode).toBe(200);
  });

  it('an admin issues a reset link; only the newest link works; expired links are refused', async () => {
    const admin = await adminToken();
    const forgetful = await insertUser(t.database.db, 'employee', { username: 'forgetful' });
    const session = await tokenFor(t.app, 'forgetful');
    const first = (await t.app.inject({ method: 'POST', url: `/api/users/${forgetful.id}/password-link`, headers: bearer(admin) })).json();
    const second = (await t.app.inject({ method: 'POST', url: `/api/users/${forgetful.id}/password-link`, headers: bearer(admin) })).json();
    const tokenOf = (l: { url: string }) => new URL(l.url).searchParams.get('token')!;

    expect((await t.app.inject({ url: `/api/auth/password-links/${tokenOf(first)}` })).statusCode).toBe(410);
    expect((await t.app.inject({ url: `/api/auth/password-links/${tokenOf(second)}` })).json().purpose).toBe('reset');
    expect((await post(`/api/auth/password-links/${tokenOf(second)}`, { password: 'remembered at last' })).statusCode).toBe(204);
    // A reset signs the user out everywhere.
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);

    const third = (await t.app.inject({ method: 'POST', url: `/api/users/${forgetful.id}/password-link`, headers: bearer(admin) })).json();
    await t.database.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.userId, forgetful.id));
    const expired = await t.app.inject({ url: `/api/auth/password-links/${tokenOf(third)}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    expect((await t.app.inject({ url: `/api/auth/password-links/${'y'.repeat(43)}` })).statusCode).toBe(404);
  });
});
