import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '#server/db/schema/security.ts';
import { twoFactorSecrets } from '#server/db/schema/accounts.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';
import { totpCode } from '#tests/support/totp.ts';
import { createOrResetAdmin } from '#server/modules/users/first-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COMPANY_NAME: 'Lake & Pine Cleaning' });
});
afterAll(async () => {
  await t.close();
});

const STEP_MS = 30_000;
const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const login = (username: string, extra: object = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: TEST_PASSWORD, ...extra }, remoteAddress });
const eventsOf = async (userId: number) =>
  (await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId))).map((e) => e.type);
/** Lets the next code of the current time step be used again (each code works once). */
const forgetUsedStep = (userId: number) =>
  t.database.db.update(twoFactorSecrets).set({ lastUsedStep: null }).where(eq(twoFactorSecrets.userId, userId));

/** A user with two-factor sign-in on: its secret and recovery codes. */
async function withTwoFactor(role: 'customer' | 'employee' | 'admin', username: string) {
  const user = await insertUser(t.database.db, role, { username });
  const token = await tokenFor(t.app, username);
  const setup = await post('/api/auth/two-factor/setup', token, { currentPassword: TEST_PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post('/api/auth/two-factor/enable', token, { code: totpCode(secret) });
  expect(enable.statusCode).toBe(200);
  await forgetUsedStep(user.id);
  return { user, token, secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

describe('two-factor setup', () => {
  it('asks for the password, gives a scannable secret, and turns on only with a right code', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'tf-setup' });
    const token = await tokenFor(t.app, 'tf-setup');

    const wrongPassword = await post('/api/auth/two-factor/setup', token, { currentPassword: 'not it' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields).toEqual({ currentPassword: 'Current password is incorrect' });

    const setup = await post('/api/auth/two-factor/setup', token, { currentPassword: TEST_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.json() as { secret: string; otpauthUri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Lake%20%26%20Pine%20Cleaning:tf-setup?issuer=Lake%20%26%20Pine%20Cleaning&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    // Not on until confirmed: the password alone still signs in.
    expect((await login('tf-setup')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(token) })).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      canTurnOff: true,
    });

    const wrongCode = await post('/api/auth/two-factor/enable', token, { code: totpCode(secret, Date.now() + 5 * STEP_MS) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fields.code).toMatch(/did not work/);

    const enable = await post('/api/auth/two-factor/enable', token, { code: totpCode(secret) });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const status = (await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(token) })).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, canTurnOff: true });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().twoFactorEnabled).toBe(true);
    // A second setup would replace the secret under the user's feet.
    expect((await post('/api/auth/two-factor/setup', token, { currentPassword: TEST_PASSWORD })).statusCode).toBe(409);
    expect(await eventsOf(user.id)).toContain('two-factor.enabled');
  });

  it('refuses an empty code with a message, and a setup without a session', async () => {
    await insertUser(t.database.db, 'employee', { username: 'tf-empty' });
    const token = await tokenFor(t.app, 'tf-empty');
    const res = await post('/api/auth/two-factor/enable', token, { code: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toBe('Enter the code from your authenticator app');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', payload: { currentPassword: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after a right password, and takes each code once', async () => {
    const { user, secret } = await withTwoFactor('customer', 'tf-login');

    const noCode = await login('tf-login');
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', fields: { code: expect.stringMatching(/6-digit code/) } });
    expect(noCode.json().token).toBeUndefined();

    // A wrong password is the plain 401, code or not: the code step tells nothing before the password is right.
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'tf-login', password: 'wrong', code: totpCode(secret) },
    });
    expect(wrongPassword.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid username or password' });

    const wrongCode = await login('tf-login', { code: totpCode(secret, Date.now() + 10 * STEP_MS) });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', fields: { code: expect.stringMatching(/did not work/) } });

    const code = totpCode(secret);
    const ok = await login('tf-login', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe('tf-login');
    // The same code again (someone who watched it typed) is refused.
    expect((await login('tf-login', { code })).json().code).toBe('TWO_FACTOR_REQUIRED');

    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'tf-login', password: TEST_PASSWORD },
    });
    expect(admin.json().code).toBe('TWO_FACTOR_REQUIRED');

    const types = await eventsOf(user.id);
    expect(types.filter((type) => type === 'sign-in.failed')).toHaveLength(3); // wrong password, wrong code, replayed code
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const { user, token, recoveryCodes } = await withTwoFactor('employee', 'tf-recovery');
    const first = recoveryCodes[0]!;
    expect((await login('tf-recovery', { code: first.toUpperCase().replace('-', ' ') })).statusCode).toBe(200);
    expect((await login('tf-recovery', { code: first })).json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(token) })).json().recoveryCodesLeft).toBe(9);
    expect(await eventsOf(user.id)).toContain('two-factor.recovery-code-used');
  });

  it('limits wrong codes per user across addresses: 10 in 15 minutes, then even a right code waits', async () => {
    const { secret } = await withTwoFactor('customer', 'tf-limit');
    for (let i = 1; i <= 10; i++) {
      const res = await login('tf-limit', { code: totpCode(secret, Date.now() + 20 * STEP_MS) }, `203.0.113.${i}`);
      expect(res.statusCode, `guess ${i}`).toBe(401);
    }
    const right = await login('tf-limit', { code: totpCode(secret) }, '203.0.113.50');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many failed code attempts/);
  });

  it('renewing recovery codes retires the old ones', async () => {
    const { token, secret, recoveryCodes } = await withTwoFactor('customer', 'tf-renew');
    const renewed = await post('/api/auth/two-factor/recovery-codes', token, { code: totpCode(secret) });
    expect(renewed.statusCode).toBe(200);
    const fresh = (renewed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    expect((await login('tf-renew', { code: recoveryCodes[1] })).json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await login('tf-renew', { code: fresh[0] })).statusCode).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('lets a customer turn it off with the password and a code', async () => {
    const { user, token, secret } = await withTwoFactor('customer', 'tf-off');
    const noPassword = await post('/api/auth/two-factor/disable', token, { currentPassword: 'nope', code: totpCode(secret) });
    expect(noPassword.statusCode).toBe(400);
    const off = await post('/api/auth/two-factor/disable', token, { currentPassword: TEST_PASSWORD, code: totpCode(secret) });
    expect(off.statusCode).toBe(204);
    expect((await login('tf-off')).statusCode).toBe(200);
    expect(await eventsOf(user.id)).toContain('two-factor.disabled');
  });

  it('keeps it on for admins; another admin resets a lost one, never their own', async () => {
    const { user, token, secret } = await withTwoFactor('admin', 'tf-admin');
    const status = (await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(token) })).json();
    expect(status.canTurnOff).toBe(false);
    const off = await post('/api/auth/two-factor/disable', token, { currentPassword: TEST_PASSWORD, code: totpCode(secret) });
    expect(off.statusCode).toBe(403);

    const self = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}/two-factor`, headers: bearer(token) });
    expect(self.statusCode).toBe(403);

    await insertUser(t.database.db, 'admin', { username: 'tf-other-admin' });
    const other = await tokenFor(t.app, 'tf-other-admin');
    const listed = (await t.app.inject({ url: '/api/users?search=tf-admin&role=all', headers: bearer(other) })).json() as Array<{
      username: string;
      twoFactorEnabled: boolean;
    }>;
    expect(listed.find((u) => u.username === 'tf-admin')?.twoFactorEnabled).toBe(true);

    const reset = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}/two-factor`, headers: bearer(other) });
    expect(reset.statusCode).toBe(204);
    expect((await login('tf-admin')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}/two-factor`, headers: bearer(other) });
    expect(again.statusCode).toBe(409);
    expect(await eventsOf(user.id)).toContain('two-factor.reset');
  });

  it('npm run create-admin (createOrResetAdmin) turns off the admin’s second factor: the way back in from a lost phone', async () => {
    await withTwoFactor('admin', 'tf-cli-admin');
    expect((await login('tf-cli-admin')).json().code).toBe('TWO_FACTOR_REQUIRED');
    await createOrResetAdmin(t.database.db, { username: 'tf-cli-admin', password: TEST_PASSWORD }, 'sales@example.test');
    expect((await login('tf-cli-admin')).statusCode).toBe(200);
  });
});
