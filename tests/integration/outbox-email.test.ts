import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { backoffMs } from '#server/modules/notifications/outbox.worker.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';

let smtp: SmtpStub;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Twin Pines <no-reply@example.test>' });
  admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin')).username);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const createUser = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(admin),
    payload: { firstName: 'Mail', lastName: 'Test', username, email: `${username}@example.test` },
  });

describe('set-password e-mail through the outbox', () => {
  it('queues the link with the new user and delivers it over SMTP', async () => {
    const res = await createUser('mailed');
    expect(res.statusCode).toBe(201);
    const { passwordLink } = res.json();
    expect(passwordLink.emailed).toBe(true);
    expect(smtp.received).toHaveLength(0); // nothing is sent inside the request

    expect(await t.app.outbox.runOnce()).toBe(1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['mailed@example.test']);
    expect(mail.from).toBe('no-reply@example.test');
    expect(mail.subject).toContain('Choose your password');
    expect(mail.text).toContain(passwordLink.url);
    expect(await t.app.outbox.runOnce()).toBe(0);
    // Once delivered, the working link is no longer readable in the database.
    const stored = (await t.database.db.select().from(notifications)).find((n) => n.recipient === 'mailed@example.test');
    expect(JSON.stringify(stored?.payload)).not.toContain(passwordLink.url);
  });

  it('keeps a message that SMTP refused, for a later attempt with backoff; the request still succeeds', async () => {
    smtp.failWith = 'Mailbox temporarily unavailable';
    const res = await createUser('deferred');
    expect(res.statusCode).toBe(201);
    const before = Date.now();
    await t.app.outbox.runOnce();
    const rows = await t.database.db.select().from(notifications);
    const row = rows.find((r) => r.recipient === 'deferred@example.test')!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('Mailbox temporarily unavailable');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1) - 1000);
    // Not due yet: a second poll does not retry it early.
    expect(await t.app.outbox.runOnce()).toBe(0);

    smtp.failWith = null;
    await t.database.db.update(notifications).set({ nextAttemptAt: new Date(Date.now() - 1) });
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(smtp.received.at(-1)!.to).toEqual(['deferred@example.test']);
  });

  it('sends each message once when several workers poll at the same time', async () => {
    const sentBefore = smtp.received.length;
    await Promise.all(['w1', 'w2', 'w3'].map((u) => createUser(`parallel-${u}`)));
    const attempted = await Promise.all([t.app.outbox.runOnce(), t.app.outbox.runOnce(), t.app.outbox.runOnce()]);
    expect(attempted.reduce((a, b) => a + b, 0)).toBe(3);
    expect(smtp.received.length - sentBefore).toBe(3);
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    // Its own app and an SMTP server that refuses everything: no other test's messages are in the way.
    const refusing = await startSmtpStub();
    refusing.failWith = 'Mailbox unavailable';
    const own = await createTestApp({ SMTP_URL: refusing.url, MAIL_FROM: 'Twin Pines <no-reply@example.test>' });
    try {
      const token = await tokenFor(own.app, (await insertUser(own.database.db, 'admin')).username);
      const created = await own.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: bearer(token),
        payload: { firstName: 'Never', lastName: 'Delivered', username: 'undeliverable', email: 'undeliverable@example.test' },
      });
      expect(created.statusCode).toBe(201);
      const link: string = created.json().passwordLink.url;
      const [queued] = await own.database.db.select().from(notifications).where(eq(notifications.recipient, 'undeliverable@example.test'));
      const stored = async () => (await own.database.db.select().from(notifications).where(eq(notifications.id, queued!.id)))[0]!;
      // Instead of waiting out each backoff, the test moves the message's due time into the past.
      const makeDue = () =>
        own.database.db
          .update(notifications)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(notifications.id, queued!.id));

      // The wait after failed attempt n (30 s doubling); the 8th failed attempt is the last.
      const waitAfter = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000];
      for (let attempt = 1; attempt <= 7; attempt++) {
        await makeDue();
        const before = Date.now();
        expect(await own.app.outbox.runOnce()).toBe(1);
        const row = await stored();
        expect(row, `after attempt ${attempt}`).toMatchObject({ status: 'pending', attempts: attempt });
        const wait = row.nextAttemptAt.getTime() - before;
        expect(wait, `wait after attempt ${attempt}`).toBeGreaterThanOrEqual(waitAfter[attempt - 1]! - 1000);
        expect(wait, `wait after attempt ${attempt}`).toBeLessThanOrEqual(waitAfter[attempt - 1]! + 5000);
      }

      await makeDue();
      expect(await own.app.outbox.runOnce()).toBe(1);
      const failed = await stored();
      expect(failed).toMatchObject({ status: 'failed', attempts: 8, lockedUntil: null });
      expect(failed.lastError).toContain('Mailbox unavailable');
      // A message that is given up no longer holds a working set-password link.
      expect(JSON.stringify(failed.payload)).not.toContain(link);

      // Given up means given up: even when due, it is not claimed or sent again.
      await makeDue();
      refusing.failWith = null;
      expect(await own.app.outbox.runOnce()).toBe(0);
      expect(await stored()).toMatchObject({ status: 'failed', attempts: 8 });
      expect(refusing.received).toEqual([]);
      expect(backoffMs(20)).toBe(3_600_000); // the wait is capped at an hour
    } finally {
      await own.close();
      await refusing.close();
    }
  });
});

