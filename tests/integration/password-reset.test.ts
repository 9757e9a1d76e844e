import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLinks } from '#server/db/schema/accounts.ts';
import { PASSWORD_RESET_SENT_MESSAGE } from '#shared/contracts/auth.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';

let t: TestApp;
let smtp: SmtpStub;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Twin Pines <no-reply@example.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ask = (identifier: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { identifier } });
const linkIn = (text: string) => text.match(/\/set-password\?token=([\w-]+)/)?.[1];

async function deliver(): Promise<void> {
  while ((await t.app.outbox.runOnce()) > 0) {
    // until the outbox is empty
  }
}

describe('POST /api/auth/password-reset (Forgot password)', () => {
  it('answers the same for a known and an unknown account, and e-mails a one-hour link only to the known one', async () => {
    const user = await insertUser(t.database.db, 'customer', { email: 'reset.me@example.test' });
    const known = await ask('Reset.Me@example.test');
    const unknown = await ask('nobody-here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(unknown.json()).toEqual(known.json());

    const before = smtp.received.length;
    await deliver();
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to)).toEqual([['reset.me@example.test']]);
    const [link] = await t.database.db.select().from(passwordLinks).where(eq(passwordLinks.userId, user.id));
    expect(link).toMatchObject({ purpose: 'reset', createdBy: null, usedAt: null });
    const minutes = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 1);
    expect(linkIn(mails[0]!.text)).toBeDefined();
  });

  it('a used link sets the password once and signs the account out everywhere else', async () => {
    const user = await insertUser(t.database.db, 'employee', { email: 'porter@example.test' });
    const otherDevice = await tokenFor(t.app, user.username);
    await ask(user.username);
    const before = smtp.received.length;
    await deliver();
    const token = linkIn(smtp.received.slice(before).find((m) => m.to.includes('porter@example.test'))!.text)!;

    const set = await t.app.inject({
      method: 'POST',
      url: `/api/auth/password-links/${token}`,
      payload: { password: 'a brand new passphrase 9' },
    });
    expect(set.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(otherDevice) })).statusCode).toBe(401);
    expect(await tokenFor(t.app, user.username, 'a brand new passphrase 9')).toMatch(/\S+/);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/password-links/${token}`,
      payload: { password: 'another passphrase 10' },
    });
    expect(again.statusCode).toBe(410);
  });

  it('sends an account at most three reset e-mails an hour, still answering the same', async () => {
    const user = await insertUser(t.database.db, 'customer', { email: 'flooded@example.test' });
    for (let i = 0; i < 5; i += 1) expect((await ask(user.username)).statusCode).toBe(202);
    // Each request is worked on by the outbox (decision 0035).
    await deliver();
    const links = await t.database.db.select().from(passwordLinks).where(eq(passwordLinks.userId, user.id));
    expect(links).toHaveLength(3);
    // Only the newest link works: each new one retires the one before.
    expect(links.filter((l) => l.usedAt === null)).toHaveLength(1);
  });

  it('sends nothing for a deactivated account, and refuses an empty or oversized identifier with 400', async () => {
    const user = await insertUser(t.database.db, 'customer', { email: 'gone@example.test', isActive: false });
    expect((await ask('gone@example.test')).statusCode).toBe(202);
    await deliver();
    expect(await t.database.db.select().from(passwordLinks).where(eq(passwordLinks.userId, user.id))).toEqual([]);
    for (const identifier of ['', '   ', 'x'.repeat(255), 42]) {
      const res = await ask(identifier);
      expect(res.statusCode, String(identifier)).toBe(400);
      expect(res.json().fields).toHaveProperty('identifier');
    }
  });

  it('says so plainly when this server cannot send e-mail', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { identifier: 'anyone' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/not available on this server/);
    } finally {
      await plain.close();
    }
  });
});
