import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { loginFailures, notifications, securityEvents, sessions, users } from '#server/db/schema/index.ts';
import { loadConfig } from '#server/config.ts';
import { createOrResetAdmin } from '#server/modules/users/first-admin.ts';
import { createSessionPurge } from '#server/modules/auth/session-purge.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';

/** Decision 0009: sign-in limits that slow guessing without letting anyone lock a user out. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip: string, url = '/api/login') =>
  t.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/password', payload: { currentPassword, newPassword }, headers: bearer(token) });
/** Moves every recorded failure into the past, as if that much time had gone by. */
const age = (ms: number) => t.database.db.update(loginFailures).set({ at: sql`${loginFailures.at} - make_interval(secs => ${ms / 1000})` });
/** The digest a typed name is counted under (lower-case, trimmed): bucket keys hold no typed text. */
const digest = (name: string) => createHash('sha256').update(name.trim().toLowerCase()).digest('hex');
const eventsOf = (userId: number) =>
  t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(securityEvents.id);

describe('nobody can lock a user out', () => {
  it('six wrong passwords from one address slow that address only: the admin still signs in from another', async () => {
    await insertUser(t.database.db, 'admin', { username: 'real-admin' });
    for (let i = 0; i < 5; i++) expect((await login('real-admin', `wrong-${i}`, '203.0.113.1', '/api/admin/login')).statusCode).toBe(401);
    const sixth = await login('real-admin', 'wrong-5', '203.0.113.1', '/api/admin/login');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    expect((await login('real-admin', TEST_PASSWORD, '198.51.100.2', '/api/admin/login')).statusCode).toBe(200);
  });

  it('an address over its own limit adds no failures to any account', async () => {
    const victim = await insertUser(t.database.db, 'customer', { username: 'victim' });
    for (let i = 0; i < 20; i++) expect((await login(`spray-a-${i}`, 'Password1!', '203.0.113.2')).statusCode).toBe(401);
    for (let i = 0; i < 40; i++) expect((await login('victim', `guess-${i}`, '203.0.113.2')).statusCode).toBe(429);
    const recorded = await t.database.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.bucket, `%${digest(victim.username)}%`));
    expect(recorded).toHaveLength(0);
    expect((await login('victim', TEST_PASSWORD, '198.51.100.3')).statusCode).toBe(200);
  });

  it('a parallel burst from one address leaves no more than its allowance in the account bucket', async () => {
    // On PostgreSQL the attempts really run at once (CI's second pass); on the embedded database one by one.
    const target = await insertUser(t.database.db, 'customer', { username: 'burst-target' });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('burst-target', `burst-${i}`, '203.0.113.9')));
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    const recorded = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.bucket, `acct:name:${digest(target.username)}`));
    expect(recorded.length).toBeLessThanOrEqual(20);
    expect((await login('burst-target', TEST_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });

  it('the delay per account and address grows: 1 minute after 5 failures, and it lifts when the minute is over', async () => {
    await insertUser(t.database.db, 'employee', { username: 'slow-down' });
    for (let i = 0; i < 5; i++) expect((await login('slow-down', `wrong-${i}`, '203.0.113.3')).statusCode).toBe(401);
    expect((await login('slow-down', TEST_PASSWORD, '203.0.113.3')).statusCode).toBe(429);
    await age(61_000);
    expect((await login('slow-down', 'wrong-again', '203.0.113.3')).statusCode).toBe(401);
    // The 6th failure in the hour: now 2 minutes.
    await age(61_000);
    expect((await login('slow-down', TEST_PASSWORD, '203.0.113.3')).statusCode).toBe(429);
    await age(60_000);
    expect((await login('slow-down', TEST_PASSWORD, '203.0.113.3')).statusCode).toBe(200);
  });

  it('guessing spread over many addresses never holds back an address the user signed in from', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'spread-target' });
    await tokenFor(t.app, 'spread-target'); // signs in from 127.0.0.1, the user's usual address
    for (let i = 0; i < 30; i++) expect((await login('spread-target', `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    // A new address waits 30 s after its own attempt on this account...
    expect((await login('spread-target', 'typo', '198.51.100.77')).statusCode).toBe(401);
    const newcomer = await login('spread-target', TEST_PASSWORD, '198.51.100.77');
    expect(newcomer.statusCode).toBe(429);
    expect(newcomer.json().message).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    // ...the user's own address does not.
    expect((await login('spread-target', 'typo', '127.0.0.1')).statusCode).toBe(401);
    expect((await login('spread-target', TEST_PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    expect((await eventsOf(user.id)).map((e) => e.type)).toContain('sign-in.throttled');
  });

  it('a patient attacker cannot keep a user on a new device waiting: under the back-off each address waits for its own attempt only', async () => {
    await insertUser(t.database.db, 'customer', { username: 'paced-target' });
    for (let i = 0; i < 30; i++) expect((await login('paced-target', `guess-${i}`, `192.0.2.${i + 101}`)).statusCode).toBe(401);
    // The newest guess was a moment ago, from another address: the user's brand-new device is not held back by it.
    expect((await login('paced-target', TEST_PASSWORD, '198.51.100.78')).statusCode).toBe(200);
    // The guessing address itself gets one attempt on the account every 30 seconds.
    const again = await login('paced-target', 'guess-again', '192.0.2.130');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    expect((await login('paced-target', 'guess-again', '192.0.2.101')).statusCode).toBe(429);
    await age(31_000);
    expect((await login('paced-target', 'guess-again', '192.0.2.130')).statusCode).toBe(401);
  });

  it('an address the user signed in from stays familiar after logout and the session purge (taken from sign-in events)', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'comes-back' });
    const token = await tokenFor(t.app, 'comes-back'); // from 127.0.0.1
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    await createSessionPurge({ db: t.database.db, log: t.app.log }).runOnce();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    for (let i = 0; i < 30; i++) expect((await login('comes-back', `guess-${i}`, `192.0.2.${i + 131}`)).statusCode).toBe(401);
    // A typo and then the right password at once: the usual address is not paced...
    expect((await login('comes-back', 'typo', '127.0.0.1')).statusCode).toBe(401);
    expect((await login('comes-back', TEST_PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    // ...an address the user never signed in from is.
    expect((await login('comes-back', 'typo', '198.51.100.79')).statusCode).toBe(401);
    expect((await login('comes-back', TEST_PASSWORD, '198.51.100.79')).statusCode).toBe(429);
  });

  it('a parallel burst from one address under the account back-off gets at most one guess, and the refused ones leave no rows', async () => {
    // On PostgreSQL the attempts really run at once; all of them pass the first check and are refused by the recount.
    await insertUser(t.database.db, 'customer', { username: 'raced' });
    for (let i = 0; i < 30; i++) expect((await login('raced', `guess-${i}`, `192.0.2.${i + 161}`)).statusCode).toBe(401);
    await age(31_000);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => login('raced', `burst-${i}`, '198.51.100.80')));
    const guessed = answers.filter((a) => a.statusCode === 401).length;
    expect(guessed).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(8 - guessed);
    const recorded = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.bucket, `acct:name:${digest('raced')}`));
    expect(recorded).toHaveLength(30 + guessed);
  });
});

describe('limit buckets cannot be reached by typed text', () => {
  it('a typed name "user:<id>" does not count against that user, even from the same address', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'pre-locked' });
    for (const typed of [`user:${user.id}`, `account:user:${user.id}`, `acct:id:${user.id}`]) {
      for (let i = 0; i < 6; i++) await login(typed, `wrong-${i}`, '203.0.113.4');
    }
    expect((await login('pre-locked', TEST_PASSWORD, '203.0.113.4')).statusCode).toBe(200);
  });

  it('a username and the same account’s e-mail are separate buckets: after 5 failures on the name, the e-mail answers like an unknown one', async () => {
    await insertUser(t.database.db, 'customer', { username: 'two-names', email: 'two.names@example.test' });
    for (let i = 0; i < 5; i++) expect((await login('two-names', `wrong-${i}`, '203.0.113.62')).statusCode).toBe(401);
    expect((await login('two-names', 'wrong-5', '203.0.113.62')).statusCode).toBe(429);
    const email = await login('Two.Names@example.test', 'wrong-6', '203.0.113.62');
    const unknown = await login('nobody.here@example.test', 'wrong-6', '203.0.113.62');
    expect([email.statusCode, unknown.statusCode]).toEqual([401, 401]);
    // No typed text in any key: the names are counted under their digests only.
    const buckets = (await t.database.db.select().from(loginFailures)).map((r) => r.bucket);
    expect(buckets.filter((b) => /two|names|nobody/i.test(b))).toEqual([]);
    expect(buckets).toContain(`acct:name:${digest('two.names@example.test')}`);
    expect(buckets).toContain(`pair:name:${digest('two-names')}@203.0.113.62`);
  });

  it('a locked unknown name answers like a locked known one, and a known name is never locked by typed text (401, not 429)', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'exists-here' });
    for (let i = 0; i < 6; i++) await login(`user:${user.id}`, `wrong-${i}`, '203.0.113.5');
    expect((await login('exists-here', 'wrong-password', '198.51.100.5')).statusCode).toBe(401);

    for (let i = 0; i < 5; i++) {
      expect((await login('nobody-at-all', `wrong-${i}`, '203.0.113.6')).statusCode).toBe(401);
      expect((await login('exists-here', `wrong-${i}`, '203.0.113.6')).statusCode).toBe(401);
    }
    const unknown = await login('nobody-at-all', 'wrong-5', '203.0.113.6');
    const known = await login('exists-here', 'wrong-5', '203.0.113.6');
    expect([unknown.statusCode, known.statusCode]).toEqual([429, 429]);
    expect(unknown.json().message).toBe(known.json().message);
  });
});

describe('clearing a sign-in lock', () => {
  it('an admin clears a user’s lock (DELETE /api/users/:id/sign-in-lock), recorded as sign-in.unlocked', async () => {
    const admin = await insertUser(t.database.db, 'admin', { username: 'unlocker' });
    const adminToken = await tokenFor(t.app, 'unlocker');
    const user = await insertUser(t.database.db, 'employee', { username: 'locked-out' });
    for (let i = 0; i < 5; i++) await login('locked-out', `wrong-${i}`, '203.0.113.7');
    for (let i = 0; i < 5; i++) await login(user.email, `wrong-${i}`, '203.0.113.7');
    expect((await login('locked-out', TEST_PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.7')).statusCode).toBe(429);

    const cleared = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}/sign-in-lock`, headers: bearer(adminToken) });
    expect(cleared.statusCode).toBe(204);
    expect((await login('locked-out', TEST_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    // The account and pair buckets of both names, five failures each.
    const unlocked = (await eventsOf(user.id)).find((e) => e.type === 'sign-in.unlocked');
    expect(unlocked).toMatchObject({ actorId: admin.id, detail: { clearedFailures: 20 } });

    const missing = await t.app.inject({ method: 'DELETE', url: '/api/users/999999/sign-in-lock', headers: bearer(adminToken) });
    expect(missing.statusCode).toBe(404);
  });

  it('npm run create-admin (createOrResetAdmin) clears the admin’s lock', async () => {
    await insertUser(t.database.db, 'admin', { username: 'cli-admin' });
    for (let i = 0; i < 5; i++) await login('cli-admin', `wrong-${i}`, '203.0.113.8', '/api/admin/login');
    expect((await login('cli-admin', TEST_PASSWORD, '203.0.113.8', '/api/admin/login')).statusCode).toBe(429);
    await createOrResetAdmin(t.database.db, { username: 'cli-admin', password: 'a fresh admin passphrase' }, 'sales@example.test');
    expect((await login('cli-admin', 'a fresh admin passphrase', '203.0.113.8', '/api/admin/login')).statusCode).toBe(200);
  });
});

