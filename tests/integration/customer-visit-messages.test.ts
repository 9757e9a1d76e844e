import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema/audit.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { timeEntries } from '#server/db/schema/time.ts';
import { sendVisitMessages, type VisitMessageDeps } from '#server/jobs/visit-messages.ts';
import { renderSms } from '#server/modules/notifications/text-templates.ts';
import type { MessagePreferencesView } from '#shared/contracts/self-service.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertEntry } from '#tests/support/operations.ts';
import { call, ok, operationsWorld, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { testConfig, TEST_SITE_URL, type TestApp } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { STUB_TWILIO_FROM, STUB_TWILIO_SID, STUB_TWILIO_TOKEN } from '#tests/support/twilio-stub.ts';

/**
 * Issue 35, item 5 (decision 0049): customers' visit reminders the evening before (from 5 PM in
 * Minnesota) and "visit done" notes once the crew has clocked out, with the hours on site, on the
 * channels each customer chose, sent once even with two app instances running the round at the same
 * moment (on PostgreSQL the second instance has its own connections). Every e-mail carries a one-click
 * unsubscribe link, in its text and in the List-Unsubscribe and List-Unsubscribe-Post headers, as the
 * local SMTP server receives it.
 */
let first: TestApp & { database: DatabaseHandle & { url?: string } };
let second: { database: DatabaseHandle };
let smtp: SmtpStub;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let tokenA: string;
let tokenB: string;
const company = (): CompanyProfile => ({ name: 'Twin Pines Commercial Cleaning', phone: '(612) 555-0142' }) as CompanyProfile;
const deps = (database: DatabaseHandle): VisitMessageDeps => ({ db: database.db, company, siteUrl: TEST_SITE_URL, smsConfigured: true });
/** Both instances' rounds at one instant. */
const bothAt = (iso: string) =>
  Promise.all([sendVisitMessages(deps(first.database), new Date(iso)), sendVisitMessages(deps(second.database), new Date(iso))]);
const ids: Record<string, number> = {};
const long = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpStub();
  const config = testConfig({
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: STUB_TWILIO_SID,
    TWILIO_AUTH_TOKEN: STUB_TWILIO_TOKEN,
    TWILIO_FROM: STUB_TWILIO_FROM,
    TWILIO_API_URL: 'http://127.0.0.1:9',
  });
  const database = await openTestDatabase();
  first = { app: await buildApp(config, { database, logger: false }), database, close: async () => undefined };
  await first.app.ready();
  second = { database: database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database };
  w = await operationsWorld(first, 'vm');
  tokenA = await tokenFor(first.app, w.customer.username);
  tokenB = await tokenFor(first.app, w.customerB.username);
  const { db, customer, customerB, site, siteB, employee, employeeB } = w;
  // Thursday December 3: Acme at 6 PM, Birch at 10 AM; Acme's cancelled 7 AM; Friday's; one booked this evening.
  ids['acmeThu'] = (
    await insertBooking(db, customer.id, site.id, { scheduledStart: new Date('2026-12-04T00:00:00Z'), createdAt: long })
  ).id;
  ids['birchThu'] = (
    await insertBooking(db, customerB.id, siteB.id, { scheduledStart: new Date('2026-12-03T16:00:00Z'), createdAt: long })
  ).id;
  await insertBooking(db, customer.id, site.id, {
    scheduledStart: new Date('2026-12-03T13:00:00Z'),
    status: 'cancelled',
    cancelledAt: long,
    createdAt: long,
  });
  await insertBooking(db, customer.id, site.id, { scheduledStart: new Date('2026-12-04T15:00:00Z'), createdAt: long });
  await insertBooking(db, customer.id, site.id, {
    scheduledStart: new Date('2026-12-03T20:00:00Z'),
    createdAt: new Date('2026-12-02T23:30:00Z'),
  });
  // Wednesday December 2, 8 AM CST: Ana and Ben on site.
  ids['acmeWed'] = (
    await insertBooking(db, customer.id, site.id, { scheduledStart: new Date('2026-12-02T14:00:00Z'), createdAt: long }, [
      employee.id,
      employeeB.id,
    ])
  ).id;
  await insertEntry(db, employee.id, new Date('2026-12-02T14:00:00Z'), 150, { bookingId: ids['acmeWed'], source: 'clock' });
  ids['benOpen'] = (
    await insertEntry(db, employeeB.id, new Date('2026-12-02T14:10:00Z'), 0, {
      bookingId: ids['acmeWed'],
      source: 'clock',
      clockOut: null,
      workedMinutes: null,
    })
  ).id;
});

afterAll(async () => {
  await first?.app.close();
  if (second && second.database !== first.database) await second.database.close();
  await first?.database.close();
  await smtp?.close();
});

