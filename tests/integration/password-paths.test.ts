import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin, ensureFirstAdmin } from '#server/modules/users/first-admin.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

/** Decision 0035: every path that sets a password applies one policy, to the NFKC form of what was typed. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.database.db, 'admin', { username: 'policy-admin' });
  admin = await tokenFor(t.app, 'policy-admin');
});
afterAll(async () => {
  await t.close();
});

const TRIVIAL = 'This password is too easy to guess: it repeats a few characters or runs in a simple sequence.';
const COMMON = 'This password is too common. Choose a less predictable one.';
/** The audit's three, and what each is told. */
const WEAK: Array<[string, string]> = [
  ['aaaaaaaaaa', TRIVIAL],
  ['            ', TRIVIAL],
  ['ＰＡＳＳＷＯＲＤ１２３', COMMON],
];

let made = 0;
/** A new user through User Management, and the token of the link they are sent. */
async function invited(): Promise<{ id: number; username: string; token: string }> {
  made += 1;
  const username = `policy-user-${made}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(admin),
    payload: { firstName: 'Pat', lastName: 'Olsen', username, email: `${username}@example.test`, role: 'employee' },
  });
  expect(res.statusCode).toBe(201);
  const { user, passwordLink } = res.json() as { user: { id: number }; passwordLink: { url: string } };
  return { id: user.id, username, token: new URL(passwordLink.url).searchParams.get('token')! };
}

const setWithLink = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/password-links/${token}`, payload: { password } });

describe('weak passwords are refused on every path', () => {
  it('a new user’s set-password link', async () => {
    const user = await invited();
    for (const [password, message] of WEAK) {
      const res = await setWithLink(user.token, password);
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json().fields).toEqual({ password: message });
    }
    // The link was not spent by the refusals.
    expect((await setWithLink(user.token, 'lilacs by the old mill')).statusCode).toBe(204);
  });

  it('a reset link an admin issued', async () => {
    const user = await invited();
    const reset = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/password-link`, headers: bearer(admin) });
    const token = new URL((reset.json() as { url: string }).url).searchParams.get('token')!;
    for (const [password, message] of WEAK) {
      const res = await setWithLink(token, password);
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json().fields).toEqual({ password: message });
    }
  });

  it('a password change', async () => {
    const user = await insertUser(t.database.db, 'customer');
    const token = await tokenFor(t.app, user.username);
    for (const [newPassword, message] of WEAK) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: bearer(token),
        payload: { currentPassword: TEST_PASSWORD, newPassword },
      });
      expect(res.statusCode, JSON.stringify(newPassword)).toBe(400);
      expect(res.json().fields).toEqual({ newPassword: message });
    }
  });

  it('npm run create-admin and ADMIN_PASSWORD on first start', async () => {
    const database = await openTestDatabase();
    try {
      for (const [password, message] of WEAK) {
        const reason = message.replace(/\.$/, '');
        await expect(createOrResetAdmin(database.db, { username: 'root-admin', password }, 'sales@example.test')).rejects.toThrow(
          `ADMIN_PASSWORD is not accepted: ${reason}.`,
        );
        await expect(ensureFirstAdmin(database.db, { username: 'root-admin', password }, 'sales@example.test')).rejects.toThrow(
          `ADMIN_PASSWORD is not accepted: ${reason}.`,
        );
      }
    } finally {
      await database.close();
    }
  });
});

describe('passwords are compared in NFKC', () => {
  it('a password chosen in full-width letters signs in typed in plain ones, and the other way round', async () => {
    const user = await invited();
    expect((await setWithLink(user.token, 'ｌｉｌａｃｓ ｂｙ ｔｈｅ ｍｉｌｌ')).statusCode).toBe(204);
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password } });
    expect((await login('lilacs by the mill')).statusCode).toBe(200);
    expect((await login('ｌｉｌａｃｓ ｂｙ ｔｈｅ ｍｉｌｌ')).statusCode).toBe(200);
    expect((await login('lilacs by the hill')).statusCode).toBe(401);
  });

  it('a hash made before, of the text as typed, still signs in', async () => {
    // argon2id of the full-width text itself, as the server hashed passwords before decision 0035.
    const passwordHash = await hash('ｎｏｒｔｈ ｓｔａｒ ｆｅｒｒｙ', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const user = await insertUser(t.database.db, 'employee', { passwordHash });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'ｎｏｒｔｈ ｓｔａｒ ｆｅｒｒｙ' },
    });
    expect(res.statusCode).toBe(200);
  });
});