describe('new-lead notice', () => {
  it('tells the company about each new quote request by e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pricing-breakdown',
      payload: {
        companyName: 'Notice Co',
        firstName: 'Nora',
        lastName: 'Tice',
        email: 'buyer@notice.example',
        facilityType: 'gym',
        squareFootage: 8000,
        frequency: 'Daily-5',
        phone: '612-555-0101',
      },
    });
    expect(res.statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const mail = smtp.received.find((m) => m.subject.includes('Notice Co'))!;
    expect(mail.to).toEqual(['sales@twinpinescleaning.example']);
    // The reference the visitor sees is the one the company reads, in the subject and the text.
    const { reference } = res.json();
    expect(reference).toMatch(/^TP-\d{4}-\d{4,}$/);
    expect(mail.subject).toBe(`New quote request: Notice Co (${reference})`);
    expect(mail.text).toContain(`Reference: ${reference}`);
    expect(mail.text).toContain('buyer@notice.example');
    expect(mail.text).toContain(res.json().leadId);
  });
});

describe('without SMTP', () => {
  it('keeps lead notices queued, neither sent nor failed, so none is lost', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/pricing-breakdown',
        payload: {
          companyName: 'Quiet Co',
          firstName: 'Quinn',
          lastName: 'Iet',
          phone: '612-555-0102',
          email: 'quiet@example.test',
          facilityType: 'office',
          squareFootage: 5000,
          frequency: 'Weekly',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(await plain.app.outbox.runOnce()).toBe(0);
      // The company's notice and the client's accept-link e-mail (decision 0033) both wait.
      const rows = await plain.database.db.select().from(notifications);
      expect(rows.map((r) => [r.kind, r.status, r.attempts]).sort()).toEqual([
        ['new-lead', 'pending', 0],
        ['quote-accept-link', 'pending', 0],
      ]);
    } finally {
      await plain.close();
    }
  });

  it('says the link was not e-mailed and queues nothing', async () => {
    const plain = await createTestApp();
    try {
      const token = await tokenFor(plain.app, (await insertUser(plain.database.db, 'admin')).username);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: bearer(token),
        payload: { firstName: 'No', lastName: 'Mail', username: 'nomail', email: 'nomail@example.test' },
      });
      expect(res.json().passwordLink.emailed).toBe(false);
      expect(await plain.database.db.select().from(notifications)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