describe('changing a password', () => {
  it('allows 5 wrong current passwords in 15 minutes, then answers 429 even for the right one', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'pw-guesser' });
    const token = await tokenFor(t.app, 'pw-guesser');
    for (let i = 0; i < 5; i++) expect((await changePassword(token, `wrong-current-${i}`, 'a brand new passphrase')).statusCode).toBe(400);
    const sixth = await changePassword(token, TEST_PASSWORD, 'a brand new passphrase');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many failed password change attempts. Please wait 15 minutes and try again.');
    const types = (await eventsOf(user.id)).map((e) => e.type);
    expect(types.filter((type) => type === 'password.change-failed')).toHaveLength(6);
  });

  it('refuses the current password as the new one', async () => {
    await insertUser(t.database.db, 'customer', { username: 'same-again' });
    const res = await changePassword(await tokenFor(t.app, 'same-again'), TEST_PASSWORD, TEST_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ newPassword: 'The new password must be different from your current password' });
  });

  it('refuses common passwords and ones built from the company or user names, naming the field', async () => {
    await insertUser(t.database.db, 'customer', { username: 'picky-pat', firstName: 'Patricia', lastName: 'Lund' });
    const token = await tokenFor(t.app, 'picky-pat');
    const expected: Record<string, string> = {
      '1234567890': 'This password is too common. Choose a less predictable one.',
      password12: 'This password is too common. Choose a less predictable one.',
      qwertyuiop: 'This password is too common. Choose a less predictable one.',
      twinpines2026: 'This password is too easy to guess: do not build it from your name or the company name.',
      'Twin Pines Cleaning!': 'This password is too easy to guess: do not build it from your name or the company name.',
      patricialund1: 'This password is too easy to guess: do not build it from your name or the company name.',
      'my picky-pat secret': 'This password contains your username. Choose one that does not.',
    };
    for (const [password, message] of Object.entries(expected)) {
      const res = await changePassword(token, TEST_PASSWORD, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fields, password).toEqual({ newPassword: message });
    }
    expect((await changePassword(token, TEST_PASSWORD, 'lilacs by the old mill')).statusCode).toBe(204);
  });

  it('records password.changed with the address, and no secret in any event', async () => {
    const user = await insertUser(t.database.db, 'customer', { username: 'logged-change' });
    const token = await tokenFor(t.app, 'logged-change');
    expect((await changePassword(token, TEST_PASSWORD, 'lilacs by the old mill')).statusCode).toBe(204);
    const events = await eventsOf(user.id);
    expect(events.map((e) => e.type)).toEqual(['sign-in.succeeded', 'password.changed']);
    expect(events[1]).toMatchObject({ ip: '127.0.0.1', userId: user.id });
    expect(JSON.stringify(events)).not.toMatch(/lilacs|correct horse/);
  });
});

