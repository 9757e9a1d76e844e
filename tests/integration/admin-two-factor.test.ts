import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, twoFactorSecrets, users } from '#server/db/schema/accounts.ts';
import { securityEvents } from '#server/db/schema/security.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { totpCode } from '#tests/support/totp.ts';

/** Decision 0035: admins must use two-factor sign-in (after a grace of 3 sign-ins), unless an owner turns the rule off. */
let t: TestApp;
let smtp: SmtpStub;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Twin Pines <no-reply@example.test>' }, { adminsMustUseTwoFactor: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const SETUP_DUE = 'Administrators must use two-factor sign-in. Set it up under Account settings (/account) to reach the back office.';
const OFF_WARNING = 'Admins may now sign in with a password alone: a stolen or guessed admin password opens the whole back office.';

const adminLogin = (username: string, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password: TEST_PASSWORD, ...extra } });
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const eventsOf = (type: string, userId: number) =>
  t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.type, type as never), eq(securityEvents.userId, userId)));

async function deliver(): Promise<void> {
  while ((await t.app.outbox.runOnce()) > 0) {
    // until the outbox is empty
  }
}

/** Turns two-factor on through the account page's calls, with the session given. */
async function enrol(userId: number, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await send('POST', '/api/auth/two-factor/setup', token, { currentPassword: TEST_PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await send('POST', '/api/auth/two-factor/enable', token, { code: totpCode(secret) });
  expect(enable.statusCode).toBe(200);
  // The enabling code's time step is spent; the tests sign in again within it.
  await t.database.db.update(twoFactorSecrets).set({ lastUsedStep: null }).where(eq(twoFactorSecrets.userId, userId));
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

describe('admins without two-factor sign-in', () => {
  it('get three sign-ins with a prompt, then a session that can only set it up, until it is on', async () => {
    const admin = await insertUser(t.database.db, 'admin', { username: 'grace-admin' });
    const left: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await adminLogin('grace-admin');
      expect(res.statusCode).toBe(200);
      expect(res.json().twoFactorSetup.due).toBe(false);
      left.push(res.json().twoFactorSetup.signInsLeft);
      expect((await get('/api/users', res.json().token)).statusCode).toBe(200);
    }
    expect(left).toEqual([2, 1, 0]);

    const fourth = await adminLogin('grace-admin');
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json().twoFactorSetup).toEqual({ due: true, signInsLeft: 0 });
    const token = fourth.json().token as string;
    const refused = await get('/api/users', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SETUP_DUE);
    expect((await eventsOf('access.denied', admin.id)).map((e) => e.detail['reason'])).toEqual(['two-factor-setup-due']);
    // Every login counts, not only the admin one.
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'grace-admin', password: TEST_PASSWORD },
    });
    expect(portal.json().twoFactorSetup).toEqual({ due: true, signInsLeft: 0 });

    // The account page's calls still answer: setting it up opens the back office to this same session.
    expect((await get('/api/auth/me', token)).statusCode).toBe(200);
    const { secret } = await enrol(admin.id, token);
    expect((await get('/api/users', token)).statusCode).toBe(200);
    const withCode = await adminLogin('grace-admin', { code: totpCode(secret) });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json()).not.toHaveProperty('twoFactorSetup');
  });

  it('past the grace, a session reaches no admin route and every signed-in one', async () => {
    await insertUser(t.database.db, 'admin', { username: 'walled-admin', twoFactorGraceSignIns: 3 });
    const token = (await adminLogin('walled-admin')).json().token as string;
    const adminRoutes = t.app.apiRoutes.filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(50);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    for (const url of ['/api/auth/me', '/api/auth/two-factor', '/api/auth/sessions'])
      expect((await get(url, token)).statusCode, url).toBe(200);
  });

  it('employees and customers are never asked', async () => {
    for (const role of ['employee', 'customer'] as const) {
      const user = await insertUser(t.database.db, role);
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: user.username, password: TEST_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).not.toHaveProperty('twoFactorSetup');
      }
    }
  });
});

