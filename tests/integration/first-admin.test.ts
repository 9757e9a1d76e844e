import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAdmin, createOrResetAdmin, ensureFirstAdmin } from '#server/modules/users/first-admin.ts';
import { seedDemoData, DEMO_ACCOUNTS } from '#server/modules/users/demo-data.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  vi.restoreAllMocks();
});

const login = (username: string, password: string) =>
  t!.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });

describe('the first admin', () => {
  it('is created from ADMIN_USERNAME and ADMIN_PASSWORD when no admin exists, once', async () => {
    t = await createTestApp();
    const first = await ensureFirstAdmin(t.database.db, { username: 'owner', password: 'from the environment' }, 'sales@example.test');
    expect(first).toEqual({ username: 'owner', generatedPassword: undefined, action: 'created' });
    expect((await login('owner', 'from the environment')).statusCode).toBe(200);
    const again = await ensureFirstAdmin(t.database.db, { username: 'someone-else' }, 'sales@example.test');
    expect(again.action).toBe('exists');
  });

  it('gets a generated password, printed once on the console', async () => {
    t = await createTestApp();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const created = await ensureFirstAdmin(t.database.db, { username: 'admin' }, 'sales@example.test');
    expect(created.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    announceAdmin(created);
    expect(log.mock.calls.flat().join('\n')).toContain(created.generatedPassword);
    expect((await login('admin', created.generatedPassword!)).statusCode).toBe(200);
  });

  it('refuses a guessable ADMIN_PASSWORD with the reason, and creates nothing', async () => {
    t = await createTestApp();
    const attempts: Array<[string, RegExp]> = [
      ['short1', /at least 10 characters/],
      ['password12', /too common/],
      ['twinpines2026', /company name/],
      ['owner-owner-1', /username|name/],
    ];
    for (const [password, reason] of attempts) {
      await expect(
        ensureFirstAdmin(t.database.db, { username: 'owner', password }, 'sales@example.test', 'Twin Pines Commercial Cleaning'),
        password,
      ).rejects.toThrow(reason);
    }
    await expect(
      createOrResetAdmin(
        t.database.db,
        { username: 'owner', password: 'qwertyuiop' },
        'sales@example.test',
        'Twin Pines Commercial Cleaning',
      ),
    ).rejects.toThrow(/^ADMIN_PASSWORD is not accepted: This password is too common/);
    expect((await login('owner', 'password12')).statusCode).toBe(401);
    const created = await ensureFirstAdmin(t.database.db, { username: 'owner', password: 'cedar lake sunrise 7' }, 'sales@example.test');
    expect(created.action).toBe('created');
  });

  it('create-admin resets the password of an existing admin and reactivates it', async () => {
    t = await createTestApp();
    await createOrResetAdmin(t.database.db, { username: 'admin', password: 'first password 1' }, 'sales@example.test');
    const reset = await createOrResetAdmin(t.database.db, { username: 'admin' }, 'sales@example.test');
    expect(reset.action).toBe('reset');
    expect((await login('admin', 'first password 1')).statusCode).toBe(401);
    expect((await login('admin', reset.generatedPassword!)).statusCode).toBe(200);
  });
});

describe('demo data', () => {
  it('adds one employee and one customer with the documented passwords, idempotently', async () => {
    t = await createTestApp();
    await seedDemoData(t.database.db);
    await seedDemoData(t.database.db);
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: account.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(account.role);
    }
  });
});