describe('set-password links screen the password too', () => {
  it('refuses a common password with a 400 on the password field, then accepts a good one', async () => {
    await insertUser(t.database.db, 'admin', { username: 'link-issuer' });
    const admin = await tokenFor(t.app, 'link-issuer');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(admin),
      payload: {
        firstName: 'Ola',
        lastName: 'Strand',
        username: 'ola-strand',
        email: 'ola@example.test',
        role: 'customer',
        companyName: 'Strand AB',
      },
    });
    const token = new URL(created.json().passwordLink.url).searchParams.get('token')!;
    const common = await t.app.inject({ method: 'POST', url: `/api/auth/password-links/${token}`, payload: { password: 'qwertyuiop' } });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ password: 'This password is too common. Choose a less predictable one.' });
    const named = await t.app.inject({ method: 'POST', url: `/api/auth/password-links/${token}`, payload: { password: 'TwinPines2026' } });
    expect(named.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/auth/password-links/${token}`,
      payload: { password: 'ola rows the fjord' },
    });
    expect(ok.statusCode).toBe(204);
    const user = (await t.database.db.select().from(securityEvents).where(eq(securityEvents.type, 'password.set-with-link'))).at(-1);
    expect(user?.detail).toEqual({ purpose: 'invite' });
  });
});

describe('sign-in events', () => {
  it('records failed and succeeded sign-ins with the account, address and outcome, never the password', async () => {
    const user = await insertUser(t.database.db, 'employee', { username: 'watched' });
    await login('watched', 'not-my-password', '198.51.100.9');
    await login('watched', TEST_PASSWORD, '198.51.100.9');
    const events = await eventsOf(user.id);
    expect(events.map((e) => [e.type, e.ip, e.identifier, e.detail])).toEqual([
      ['sign-in.failed', '198.51.100.9', 'watched', { via: 'page', reason: 'wrong-password' }],
      ['sign-in.succeeded', '198.51.100.9', 'watched', { via: 'page', secondFactor: null, knownDevice: false }],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/not-my-password|correct horse/);
    const unknown = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'sign-in.failed'), eq(securityEvents.identifier, 'nobody-at-all')));
    expect(unknown[0]).toMatchObject({ userId: null, detail: { via: 'page', reason: 'unknown-name' } });
  });
});

describe('password-changed e-mail', () => {
  it('queues a notice to the user in the outbox when their password changes', async () => {
    const mailing = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      await insertUser(mailing.database.db, 'customer', { username: 'notified', email: 'notified@example.test', firstName: 'Noor' });
      const token = await tokenFor(mailing.app, 'notified');
      const res = await mailing.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'lilacs by the old mill' },
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(204);
      const queued = await mailing.database.db.select().from(notifications).where(eq(notifications.kind, 'password-changed'));
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        channel: 'email',
        recipient: 'notified@example.test',
        payload: { name: 'Noor', username: 'notified', companyName: 'Twin Pines Commercial Cleaning' },
      });
    } finally {
      await mailing.close();
    }
  });
});

describe('password-changed e-mail after a reset link', () => {
  it('queues the notice for a reset link, not for an invitation', async () => {
    const mailing = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      await insertUser(mailing.database.db, 'admin', { username: 'mail-admin' });
      const admin = await tokenFor(mailing.app, 'mail-admin');
      const linkFor = async (url: string, payload?: object) => {
        const res = await mailing.app.inject({ method: 'POST', url, payload, headers: bearer(admin) });
        expect(res.statusCode, res.body).toBeLessThan(300);
        const body = res.json() as { url?: string; passwordLink?: { url: string } };
        return new URL(body.passwordLink?.url ?? body.url!, 'http://x').searchParams.get('token')!;
      };
      const choose = async (token: string, password: string) =>
        expect(
          (await mailing.app.inject({ method: 'POST', url: `/api/auth/password-links/${token}`, payload: { password } })).statusCode,
        ).toBe(204);

      const invite = await linkFor('/api/users', {
        firstName: 'Ines',
        lastName: 'Vik',
        username: 'ines.vik',
        email: 'ines@example.test',
        role: 'customer',
      });
      await choose(invite, 'quiet harbor lanterns');
      const notices = () => mailing.database.db.select().from(notifications).where(eq(notifications.kind, 'password-changed'));
      expect(await notices()).toHaveLength(0);

      const [ines] = await mailing.database.db.select().from(users).where(eq(users.username, 'ines.vik'));
      await choose(await linkFor(`/api/users/${ines!.id}/password-link`), 'copper kettle morning');
      expect((await notices()).map((n) => n.recipient)).toEqual(['ines@example.test']);
    } finally {
      await mailing.close();
    }
  });
});

describe('addresses', () => {
  it('counts an IPv6 /64 as one address, and an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`spray-v6-${i}`, 'Password1!', `2001:db8::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login('spray-v6-x', 'Password1!', '2001:db8::ffff:1')).statusCode).toBe(429);
    expect((await login('spray-v6-y', 'Password1!', '2001:0db8:0000:0000:1::')).statusCode).toBe(429);
    expect((await login('spray-v6-z', 'Password1!', '2001:db8:0:1::1')).statusCode).toBe(401);

    for (let i = 0; i < 20; i++) {
      const ip = i % 2 ? '::ffff:203.0.113.61' : '203.0.113.61';
      expect((await login(`spray-v4-${i}`, 'Password1!', ip)).statusCode).toBe(401);
    }
    expect((await login('spray-v4-x', 'Password1!', '203.0.113.61')).statusCode).toBe(429);
    expect((await login('spray-v4-y', 'Password1!', '::ffff:203.0.113.61')).statusCode).toBe(429);
  });

  it('counts an account’s failures from one IPv6 /64 as one pair', async () => {
    await insertUser(t.database.db, 'customer', { username: 'v6-user' });
    for (let i = 0; i < 5; i++) expect((await login('v6-user', `wrong-${i}`, `2001:db8:1::${i + 1}`)).statusCode).toBe(401);
    expect((await login('v6-user', TEST_PASSWORD, '2001:db8:1::99')).statusCode).toBe(429);
    expect((await login('v6-user', TEST_PASSWORD, '2001:db8:2::1')).statusCode).toBe(200);
  });
});