describe('the owner’s setting', () => {
  it('turns the rule off with a warning in the security log, and back on', async () => {
    const owner = await insertUser(t.database.db, 'admin', { username: 'owner-admin' });
    const token = await tokenFor(t.app, 'owner-admin');
    expect((await get('/api/admin/security-settings', token)).json()).toEqual({ adminsMustUseTwoFactor: true });
    const bad = await send('PUT', '/api/admin/security-settings', token, { adminsMustUseTwoFactor: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('adminsMustUseTwoFactor');

    const off = await send('PUT', '/api/admin/security-settings', token, { adminsMustUseTwoFactor: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ adminsMustUseTwoFactor: false });
    const [event] = await eventsOf('security-settings.changed', owner.id);
    expect(event).toMatchObject({ actorId: owner.id, detail: { adminsMustUseTwoFactor: false, warning: OFF_WARNING } });

    try {
      // An admin past the grace now signs in to the back office with the password alone.
      await insertUser(t.database.db, 'admin', { username: 'relieved-admin', twoFactorGraceSignIns: 7 });
      const res = await adminLogin('relieved-admin');
      expect(res.json()).not.toHaveProperty('twoFactorSetup');
      expect((await get('/api/users', res.json().token)).statusCode).toBe(200);
    } finally {
      const on = await send('PUT', '/api/admin/security-settings', token, { adminsMustUseTwoFactor: true });
      expect(on.json()).toEqual({ adminsMustUseTwoFactor: true });
    }
    const changes = await eventsOf('security-settings.changed', owner.id);
    expect(changes.map((e) => e.detail)).toEqual([
      { adminsMustUseTwoFactor: false, warning: OFF_WARNING },
      { adminsMustUseTwoFactor: true },
    ]);
  });
});

describe('an admin resetting another admin', () => {
  it('is recorded, and the other admin is e-mailed who reset their two-factor sign-in or password', async () => {
    const alice = await insertUser(t.database.db, 'admin', { username: 'alice-admin' });
    const bob = await insertUser(t.database.db, 'admin', { username: 'bob-admin', email: 'bob@example.test' });
    const employee = await insertUser(t.database.db, 'employee', { email: 'erin@example.test' });
    const aliceToken = await tokenFor(t.app, 'alice-admin');
    await enrol(bob.id, await tokenFor(t.app, 'bob-admin'));
    await deliver();
    const before = smtp.received.length;

    expect((await send('DELETE', `/api/users/${bob.id}/two-factor`, aliceToken)).statusCode).toBe(204);
    expect((await send('POST', `/api/users/${bob.id}/password-link`, aliceToken)).statusCode).toBe(200);
    expect((await send('POST', `/api/users/${employee.id}/password-link`, aliceToken)).statusCode).toBe(200);
    await deliver();

    const mails = smtp.received.slice(before).map((m) => ({ to: m.to.join(), subject: m.subject }));
    expect(mails).toEqual(
      expect.arrayContaining([
        { to: 'bob@example.test', subject: 'Your two-factor sign-in was reset by another administrator' },
        { to: 'bob@example.test', subject: 'Your password was reset by another administrator' },
      ]),
    );
    // Bob's set-password link, Bob's two notices, Erin's link: no notice for an employee.
    expect(mails.filter((m) => m.to === 'erin@example.test')).toHaveLength(1);
    expect(mails).toHaveLength(4);
    const notice = smtp.received.slice(before).find((m) => m.subject.includes('two-factor'))!;
    expect(notice.text).toContain('alice-admin reset the two-factor sign-in of your administrator account (username: bob-admin)');

    const [reset] = await eventsOf('two-factor.reset', bob.id);
    expect(reset).toMatchObject({ actorId: alice.id, detail: { role: 'admin', emailed: true } });
    const [link] = await eventsOf('password-link.issued', bob.id);
    expect(link).toMatchObject({ actorId: alice.id, detail: { purpose: 'reset', role: 'admin', adminNotified: true } });
    // A reset second factor starts a fresh grace: Bob has three sign-ins to set a new one up.
    const [row] = await t.database.db.select({ n: users.twoFactorGraceSignIns }).from(users).where(eq(users.id, bob.id));
    expect(row?.n).toBe(0);
  });
});

describe('recovery codes', () => {
  it('are stored as argon2id hashes, not digests, and each works once', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'codes-customer' });
    const { recoveryCodes: codes } = await enrol(user.id, await tokenFor(t.app, 'codes-customer'));
    const rows = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.legacySha256).toBeNull();
    }
    expect(new Set(rows.map((r) => r.codeHash)).size).toBe(10);

    const login = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'codes-customer', password: TEST_PASSWORD, code } });
    const typed = codes[3]!.toUpperCase().replace('-', ' ');
    expect((await login(typed)).statusCode).toBe(200);
    const again = await login(codes[3]!);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('kept from before as SHA-256 still work once each, until used or replaced', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'legacy-codes' });
    await enrol(user.id, await tokenFor(t.app, 'legacy-codes'));
    // As migration 0018 leaves a code issued before it: sha256("abcdefghjk"), from `printf abcdefghjk | sha256sum`.
    await t.database.db
      .insert(recoveryCodes)
      .values({ userId: user.id, codeHash: null, legacySha256: '22f3f00d7f9cfe6eeefa9b71bdcb093a9080fcf4981d2dbf932648fa15a2d793' });
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'legacy-codes', password: TEST_PASSWORD, code: 'ABCDE-FGHJK' },
      });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(401);
  });
});
