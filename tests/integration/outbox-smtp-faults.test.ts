import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { startFaultySmtp, type FaultySmtp, type SmtpFault } from '#tests/support/smtp-faults.ts';
import { createTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts';

/**
 * A real SMTP server that refuses, hangs or drops the line, over real sockets: the request that
 * queues the mail answers regardless, the worker records why each try failed and backs off, gives
 * up after the last try where an admin sees it, and delivers once the server works again.
 */

/** The wait after failed attempt n, as documented (30 s doubling); the 8th failed attempt is the last. */
const WAIT_AFTER = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000];
const LAST_ATTEMPT = 8;

const cases: Array<{ fault: Exclude<SmtpFault, 'none'>; reason: RegExp }> = [
  { fault: 'refuse', reason: /ECONNREFUSED/ },
  { fault: 'hang', reason: /Greeting never received/ },
  { fault: 'drop-on-connect', reason: /Connection closed unexpectedly/ },
  { fault: 'drop-mid-data', reason: /Connection closed unexpectedly/ },
];

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.reverse()) await close();
  cleanup = [];
});

async function world(fault: SmtpFault): Promise<{ t: TestApp; admin: string; good: SmtpStub; front: FaultySmtp }> {
  const good = await startSmtpStub();
  cleanup.push(() => good.close());
  const front = await startFaultySmtp(good.url, fault);
  cleanup.push(() => front.close());
  // A short wait for the server, so a hang fails a try in a fraction of a second rather than 10 s.
  const t = await createTestApp({ SMTP_URL: front.url, SMTP_TIMEOUT_MS: '300' });
  cleanup.push(() => t.close());
  const admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin')).username);
  return { t, admin, good, front };
}

/**
 * A quote request that leaves one e-mail in the outbox, the company's notice: these tests are about one
 * message's delivery, so the client's own accept-link e-mail (decision 0033) is taken out of the way.
 */
async function quoteRequest(t: TestApp, companyName: string) {
  const res = await postQuote(t, companyName);
  await t.database.db.delete(notifications).where(eq(notifications.kind, 'quote-accept-link'));
  return res;
}

const postQuote = (t: TestApp, companyName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pricing-breakdown',
    payload: {
      companyName,
      firstName: 'Faye',
      lastName: 'Ulty',
      email: 'buyer@faulty.example',
      phone: '612-555-0133',
      facilityType: 'office',
      squareFootage: 6000,
      frequency: 'Weekly',
    },
  });

describe('an SMTP server that refuses, hangs or drops connections', () => {
  it.each(cases)(
    '$fault: the request answers, the worker backs off, gives up visibly, and a retry delivers once',
    async ({ fault, reason }) => {
      const { t, admin, good, front } = await world(fault);
      const db = t.database.db;
      const company = `Faulty ${fault} Co`;

      const res = await quoteRequest(t, company);
      expect(res.statusCode).toBe(200);
      // The request only queued the notice: it never opened a connection to the misbehaving server.
      expect(front.connections).toBe(0);
      const rows = await db.select().from(notifications);
      expect(rows).toHaveLength(1);
      const [queued] = rows;
      expect(queued).toMatchObject({ channel: 'email', kind: 'new-lead', status: 'pending', attempts: 0 });
      const stored = async () => (await db.select().from(notifications).where(eq(notifications.id, queued!.id)))[0]!;
      // Instead of waiting out each back-off, the test moves the due time into the past.
      const makeDue = () =>
        db
          .update(notifications)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(notifications.id, queued!.id));

      for (let attempt = 1; attempt < LAST_ATTEMPT; attempt++) {
        await makeDue();
        const before = Date.now();
        // Two workers at once: the one holding the message's claim is the only one that tries it,
        // even while the server keeps it waiting.
        const attempted = await Promise.all([t.app.outbox.runOnce(), t.app.outbox.runOnce()]);
        const after = Date.now();
        expect(attempted[0] + attempted[1], `workers trying attempt ${attempt}`).toBe(1);
        const row = await stored();
        expect(row, `after attempt ${attempt}`).toMatchObject({ status: 'pending', attempts: attempt, lockedUntil: null });
        expect(row.lastError).toMatch(reason);
        const wait = WAIT_AFTER[attempt - 1]!;
        expect(row.nextAttemptAt.getTime(), `next try after attempt ${attempt}`).toBeGreaterThanOrEqual(before + wait);
        expect(row.nextAttemptAt.getTime(), `next try after attempt ${attempt}`).toBeLessThanOrEqual(after + wait);
        // Not due yet: another poll leaves it alone.
        expect(await t.app.outbox.runOnce()).toBe(0);
      }
      if (fault !== 'refuse') expect(front.connections).toBe(LAST_ATTEMPT - 1);

      await makeDue();
      expect(await t.app.outbox.runOnce()).toBe(1);
      const failed = await stored();
      expect(failed).toMatchObject({ status: 'failed', attempts: LAST_ATTEMPT, lockedUntil: null });
      expect(failed.lastError).toMatch(reason);
      expect(good.received).toEqual([]);

      // Given up, visibly: an urgent task on the dashboard and the reason in the failed list.
      const urgent = await t.app.inject({ method: 'GET', url: '/api/admin/urgent-tasks', headers: bearer(admin) });
      expect(urgent.statusCode).toBe(200);
      expect(urgent.json()).toContainEqual(
        expect.objectContaining({ kind: 'failed-notifications', title: 'Failed notifications', count: 1 }),
      );
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/notifications?status=failed', headers: bearer(admin) });
      expect(list.json()).toEqual([
        expect.objectContaining({ id: queued!.id, attempts: LAST_ATTEMPT, lastError: expect.stringMatching(reason) }),
      ]);

      // The server works again (same address); the admin retries the message and it is delivered once.
      await front.setFault('none');
      const retried = await t.app.inject({ method: 'POST', url: `/api/admin/notifications/${queued!.id}/retry`, headers: bearer(admin) });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ id: queued!.id, status: 'pending' });
      expect(await t.app.outbox.runOnce()).toBe(1);
      expect(await t.app.outbox.runOnce()).toBe(0);
      expect(good.received).toHaveLength(1);
      expect(good.received[0]!.subject).toContain(company);
      expect(await stored()).toMatchObject({ status: 'sent', lastError: null });
      const after = await t.app.inject({ method: 'GET', url: '/api/admin/urgent-tasks', headers: bearer(admin) });
      expect(after.json()).not.toContainEqual(expect.objectContaining({ kind: 'failed-notifications' }));
    },
  );

  it('answers requests while the worker is stuck on a server that never speaks', async () => {
    const { t, front } = await world('hang');
    expect((await quoteRequest(t, 'Stuck One Co')).statusCode).toBe(200);
    // The worker sits on the silent server while a second request comes in; the request answers.
    const [attempted, res] = await Promise.all([t.app.outbox.runOnce(), quoteRequest(t, 'Stuck Two Co')]);
    expect(res.statusCode).toBe(200);
    expect(attempted).toBeGreaterThanOrEqual(1);
    expect(front.connections).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(notifications);
    expect(rows.map((r) => r.payload.company).sort()).toEqual(['Stuck One Co', 'Stuck Two Co']);
  });
});

