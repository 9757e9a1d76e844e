import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '#server/db/schema/security.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser, TEST_PASSWORD } from '#tests/support/accounts.ts';

/**
 * Decision 0035 (OWASP device cookies): a browser that signed in before keeps a signed cookie naming
 * the user, which exempts it from the per-address limit, under a lockout of its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
    ...(cookie && { headers: { cookie } }),
  });

/** The `name=value` a browser sends back from a sign-in's Set-Cookie. */
function deviceCookie(res: Awaited<ReturnType<typeof login>>): string {
  const header = String(res.headers['set-cookie']);
  // The test site is https: the cookie is Secure.
  expect(header).toMatch(/^tp_device=[^;]+; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Strict; Secure$/);
  return header.split(';')[0]!;
}

describe('device cookies', () => {
  it('let a browser that signed in before through after 20 failures from its address; one without is refused', async () => {
    const office = '203.0.113.70';
    await insertUser(t.database.db, 'admin', { username: 'office-admin' });
    await insertUser(t.database.db, 'admin', { username: 'office-clerk' });
    const adminCookie = deviceCookie(await login('office-admin', TEST_PASSWORD, office));
    const clerkCookie = deviceCookie(await login('office-clerk', TEST_PASSWORD, '198.51.100.71'));
    // The key is the server's own, made on first start and kept in the database.
    expect(await t.database.db.select({ name: serverSecrets.name }).from(serverSecrets)).toEqual([{ name: 'device-cookie-key' }]);

    for (let i = 0; i < 20; i++) expect((await login(`made-up-${i}`, 'not a password 1', office)).statusCode).toBe(401);
    expect((await login('office-admin', TEST_PASSWORD, office)).statusCode).toBe(429);

    const known = await login('office-admin', TEST_PASSWORD, office, adminCookie);
    expect(known.statusCode).toBe(200);
    // A known browser keeps its cookie: none is set again.
    expect(known.headers['set-cookie']).toBeUndefined();

    // A cookie names its user: another account's, or one whose signature is not the server's, counts for nothing.
    expect((await login('office-admin', TEST_PASSWORD, office, clerkCookie)).statusCode).toBe(429);
    const forged = adminCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await login('office-admin', TEST_PASSWORD, office, forged)).statusCode).toBe(429);
  });

  it('have a lockout of their own: 10 failures in 15 minutes, then the browser is treated like any other', async () => {
    const shared = '203.0.113.80';
    await insertUser(t.database.db, 'admin', { username: 'typo-admin' });
    const cookie = deviceCookie(await login('typo-admin', TEST_PASSWORD, shared));
    for (let i = 0; i < 20; i++) expect((await login(`spray-${i}`, 'not a password 1', shared)).statusCode).toBe(401);

    // Its own typos do not touch the address's count or anyone's back-off: ten wrong passwords answer 401.
    for (let i = 0; i < 10; i++) expect((await login('typo-admin', `wrong ${i}`, shared, cookie)).statusCode).toBe(401);
    // The eleventh attempt is the address's again, which is over its limit.
    expect((await login('typo-admin', TEST_PASSWORD, shared, cookie)).statusCode).toBe(429);
    // From another address, where nothing is limited, the same browser still signs in.
    expect((await login('typo-admin', TEST_PASSWORD, '198.51.100.81', cookie)).statusCode).toBe(200);
  });
});