/** The queued messages of a kind, by channel and recipient (compared as plain text, whatever the database's collation). */
const queued = async (kind: string) =>
  (await first.database.db.select().from(notifications).where(eq(notifications.kind, kind))).sort((a, b) =>
    `${a.channel} ${a.recipient}` < `${b.channel} ${b.recipient}` ? -1 : 1,
  );
/** A page's words without its markup and scripts. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
/** A message's header lines with folded lines joined (RFC 5322). */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

describe('message preferences', () => {
  it('are e-mail on and SMS off until the customer chooses; SMS needs the account’s phone', async () => {
    expect(await ok<MessagePreferencesView>(first, tokenA, 'GET', '/api/customer/message-preferences')).toEqual({
      reminderEmail: true,
      reminderSms: false,
      doneEmail: true,
      doneSms: false,
      updatesEmail: true,
      phone: '612-555-0134',
      smsAvailable: true,
    });
    const choice = { reminderEmail: true, reminderSms: true, doneEmail: true, doneSms: false, updatesEmail: true };
    expect(await ok<MessagePreferencesView>(first, tokenA, 'PUT', '/api/customer/message-preferences', choice)).toMatchObject(choice);
    const noPhone = await call<ErrorAnswer>(first, tokenB, 'PUT', '/api/customer/message-preferences', { ...choice, reminderSms: true });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.fields).toEqual({ reminderSms: 'Add a phone number to your account before choosing text messages' });
    expect((await call(first, tokenB, 'PUT', '/api/customer/message-preferences', { ...choice, doneEmail: 'yes' })).status).toBe(400);
  });
});

describe('reminders the evening before', () => {
  it('start at 5 PM and go out once across two instances, on the chosen channels', async () => {
    expect((await bothAt('2026-12-02T22:59:00Z')).map((r) => r.reminders)).toEqual([0, 0]);
    const rounds = await bothAt('2026-12-02T23:00:00Z');
    expect(rounds.reduce((sum, r) => sum + r.reminders, 0)).toBe(2);
    expect((await bothAt('2026-12-02T23:05:00Z')).map((r) => r.reminders)).toEqual([0, 0]);

    const sent = await queued('visit-reminder');
    expect(sent.map((n) => [n.channel, n.recipient])).toEqual([
      ['email', 'vm-customer-b@example.test'],
      ['email', 'vm-customer@example.test'],
      ['sms', '612-555-0134'],
    ]);
    const acme = sent[1]!.payload;
    expect(acme).toMatchObject({
      serviceType: 'Office cleaning',
      site: 'Acme Dental',
      when: 'Thursday, December 3, 2026 at 6:00 PM',
      time: '6:00 PM',
    });
    expect(renderSms('visit-reminder', sent[2]!.payload)).toBe(
      'Reminder: Office cleaning at Acme Dental tomorrow at 6:00 PM. To skip or move it, use the Client Portal. Twin Pines Commercial Cleaning. Reply STOP to opt out.',
    );
  });
});

describe('"visit done" notes', () => {
  it('wait for the last clock-out, then go out once with the hours on site', async () => {
    expect((await bothAt('2026-12-02T16:40:00Z')).map((r) => r.done)).toEqual([0, 0]);
    await first.database.db
      .update(timeEntries)
      .set({ clockOut: new Date('2026-12-02T16:30:00Z'), workedMinutes: 140 })
      .where(eq(timeEntries.id, ids['benOpen']!));
    const rounds = await bothAt('2026-12-02T16:45:00Z');
    expect(rounds.reduce((sum, r) => sum + r.done, 0)).toBe(1);
    const notes = await queued('visit-done');
    expect(notes.map((n) => [n.channel, n.recipient])).toEqual([['email', w.customer.email]]);
    // Ana 8:00 to 10:30 and Ben 8:10 to 10:30: on site from 8:00 AM to 10:30 AM, 2.5 hours.
    expect(notes[0]!.payload).toMatchObject({
      site: 'Acme Dental',
      day: 'Wednesday, December 2',
      hours: '2.5',
      arrived: '8:00 AM',
      left: '10:30 AM',
    });
  });

  it('reach the customer through SMTP with the unsubscribe link in the text and the headers', async () => {
    const outbox = (first.app as unknown as { outbox: { runOnce(): Promise<number> } }).outbox;
    // Twilio is unreachable here (port 9): the SMS fails and waits; the e-mails go out.
    for (let round = 0; round < 5 && smtp.received.length < 3; round++) await outbox.runOnce();
    const done = smtp.received.find((m) => m.subject === 'Visit done at Acme Dental: 2.5 hours on site')!;
    expect(done.to).toEqual([w.customer.email]);
    const link = /https:\/\/www\.example\.test\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(done.text)![0];
    expect(done.text).toContain(`To stop "visit done" notes by e-mail, open ${link}`);
    const headers = headersOf(done.raw).split(/\r?\n/);
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const reminder = smtp.received.find(
      (m) => m.subject === 'Reminder: Office cleaning tomorrow at 6:00 PM' && m.to[0] === w.customer.email,
    )!;
    expect(reminder.text).toContain('To stop visit reminders by e-mail, open https://www.example.test/unsubscribe/');
    // Once delivered, the stored copy no longer holds the link.
    const [row] = await first.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'visit-done'), eq(notifications.channel, 'email')));
    expect(row!.payload['unsubscribeUrl']).toBe('[removed after delivery]');
  });
});

