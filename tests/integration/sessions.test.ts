import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, passwordLinks, sessions } from '#server/db/schema/accounts.ts';
import { digestToken } from '#server/modules/accounts/secrets.ts';
import { createSessionPurge, LINK_RETENTION_MS } from '#server/modules/auth/session-purge.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD } from '#tests/support/accounts.ts';

const silent = { info() {}, error() {} } as unknown as Parameters<typeof createSessionPurge>[0]['log'];
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30' });
});
afterAll(async () => {
  await t.close();
});

const signIn = async (username: string, userAgent: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
};
const sessionIdOf = async (token: string) =>
  (
    await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, digestToken(token)))
  )[0]!.id;

describe('own sessions', () => {
  it('lists only the caller’s live sessions, marking the current one', async () => {
    await insertUser(t.database.db, 'customer', { username: 'devices-a' });
    await insertUser(t.database.db, 'customer', { username: 'devices-b' });
    const phone = await signIn('devices-a', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
    const desk = await signIn('devices-a', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36');
    await signIn('devices-b', 'Other/1.0');
    const ended = await signIn('devices-a', 'Ended/1.0');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ended) });

    const res = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(desk) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; current: boolean; userAgent: string; ipAddress: string; via: string }>;
    expect(list.map((s) => [s.userAgent.slice(0, 30), s.current, s.ipAddress, s.via]).sort()).toEqual([
      ['Mozilla/5.0 (Windows NT 10.0; ', true, '127.0.0.1', 'portal'],
      ['Mozilla/5.0 (iPhone; CPU iPhon', false, '127.0.0.1', 'portal'],
    ]);
    expect(list.map((s) => s.id).sort()).toEqual([await sessionIdOf(phone), await sessionIdOf(desk)].sort());
  });

  it('revokes one of the caller’s sessions; another user’s session is 404 and keeps working', async () => {
    await insertUser(t.database.db, 'employee', { username: 'revoke-a' });
    await insertUser(t.database.db, 'employee', { username: 'revoke-b' });
    const mine = await signIn('revoke-a', 'Mine/1.0');
    const myOther = await signIn('revoke-a', 'MyOther/1.0');
    const theirs = await signIn('revoke-b', 'Theirs/1.0');

    const notMine = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${await sessionIdOf(theirs)}`, headers: bearer(mine) });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ message: 'Session not found' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(theirs) })).statusCode).toBe(200);

    const otherId = await sessionIdOf(myOther);
    const done = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}`, headers: bearer(mine) });
    expect(done.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(myOther) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(mine) })).statusCode).toBe(200);
    // Already revoked: 404 again.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}`, headers: bearer(mine) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/abc', headers: bearer(mine) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}` })).statusCode).toBe(401);
  });
});

describe('idle timeout (SESSION_IDLE_MINUTES=30)', () => {
  it('ends a session unused for longer than the limit, on its next use', async () => {
    await insertUser(t.database.db, 'customer', { username: 'idle-user' });
    const fresh = await signIn('idle-user', 'Fresh/1.0');
    const stale = await signIn('idle-user', 'Stale/1.0');
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: minutesAgo(29) })
      .where(eq(sessions.id, await sessionIdOf(fresh)));
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: minutesAgo(31) })
      .where(eq(sessions.id, await sessionIdOf(stale)));

    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/auth/me', headers: bearer(stale) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.' });
    // Nor is it listed as a device.
    const list = (await t.app.inject({ url: '/api/auth/sessions', headers: bearer(fresh) })).json() as Array<{ userAgent: string }>;
    expect(list.map((s) => s.userAgent)).toEqual(['Fresh/1.0']);
  });

  it('rejects a limit under 10 minutes in the configuration', async () => {
    const { loadConfig } = await import('#server/config.ts');
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '5' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(loadConfig({}).auth.sessionIdleMs).toBe(480 * 60_000);
  });
});

describe('purging dead sessions and links', () => {
  it('also deletes sign-in failures older than every limit window (two hours), keeping recent ones', async () => {
    const db = t.database.db;
    await db.insert(loginFailures).values([
      { bucket: 'ip:192.0.2.77', at: minutesAgo(121) },
      { bucket: 'ip:192.0.2.77', at: minutesAgo(119) },
    ]);
    await createSessionPurge({ db, log: silent }).runOnce();
    const left = await db.select({ at: loginFailures.at }).from(loginFailures).where(eq(loginFailures.bucket, 'ip:192.0.2.77'));
    expect(left).toHaveLength(1);
    expect(left[0]!.at.getTime()).toBeGreaterThan(minutesAgo(120).getTime());
  });

  it('deletes expired, revoked and idle sessions and links used or expired over a week ago, and nothing else', async () => {
    const db = t.database.db;
    const user = await insertUser(db, 'customer', { username: 'purge-user' });
    await db.delete(sessions);
    await db.delete(passwordLinks);
    const hour = 3_600_000;
    const future = new Date(Date.now() + 24 * hour);
    const base = { userId: user.id, via: 'portal' };
    const made = await db
      .insert(sessions)
      .values([
        { ...base, tokenHash: 'live', expiresAt: future, lastUsedAt: minutesAgo(5) },
        { ...base, tokenHash: 'expired', expiresAt: new Date(Date.now() - hour), lastUsedAt: minutesAgo(5) },
        { ...base, tokenHash: 'revoked', expiresAt: future, lastUsedAt: minutesAgo(5), revokedAt: minutesAgo(1) },
        { ...base, tokenHash: 'idle', expiresAt: future, lastUsedAt: minutesAgo(31) },
      ])
      .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
    const old = new Date(Date.now() - LINK_RETENTION_MS - hour);
    const recent = new Date(Date.now() - hour);
    const linkBase = { userId: user.id, purpose: 'reset' as const };
    await db.insert(passwordLinks).values([
      { ...linkBase, tokenHash: 'unused', expiresAt: future },
      { ...linkBase, tokenHash: 'used-recently', expiresAt: future, usedAt: recent },
      { ...linkBase, tokenHash: 'expired-recently', expiresAt: recent },
      { ...linkBase, tokenHash: 'used-long-ago', expiresAt: future, usedAt: old },
      { ...linkBase, tokenHash: 'expired-long-ago', expiresAt: old },
    ]);

    const purge = createSessionPurge({ db, log: silent, sessionIdleMs: 30 * 60_000 });
    expect(await purge.runOnce()).toEqual({ sessions: 3, links: 2, securityEvents: 0 });

    const left = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          made.map((m) => m.id),
        ),
      );
    expect(left.map((s) => s.tokenHash)).toEqual(['live']);
    const links = await db.select({ tokenHash: passwordLinks.tokenHash }).from(passwordLinks).orderBy(passwordLinks.id);
    expect(links.map((l) => l.tokenHash)).toEqual(['unused', 'used-recently', 'expired-recently']);
    expect(await purge.runOnce()).toEqual({ sessions: 0, links: 0, securityEvents: 0 });
  });
});