describe('a per-minute cap on the login routes', () => {
  it('answers 429 after LOGIN_RATE_LIMIT_PER_MINUTE attempts on a login route from one address in a minute', async () => {
    expect(loadConfig({}).limits.loginsPerMinute).toBe(60);
    const capped = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = (url: string, ip: string) =>
        capped.app.inject({ method: 'POST', url, payload: { username: `nobody-on-${url}`, password: 'Password1!' }, remoteAddress: ip });
      for (const url of ['/api/login', '/api/auth/login', '/api/admin/login']) {
        for (let i = 0; i < 3; i++) expect((await attempt(url, '203.0.113.63')).statusCode).toBe(401);
        const fourth = await attempt(url, '203.0.113.63');
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds/),
        });
      }
      // Another address is not capped; an IPv6 /64 is one address here too.
      expect((await attempt('/api/login', '203.0.113.64')).statusCode).toBe(401);
      for (const ip of ['2001:db8:9::1', '2001:db8:9::2', '2001:db8:9::3']) expect((await attempt('/api/login', ip)).statusCode).toBe(401);
      expect((await attempt('/api/login', '2001:db8:9::4')).statusCode).toBe(429);
    } finally {
      await capped.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let clients choose their own address/);
  });

  it('with one trusted hop, a client cannot escape the address limit by writing its own X-Forwarded-For', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const attempt = (i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: `spray-b-${i}`, password: 'Password1!' },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.50` },
        });
      for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(99)).statusCode).toBe(429);
      // The address is the one the trusted proxy added, not the peer's and not the client's own entry.
      const recorded = await proxied.database.db
        .selectDistinct({ ip: securityEvents.ip })
        .from(securityEvents)
        .where(eq(securityEvents.type, 'sign-in.failed'));
      expect(recorded).toEqual([{ ip: '203.0.113.50' }]);
    } finally {
      await proxied.close();
    }
  });
});
