import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { notificationSettings } from '#server/db/schema/settings.ts';
import { inTransaction } from '#server/db/client.ts';
import { createCompanyNotices, noticeEnvironment } from '#server/modules/notifications/company-notices.ts';
import { createTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { startTwilioStub, STUB_TWILIO_SID, STUB_TWILIO_TOKEN, type TwilioStub } from '#tests/support/twilio-stub.ts';
import { startTelegramStub, STUB_TELEGRAM_TOKEN, type TelegramStub } from '#tests/support/telegram-stub.ts';

/**
 * The company's notice channels (decision 0022) against local stubs that speak Twilio's and
 * Telegram's protocols and check credentials, path and body. `t` has every channel configured;
 * `bare` has none. Both live at once, so each app's notices must follow its own configuration.
 */

const SMS_TO = '+16125550177';
const CHAT = '-1001234567890';
const NOTIFY_EMAIL = 'office@twinpines.example';

let smtp: SmtpStub;
let twilio: TwilioStub;
let telegram: TelegramStub;
let bare: TestApp;
let t: TestApp;
let admin: string;
let bareAdmin: string;
let tEnv: Record<string, string>;

beforeAll(async () => {
  [smtp, twilio, telegram] = await Promise.all([startSmtpStub(), startTwilioStub(), startTelegramStub()]);
  bare = await createTestApp();
  bareAdmin = await tokenFor(bare.app, (await insertUser(bare.database.db, 'admin')).username);
  tEnv = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Twin Pines <no-reply@example.test>',
    NOTIFY_EMAIL,
    ...twilio.env,
    NOTIFY_SMS_TO: SMS_TO,
    ...telegram.env,
    NOTIFY_TIMEOUT_SECONDS: '1',
  };
  t = await createTestApp(tEnv);
  admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin')).username);
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await Promise.all([smtp?.close(), twilio?.close(), telegram?.close()]);
});

beforeEach(async () => {
  twilio.reset();
  telegram.reset();
  smtp.received.length = 0;
  smtp.failWith = null;
  await t.database.db.delete(notificationSettings);
  await t.database.db.delete(notifications);
});

const post = (app: TestApp, token: string, url: string, payload: object) =>
  app.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const testSend = (channel: 'email' | 'sms' | 'telegram', type: string, app = t, token = admin) =>
  post(app, token, `/api/admin/test-${channel}`, { type });
const putSettings = (payload: object, app = t, token = admin) =>
  app.app.inject({ method: 'PUT', url: '/api/admin/settings/notifications', headers: bearer(token), payload });
const getSettings = (app = t, token = admin) =>
  app.app.inject({ method: 'GET', url: '/api/admin/settings/notifications', headers: bearer(token) });

const secrets = [STUB_TWILIO_TOKEN, STUB_TELEGRAM_TOKEN, Buffer.from(`${STUB_TWILIO_SID}:${STUB_TWILIO_TOKEN}`).toString('base64')];
const expectNoSecret = (text: string) => {
  for (const secret of secrets) expect(text).not.toContain(secret);
};

function quote(app: TestApp, companyName: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/pricing-breakdown',
    payload: {
      companyName,
      firstName: 'Fran',
      lastName: 'Outwell',
      email: 'fran@fanout.example',
      phone: '612-555-0140',
      facilityType: 'office',
      squareFootage: 5000,
      frequency: 'Weekly',
    },
  });
}

const rowsOf = async (app: TestApp, leadId: string) =>
  (await app.database.db.select().from(notifications).orderBy(notifications.id)).filter(
    (n) => (n.payload as { leadId?: string }).leadId === leadId,
  );