describe('one-click unsubscribe', () => {
  let token = '';
  beforeAll(() => {
    const done = smtp.received.find((m) => m.subject.startsWith('Visit done'))!;
    token = /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(done.text)![1]!;
  });

  it('shows the site’s page with one POST button on GET, changing nothing', async () => {
    const page = await first.app.inject({ method: 'GET', url: `/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/name="robots" content="noindex"/);
    const forms = page.body.match(/<form[^>]*>/g) ?? [];
    expect(forms.filter((f) => f.includes('method="post"') && f.includes(`action="/unsubscribe/${token}"`))).toHaveLength(1);
    // The button sends RFC 8058's one-click body, as a mail provider would.
    const button = /<button[^>]*name="List-Unsubscribe"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(button).toContain('value="One-Click"');
    expect(textOf(page.body)).toContain('Stop these e-mails? From Twin Pines Commercial Cleaning: "visit done" notes by e-mail.');
    const described = await first.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
    expect(described.json()).toEqual({ topic: 'done', stopped: '"visit done" notes by e-mail', sending: true });
    expect((await ok<MessagePreferencesView>(first, tokenA, 'GET', '/api/customer/message-preferences')).doneEmail).toBe(true);
  });

  it('stops that kind of e-mail on the one-click POST, again and again, and nothing else', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await first.app.inject({
        method: 'POST',
        url: `/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(textOf(res.body)).toContain(
        'You are unsubscribed Twin Pines Commercial Cleaning no longer sends you "visit done" notes by e-mail',
      );
      expect(res.body).not.toContain('name="List-Unsubscribe"');
    }
    expect(await ok<MessagePreferencesView>(first, tokenA, 'GET', '/api/customer/message-preferences')).toMatchObject({
      reminderEmail: true,
      reminderSms: true,
      doneEmail: false,
      updatesEmail: true,
    });
    const api = await first.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(api.json()).toEqual({ topic: 'done', stopped: '"visit done" notes by e-mail' });
    expect((await first.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` })).json()).toMatchObject({ sending: false });
    // Three presses, one audited change.
    const audited = await first.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'unsubscribe'));
    expect(audited.map((e) => e.entityId)).toEqual([String(w.customer.id)]);
  });

  it('answers a wrong link with the page’s 404 and changes nobody', async () => {
    const wrong = 'A'.repeat(43);
    const posted = await first.app.inject({ method: 'POST', url: `/unsubscribe/${wrong}`, payload: '' });
    expect(posted.statusCode).toBe(404);
    expect(textOf(posted.body)).toContain('This link cannot be used This unsubscribe link is not valid or has expired.');
    expect((await first.app.inject({ method: 'GET', url: '/unsubscribe/short' })).statusCode).toBe(404);
    expect((await first.app.inject({ method: 'GET', url: `/unsubscribe/${wrong}` })).statusCode).toBe(404);
    expect((await first.app.inject({ method: 'GET', url: `/api/unsubscribe/${wrong}` })).statusCode).toBe(404);
    expect((await first.app.inject({ method: 'POST', url: `/api/unsubscribe/${wrong}` })).statusCode).toBe(404);
    expect((await first.app.inject({ method: 'POST', url: '/api/unsubscribe/short' })).statusCode).toBe(400);
  });

  it('leaves the next "visit done" note of that customer unsent', async () => {
    const thursday = await insertBooking(
      w.db,
      w.customer.id,
      w.site.id,
      { scheduledStart: new Date('2026-12-03T14:00:00Z'), createdAt: long },
      [w.employee.id],
    );
    await insertEntry(w.db, w.employee.id, new Date('2026-12-03T14:00:00Z'), 60, { bookingId: thursday.id, source: 'clock' });
    expect((await bothAt('2026-12-03T15:10:00Z')).reduce((sum, r) => sum + r.done, 0)).toBe(1);
    const notes = await first.database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.kind, ['visit-done']));
    expect(notes).toHaveLength(1);
  });
});