/**
 * The outbox delivers at least once: a crash after the server took the message and before the row says
 * so sends it again once the claim lapses. The second copy carries the same Message-ID, so mail
 * systems that drop duplicates show it once.
 */
describe('a message sent again after a crash', () => {
  it('keeps its Message-ID: one per outbox row, the same on every attempt', async () => {
    const good = await startSmtpStub();
    cleanup.push(() => good.close());
    const t = await createTestApp({ SMTP_URL: good.url, MAIL_FROM: '"Twin Pines Cleaning" <hello@twinpines.example>' });
    cleanup.push(() => t.close());
    expect((await quoteRequest(t, 'Twice Sent Co')).statusCode).toBe(200);
    expect((await quoteRequest(t, 'Other Co')).statusCode).toBe(200);
    expect(await t.app.outbox.runOnce()).toBe(2);
    const rows = await t.database.db.select().from(notifications);
    const twice = rows.find((r) => r.payload.company === 'Twice Sent Co')!;
    // As if the process died between the server's acceptance and the row's update: pending again.
    await t.database.db
      .update(notifications)
      .set({ status: 'pending', nextAttemptAt: new Date(Date.now() - 1000), lockedUntil: null })
      .where(eq(notifications.id, twice.id));
    expect(await t.app.outbox.runOnce()).toBe(1);

    const messageId = (mail: { raw: string }) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1];
    const copies = good.received.filter((m) => m.subject.includes('Twice Sent Co'));
    expect(copies).toHaveLength(2);
    expect(copies.map(messageId)).toEqual([`<notification-${twice.id}@twinpines.example>`, `<notification-${twice.id}@twinpines.example>`]);
    const other = good.received.find((m) => m.subject.includes('Other Co'))!;
    expect(messageId(other)).not.toBe(messageId(copies[0]!));
  });
});

describe('SMTP_TIMEOUT_MS', () => {
  it('is refused above 10 s, so a stalled send ends inside the outbox claim on its message', () => {
    expect(() => testConfig({ SMTP_TIMEOUT_MS: '10001' })).toThrow(/SMTP_TIMEOUT_MS/);
    expect(() => testConfig({ SMTP_TIMEOUT_MS: '99' })).toThrow(/SMTP_TIMEOUT_MS/);
    expect(testConfig({ SMTP_TIMEOUT_MS: '10000' }).mail.timeoutMs).toBe(10_000);
    expect(testConfig().mail.timeoutMs).toBe(10_000);
  });
});