describe('GET /api/admin/settings/notifications', () => {
  it('says which channels are configured and where notices go, naming only the missing variables', async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: {
        configured: true,
        missing: [],
        recipient: null,
        defaultRecipient: NOTIFY_EMAIL,
        leadsEnabled: true,
        contactsEnabled: true,
        held: 0,
      },
      sms: { configured: true, missing: [], recipient: null, defaultRecipient: SMS_TO, leadsEnabled: true, contactsEnabled: true, held: 0 },
      telegram: {
        configured: true,
        missing: [],
        recipient: null,
        defaultRecipient: CHAT,
        leadsEnabled: true,
        contactsEnabled: true,
        held: 0,
      },
    });
    expectNoSecret(res.body);

    const none = await getSettings(bare, bareAdmin);
    expect(none.json()).toEqual({
      email: {
        configured: false,
        missing: ['SMTP_URL'],
        recipient: null,
        defaultRecipient: 'sales@twinpinescleaning.example',
        leadsEnabled: true,
        contactsEnabled: true,
        held: 0,
      },
      sms: {
        configured: false,
        missing: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
        recipient: null,
        defaultRecipient: null,
        leadsEnabled: true,
        contactsEnabled: true,
        held: 0,
      },
      telegram: {
        configured: false,
        missing: ['TELEGRAM_BOT_TOKEN'],
        recipient: null,
        defaultRecipient: null,
        leadsEnabled: true,
        contactsEnabled: true,
        held: 0,
      },
    });
  });
});

