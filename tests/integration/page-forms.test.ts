import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT_MESSAGE } from '#shared/contracts/auth.ts';
import { createTestApp, TEST_SITE_URL, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { totpCode } from '#tests/support/totp.ts';
import { createSecuritySettingsRepository } from '#server/modules/security/security-settings.repository.ts';

/**
 * Issue 29, blocker (decision 0032): the sign-in and password forms, posted by the browser itself
 * (no JavaScript), are POSTs to their own page. A sign-in that works is a 303 to the dashboard with
 * the session handed over by cookie; anything else is the page saying what is wrong. Expected texts
 * are the spec's, written out by hand.
 */
let t: TestApp;
let smtp: SmtpStub;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Twin Pines <no-reply@example.test>',
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A browser's own form post from this site's page; a header given as '' is left out. */
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: Object.fromEntries(
      Object.entries({
        'content-type': 'application/x-www-form-urlencoded',
        origin: TEST_SITE_URL,
        'sec-fetch-site': 'same-origin',
        ...headers,
      }).filter(([, value]) => value !== ''),
    ),
  });
const cookiesOf = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat() as string[];
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');
/** The text of a page, without its markup. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

async function deliver(): Promise<void> {
  while ((await t.app.outbox.runOnce()) > 0) {
    // until the outbox is empty
  }
}

describe('a sign-in form posted without JavaScript', () => {
  it('signs in: 303 to the dashboard, the session handed over once through an HttpOnly cookie of one call', async () => {
    await insertUser(t.database.db, 'customer', { username: 'nojs-customer' });
    // As Chromium sends its own form post from a page with Referrer-Policy no-referrer: Origin "null".
    const res = await postForm('/login-portal', { username: 'nojs-customer', password: TEST_PASSWORD }, { origin: 'null' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/customer-dashboard');
    const cookies = cookiesOf(res);
    const handoff = cookies.find((c) => c.startsWith('tp_signin_handoff='))!;
    expect(handoff).toContain('Path=/api/auth/handoff');
    expect(handoff).toContain('HttpOnly');
    expect(handoff).toContain('SameSite=Strict');
    expect(handoff).toContain('Max-Age=120');
    // SITE_URL is https here: both cookies are Secure. The marker holds nothing secret, and scripts may read it.
    expect(handoff).toContain('Secure');
    expect(cookies.find((c) => c.startsWith('tp_signin_pending='))).toBe(
      'tp_signin_pending=1; Path=/; Max-Age=120; SameSite=Strict; Secure',
    );

    const taken = await t.app.inject({ method: 'POST', url: '/api/auth/handoff', headers: { cookie: cookieHeader(cookies) } });
    expect(taken.statusCode).toBe(200);
    const { token, kind, user } = taken.json() as { token: string; kind: string; user: { username: string; role: string } };
    expect({ kind, username: user.username, role: user.role }).toEqual({ kind: 'general', username: 'nojs-customer', role: 'customer' });
    expect(cookiesOf(taken).filter((c) => c.includes('Max-Age=0')).length).toBe(2);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ username: 'nojs-customer' });

    // Once: the cookie is cleared, and a revoked session is never handed over again.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/handoff', headers: { cookie: cookieHeader(cookies) } });
    expect(again.statusCode).toBe(404);
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/handoff' });
    expect(none.statusCode).toBe(404);
  });

  it('each page goes where its script goes; the admin login hands over an admin session', async () => {
    await insertUser(t.database.db, 'employee', { username: 'nojs-employee' });
    await insertUser(t.database.db, 'admin', { username: 'nojs-admin' });
    const page = await postForm('/login', { username: 'nojs-employee', password: TEST_PASSWORD });
    expect([page.statusCode, page.headers.location]).toEqual([303, '/employee-dashboard']);
    const admin = await postForm('/admin/login', { username: 'nojs-admin', password: TEST_PASSWORD });
    expect([admin.statusCode, admin.headers.location]).toEqual([303, '/admin/dashboard']);
    const taken = await t.app.inject({ method: 'POST', url: '/api/auth/handoff', headers: { cookie: cookieHeader(cookiesOf(admin)) } });
    expect(taken.json()).toMatchObject({ kind: 'admin', user: { username: 'nojs-admin' } });
  });

  it('sends an admin past the two-factor grace to their account page, not the dashboard (decision 0035)', async () => {
    const settings = createSecuritySettingsRepository(t.database.db);
    await settings.setAdminsMustUseTwoFactor(true, null);
    try {
      await insertUser(t.database.db, 'admin', { username: 'nojs-admin-grace' });
      // Three sign-ins of grace land on the dashboard; the fourth goes where two-factor is set up.
      for (let i = 0; i < 3; i += 1) {
        const graced = await postForm('/admin/login', { username: 'nojs-admin-grace', password: TEST_PASSWORD });
        expect([graced.statusCode, graced.headers.location]).toEqual([303, '/admin/dashboard']);
      }
      const due = await postForm('/admin/login', { username: 'nojs-admin-grace', password: TEST_PASSWORD });
      expect([due.statusCode, due.headers.location]).toEqual([303, '/account']);
    } finally {
      await settings.setAdminsMustUseTwoFactor(false, null);
    }
  });

  it('answers a wrong password, an empty field and a non-admin on the admin login with the page saying so', async () => {
    await insertUser(t.database.db, 'customer', { username: 'nojs-typo' });
    const wrong = await postForm('/login-portal', { username: 'nojs-typo', password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('text/html');
    expect(wrong.headers['cache-control']).toBe('no-store');
    expect(cookiesOf(wrong).some((c) => c.startsWith('tp_signin'))).toBe(false);
    const text = textOf(wrong.body);
    expect(text).toContain('Login Failed');
    expect(text).toContain('Invalid username or password. Please try again.');
    expect(wrong.body).toContain('value="nojs-typo"');
    expect(wrong.body).not.toContain('not-the-password-1');
    expect(wrong.body).toContain('method="post"');

    const empty = await postForm('/login', { username: 'nojs-typo', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(textOf(empty.body)).toContain('Missing Information Please enter both username and password');

    const notAdmin = await postForm('/admin/login', { username: 'nojs-typo', password: TEST_PASSWORD });
    expect(notAdmin.statusCode).toBe(403);
    expect(textOf(notAdmin.body)).toContain('This login is for administrators only. Please use the Client Portal.');
  });

  it('asks for the two-factor code on the page, then signs in with the password and the code', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'nojs-2fa' });
    const token = await tokenFor(t.app, user.username);
    const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    const { secret } = (await call('/api/auth/two-factor/setup', { currentPassword: TEST_PASSWORD })).json() as { secret: string };
    const { recoveryCodes } = (await call('/api/auth/two-factor/enable', { code: totpCode(secret) })).json() as { recoveryCodes: string[] };

    const first = await postForm('/login-portal', { username: 'nojs-2fa', password: TEST_PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(first.body).toContain('name="code"');
    expect(textOf(first.body)).toContain(
      'Authentication code The 6-digit code from your authenticator app, or one of your recovery codes.',
    );
    expect(first.body).not.toContain(TEST_PASSWORD);

    const wrongCode = await postForm('/login-portal', { username: 'nojs-2fa', password: TEST_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.body).toContain('name="code"');
    // Under the code field, as after the script's call: the server's word on a wrong code.
    expect(textOf(wrongCode.body)).toContain('That code did not work. Check the code in your authenticator app and try again.');

    const done = await postForm('/login-portal', { username: 'nojs-2fa', password: TEST_PASSWORD, code: recoveryCodes[0]! });
    expect([done.statusCode, done.headers.location]).toEqual([303, '/customer-dashboard']);
  });

  it('refuses a form another site posted (login CSRF), and nobody is signed in', async () => {
    await insertUser(t.database.db, 'customer', { username: 'nojs-csrf' });
    const posts: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      // A browser without Sec-Fetch-Site: judged by its Origin.
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ];
    for (const headers of posts) {
      const res = await postForm('/login-portal', { username: 'nojs-csrf', password: TEST_PASSWORD }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(
        cookiesOf(res).some((c) => c.startsWith('tp_signin')),
        JSON.stringify(headers),
      ).toBe(false);
    }
  });
});

describe('the password forms posted without JavaScript', () => {
  it('Forgot password says the link is sent, and the set-password page sets it and leads to the sign-in', async () => {
    await insertUser(t.database.db, 'customer', { username: 'nojs-reset', email: 'nojs.reset@example.test' });
    const asked = await postForm('/forgot-password', { identifier: 'nojs.reset@example.test' });
    expect(asked.statusCode).toBe(200);
    expect(textOf(asked.body)).toContain(PASSWORD_RESET_SENT_MESSAGE);
    await deliver();
    const mail = smtp.received.find((m) => m.to.includes('nojs.reset@example.test'))!;
    const token = /\/set-password\?token=([\w-]+)/.exec(mail.text)![1]!;

    // The page itself carries the form (rendered on the server), posting to itself.
    const page = await t.app.inject({ method: 'GET', url: `/set-password?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(page.body).toContain('name="confirmPassword"');

    const mismatch = await postForm(`/set-password?token=${token}`, {
      password: 'Lake Harriet 2026!',
      confirmPassword: 'Lake Harriet 2027!',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(textOf(mismatch.body)).toContain('The passwords do not match');

    const set = await postForm(`/set-password?token=${token}`, { password: 'Lake Harriet 2026!', confirmPassword: 'Lake Harriet 2026!' });
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/login-portal?password-set=1&username=nojs-reset');
    const signIn = await postForm('/login-portal', { username: 'nojs-reset', password: 'Lake Harriet 2026!' });
    expect(signIn.statusCode).toBe(303);

    // Used once: the page without the token says the link cannot be used.
    const reused = await postForm(`/set-password?token=${token}`, {
      password: 'Lake Harriet 2028!',
      confirmPassword: 'Lake Harriet 2028!',
    });
    expect([reused.statusCode, reused.headers.location]).toEqual([303, '/set-password']);
    const gone = await t.app.inject({ method: 'GET', url: `/set-password?token=${token}` });
    expect([gone.statusCode, gone.headers.location]).toEqual([302, '/set-password']);
  });

  it("leads an employee to the general sign-in in the Employee Portal's words, not the Client Portal's (issue 30)", async () => {
    await insertUser(t.database.db, 'employee', { username: 'nojs-crew', email: 'nojs.crew@example.test' });
    await postForm('/forgot-password', { identifier: 'nojs.crew@example.test' });
    await deliver();
    const mail = smtp.received.find((m) => m.to.includes('nojs.crew@example.test'))!;
    const token = /\/set-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    const set = await postForm(`/set-password?token=${token}`, { password: 'Lake Nokomis 2026!', confirmPassword: 'Lake Nokomis 2026!' });
    expect([set.statusCode, set.headers.location]).toEqual([303, '/login-portal?password-set=1&username=nojs-crew&portal=employee']);
    const landing = await t.app.inject({ method: 'GET', url: set.headers.location as string });
    expect(textOf(landing.body)).toContain('Employee Portal');
    expect(textOf(landing.body)).not.toContain('Sign in to see your services, schedule and invoices.');
  });

  it('an empty Forgot password field is the page with the field message', async () => {
    const res = await postForm('/forgot-password', { identifier: '  ' });
    expect(res.statusCode).toBe(400);
    expect(textOf(res.body)).toContain('Enter your username or e-mail');
  });
});

describe('any other page form posted before its script ran', () => {
  it('is a page saying nothing was sent, never JSON; API paths are unchanged', async () => {
    const res = await postForm('/window-cleaning', { address: '1 Main St', fullName: 'Pat Doe' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(textOf(res.body)).toContain('Your form was not sent');
    expect(res.body).toContain('href="/window-cleaning"');
    // The API takes no form bodies: an /api path still answers the shared JSON error.
    const api = await postForm('/api/no-such-call', { a: '1' });
    expect(api.statusCode).toBeGreaterThanOrEqual(400);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