describe('PUT /api/admin/settings/notifications', () => {
  it('saves recipients and switches; a blank recipient goes back to the default', async () => {
    const res = await putSettings({ sms: { recipient: ' +16125550188 ', contactsEnabled: false }, telegram: { leadsEnabled: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().sms).toMatchObject({ recipient: '+16125550188', leadsEnabled: true, contactsEnabled: false });
    expect(res.json().telegram).toMatchObject({ recipient: null, leadsEnabled: false, contactsEnabled: true });
    expect(res.json().email).toMatchObject({ recipient: null, leadsEnabled: true, contactsEnabled: true });

    const cleared = await putSettings({ sms: { recipient: '' } });
    expect(cleared.json().sms).toMatchObject({ recipient: null, leadsEnabled: true, contactsEnabled: false });
    expect((await getSettings()).json().sms).toMatchObject({ recipient: null, contactsEnabled: false });
  });

  it.each([
    [{ email: { recipient: 'not-an-address' } }, 'email.recipient', 'Enter an e-mail address like name@company.com'],
    [{ sms: { recipient: '612-555-0188' } }, 'sms.recipient', 'Enter the mobile number in international form, like +16125550142'],
    [{ sms: { recipient: '+0612555' } }, 'sms.recipient', 'Enter the mobile number in international form, like +16125550142'],
    [
      { telegram: { recipient: 'office chat' } },
      'telegram.recipient',
      'Enter a Telegram chat id (a number such as -1001234567890) or @channelname',
    ],
    [{ email: { leadsEnabled: 'yes' } }, 'email.leadsEnabled', 'leadsEnabled must be true or false'],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const res = await putSettings(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
  });

  it('writes nothing when one channel of the request is invalid', async () => {
    const res = await putSettings({ email: { recipient: 'boss@twinpines.example' }, sms: { recipient: 'call me' } });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(notificationSettings)).toEqual([]);
  });
});

describe('POST /api/admin/test-sms | test-telegram | test-email', () => {
  it('sends a sample SMS through Twilio with Basic auth and a form body', async () => {
    const res = await testSend('sms', 'lead');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, message: `Test SMS sent to ${SMS_TO}` });

    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/2010-04-01/Accounts/${STUB_TWILIO_SID}/Messages.json`);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(twilio.messages).toHaveLength(1);
    const [sms] = twilio.messages;
    expect(sms).toMatchObject({ to: SMS_TO, from: '+16125550100' });
    expect(sms!.body).toBe(
      'TEST new quote request TP-TEST-0001: Sample Dental Clinic. Sam Sample, (612) 555-0199, sam@sample-dental.example. ' +
        'Source: calculator. Est. $1,450/mo. https://www.example.test/crm-dashboard',
    );
    expect(sms!.body.length).toBeLessThanOrEqual(320);
    // Nothing went through the outbox.
    expect(await t.database.db.select().from(notifications)).toEqual([]);
  });

  it('sends a sample contact message to the Telegram chat as plain text without link previews', async () => {
    const res = await testSend('telegram', 'contact');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, message: `Test Telegram message sent to ${CHAT}` });
    expect(telegram.requests).toHaveLength(1);
    expect(telegram.requests[0]).toMatchObject({ method: 'POST', path: '/bot<token>/sendMessage', tokenMatched: true });
    const [message] = telegram.messages;
    expect(message).toMatchObject({ chatId: CHAT, previewsDisabled: true, parseMode: undefined });
    expect(message!.text.split('\n').slice(0, 5)).toEqual([
      'New contact message: Sam Sample (Sample Dental Clinic)',
      '',
      'E-mail: sam@sample-dental.example',
      'Phone: (612) 555-0199',
      'Topic: service',
    ]);
    expect(message!.text).toContain('Customer Forms: https://www.example.test/admin/dashboard?tab=customer-forms');
  });

  it('e-mails a sample to the notice address, marked as a test', async () => {
    const res = await testSend('email', 'lead');
    expect(res.json()).toEqual({ sent: true, message: `Test e-mail sent to ${NOTIFY_EMAIL}` });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([NOTIFY_EMAIL]);
    expect(smtp.received[0]!.subject).toBe('[Test] TEST new quote request: Sample Dental Clinic (TP-TEST-0001)');
  });

  it("uses Settings' recipient over the environment's", async () => {
    await putSettings({ sms: { recipient: '+16125550188' } });
    const res = await testSend('sms', 'contact');
    expect(res.json()).toEqual({ sent: true, message: 'Test SMS sent to +16125550188' });
    expect(twilio.messages[0]!.to).toBe('+16125550188');
    expect(twilio.messages[0]!.body.length).toBeLessThanOrEqual(320);
    expect(twilio.messages[0]!.body).toMatch(/^New contact message \(service\) from Sam Sample, Sample Dental Clinic: /);
  });

  it('says plainly when a channel is not configured, and sends nothing', async () => {
    expect((await testSend('sms', 'lead', bare, bareAdmin)).json()).toEqual({
      sent: false,
      message: 'SMS is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM',
    });
    expect((await testSend('telegram', 'lead', bare, bareAdmin)).json()).toEqual({
      sent: false,
      message: 'Telegram is not configured: set TELEGRAM_BOT_TOKEN',
    });
    const email = await testSend('email', 'contact', bare, bareAdmin);
    expect(email.statusCode).toBe(200);
    expect(email.json()).toEqual({ sent: false, message: 'E-mail is not configured: set SMTP_URL' });
    expect(twilio.requests).toHaveLength(0);
    expect(telegram.requests).toHaveLength(0);
  });

  it("answers 502 with the provider's words when it refuses, and never shows a credential", async () => {
    twilio.mode = 'unsubscribed';
    const sms = await testSend('sms', 'lead');
    expect(sms.statusCode).toBe(502);
    expect(sms.json()).toMatchObject({
      code: 'BAD_GATEWAY',
      message: 'Twilio refused the SMS: Attempt to send to unsubscribed recipient (Twilio error 21610)',
    });

    telegram.chats = new Set();
    const chat = await testSend('telegram', 'lead');
    expect(chat.statusCode).toBe(502);
    expect(chat.json().message).toBe('Telegram refused the message: Bad Request: chat not found');

    telegram.reset();
    telegram.mode = 'hang';
    const slow = await testSend('telegram', 'contact');
    expect(slow.statusCode).toBe(502);
    expect(slow.json().message).toBe('Telegram did not answer within 1 s');

    smtp.failWith = 'Mailbox unavailable';
    const mail = await testSend('email', 'lead');
    expect(mail.statusCode).toBe(502);
    expect(mail.json().message).toContain('Mailbox unavailable');
    for (const res of [sms, chat, slow, mail]) expectNoSecret(res.body);
  });

  it("scrubs the account SID from Twilio's 404, which quotes the path", async () => {
    twilio.mode = 'not-found';
    const res = await testSend('sms', 'lead');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Twilio refused the SMS: The requested resource /2010-04-01/Accounts/[redacted]/Messages.json was not found (Twilio error 20404)',
    );
    expect(res.body).not.toContain(STUB_TWILIO_SID);
    expectNoSecret(res.body);
  });

  it('refuses a sample type other than lead or contact', async () => {
    const res = await testSend('sms', 'invoice', bare, bareAdmin);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ type: 'Choose the sample to send: lead or contact' });
  });

  it('allows 5 tests a minute', async () => {
    const own = await createTestApp();
    try {
      const token = await tokenFor(own.app, (await insertUser(own.database.db, 'admin')).username);
      for (let i = 0; i < 5; i++) expect((await testSend('telegram', 'lead', own, token)).statusCode).toBe(200);
      const sixth = await testSend('telegram', 'lead', own, token);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('RATE_LIMITED');
    } finally {
      await own.close();
    }
  });
});

describe('notices of new leads on every channel', () => {
  it('queues one row per configured, enabled channel with the lead, and the worker delivers each to its provider', async () => {
    const res = await quote(t, 'Fan Out Dental');
    expect(res.statusCode).toBe(200);
    const { leadId, reference } = res.json() as { leadId: string; reference: string };

    const rows = await rowsOf(t, leadId);
    expect(rows.map((r) => [r.channel, r.recipient, r.kind, r.status])).toEqual([
      ['email', NOTIFY_EMAIL, 'new-lead', 'pending'],
      ['sms', SMS_TO, 'new-lead', 'pending'],
      ['telegram', CHAT, 'new-lead', 'pending'],
    ]);
    expect(twilio.requests).toHaveLength(0); // nothing is sent inside the request

    // The three notices, and the client's own e-mail with the link to accept online (decision 0033).
    expect(await t.app.outbox.runOnce()).toBe(4);
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([
      `Accept your quote ${reference} online`,
      `New quote request: Fan Out Dental (${reference})`,
    ]);
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]!.to).toBe(SMS_TO);
    expect(twilio.messages[0]!.body).toMatch(
      new RegExp(
        `^New quote request ${reference}: Fan Out Dental\\. Fran Outwell, 612-555-0140, fran@fanout\\.example\\. Source: calculator\\. Est\\. \\$[\\d,]+/mo\\. https://www\\.example\\.test/crm-dashboard$`,
      ),
    );
    expect(telegram.messages).toHaveLength(1);
    expect(telegram.messages[0]!.chatId).toBe(CHAT);
    expect(telegram.messages[0]!.text.split('\n').slice(0, 6)).toEqual([
      `New quote request: Fan Out Dental (${reference})`,
      '',
      'Contact: Fran Outwell',
      'E-mail: fran@fanout.example',
      'Phone: 612-555-0140',
      'Source: calculator',
    ]);
    expect((await rowsOf(t, leadId)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('leaves out a channel switched off for leads, and uses the recipient of Settings', async () => {
    await putSettings({ telegram: { leadsEnabled: false }, sms: { recipient: '+16125550188' } });
    const { leadId } = (await quote(t, 'Switch Co')).json() as { leadId: string };
    expect((await rowsOf(t, leadId)).map((r) => [r.channel, r.recipient])).toEqual([
      ['email', NOTIFY_EMAIL],
      ['sms', '+16125550188'],
    ]);
  });

  it('switches contact messages separately from leads', async () => {
    await putSettings({ sms: { contactsEnabled: false } });
    const notices = createCompanyNotices(
      noticeEnvironment(testConfig(tEnv), { sms: { configured: true }, telegram: { configured: true } }),
    );
    const channels = await inTransaction(t.database.db, (tx) =>
      notices.notify(tx, 'new-contact', {
        messageId: 41,
        name: 'Connie Tact',
        email: 'connie@example.test',
        phone: '612-555-0150',
        company: null,
        topic: 'other',
        excerpt: 'Do you clean warehouses on weekends?',
      }),
    );
    expect(channels).toEqual(['email', 'telegram']);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'new-contact'));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'telegram']);
    await t.app.outbox.runOnce();
    expect(smtp.received[0]!.subject).toBe('New contact message: Connie Tact');
    expect(smtp.received[0]!.text).toContain('Do you clean warehouses on weekends?');
    expect(telegram.messages[0]!.text).toContain('Do you clean warehouses on weekends?');
  });

  it('without SMS and Telegram configured, only the e-mail is queued', async () => {
    const res = await quote(bare, 'Email Only Co');
    const rows = await rowsOf(bare, res.json().leadId);
    expect(rows.map((r) => [r.channel, r.recipient, r.status])).toEqual([['email', 'sales@twinpinescleaning.example', 'pending']]);
  });
});

describe('delivery failures, the failed list and retry', () => {
  it('fails a refused SMS at once, waits out a 429, backs off on a 5xx, lists the failure and retries it', async () => {
    twilio.mode = 'unsubscribed';
    telegram.mode = 'rate-limited';
    smtp.failWith = 'Mailbox temporarily unavailable';
    const { leadId } = (await quote(t, 'Failing Co')).json() as { leadId: string };
    const before = Date.now();
    // The three notices and the client's accept-link e-mail (decision 0033).
    expect(await t.app.outbox.runOnce()).toBe(4);

    const [email, sms, chat] = await rowsOf(t, leadId);
    expect(sms).toMatchObject({ status: 'failed', attempts: 1 });
    expect(sms!.lastError).toBe('Twilio refused the SMS: Attempt to send to unsubscribed recipient (Twilio error 21610)');
    // Telegram asked for 5 s: the retry waits that long, not the 30 s backoff.
    expect(chat).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Telegram refused the message: Too Many Requests: retry after 5',
    });
    expect(chat!.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(5_000);
    expect(chat!.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(5_000);
    // SMTP's temporary refusal backs off (30 s after the first attempt).
    expect(email).toMatchObject({ status: 'pending', attempts: 1 });
    expect(email!.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(29_000);
    for (const row of [email, sms, chat]) expectNoSecret(row!.lastError ?? '');

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/notifications?status=failed', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: sms!.id,
        channel: 'sms',
        kind: 'new-lead',
        recipient: SMS_TO,
        attempts: 1,
        lastError: 'Twilio refused the SMS: Attempt to send to unsubscribed recipient (Twilio error 21610)',
        createdAt: sms!.createdAt.toISOString(),
      },
    ]);

    twilio.mode = 'ok';
    const retry = await post(t, admin, `/api/admin/notifications/${sms!.id}/retry`, {});
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id: sms!.id, status: 'pending', message: 'Queued to be sent again.' });
    expect(await t.app.outbox.runOnce()).toBe(1); // the others wait for their time
    expect(twilio.messages).toHaveLength(1);
    const [again] = await t.database.db.select().from(notifications).where(eq(notifications.id, sms!.id));
    expect(again).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

    const twice = await post(t, admin, `/api/admin/notifications/${sms!.id}/retry`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This notification is already sent.');
    expect((await post(t, admin, '/api/admin/notifications/999999/retry', {})).statusCode).toBe(404);
    // Beyond a Postgres integer: refused by the contract, not a database error.
    expect((await post(t, admin, '/api/admin/notifications/2147483647/retry', {})).statusCode).toBe(404);
    for (const huge of ['2147483648', '99999999999999999999']) {
      expect([400, 404]).toContain((await post(t, admin, `/api/admin/notifications/${huge}/retry`, {})).statusCode);
    }
  });

  it('shows the last 20 failures, newest first', async () => {
    await t.database.db.execute(sql`
      insert into notifications (channel, recipient, kind, payload, status, attempts, last_error)
      select 'telegram', ${CHAT}, 'new-lead', '{}'::jsonb, 'failed', 8, 'failure ' || g from generate_series(1, 25) g`);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: bearer(admin) });
    const body = list.json() as Array<{ lastError: string }>;
    expect(body).toHaveLength(20);
    expect(body[0]!.lastError).toBe('failure 25');
    expect(body[19]!.lastError).toBe('failure 6');
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/notifications?status=sent', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });

  it('requeues a failed message of an unconfigured channel and says it waits for the configuration', async () => {
    const [row] = await bare.database.db
      .insert(notifications)
      .values({ channel: 'sms', recipient: SMS_TO, kind: 'new-lead', payload: {}, status: 'failed', attempts: 8, lastError: 'old' })
      .returning();
    const res = await post(bare, bareAdmin, `/api/admin/notifications/${row!.id}/retry`, {});
    expect(res.json()).toEqual({
      id: row!.id,
      status: 'pending',
      message: 'Queued; it waits until SMS is configured (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM).',
    });
    expect(await bare.app.outbox.runOnce()).toBe(0);
  });
});
