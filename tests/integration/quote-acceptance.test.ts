import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, quoteAcceptances } from '#server/db/schema/sales.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import type { AcceptQuoteResponse, QuoteAcceptance } from '#shared/contracts/conversion.ts';
import { companyDate, daysBetween } from '#shared/domain/company-time.ts';
import { conversionStartsOn } from '#shared/domain/plan-start.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import {
  conversionConfig,
  conversionRows,
  count,
  customerBookings,
  deliver,
  mailedAcceptToken,
  queuedAcceptToken,
  quoteRequest,
  requestQuote,
  setPassword,
  setPasswordToken,
  sha256,
} from '#tests/support/conversion.ts';

let t: TestApp;
let smtp: SmtpStub;
/**
 * In the account-enumeration tests, every acceptance answers after at least this (decision 0033): more than
 * its work takes here, even on a loaded machine. Elsewhere the floor is 0: it would only make them wait.
 */
const ANSWER_MS = 2000;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ ...conversionConfig(smtp), ACCEPTANCE_ANSWER_MS: '0' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const view = (token: string) => t.app.inject({ url: `/api/quote-acceptances/${token}` });
const agreementPdf = (token: string) => t.app.inject({ url: `/api/quote-acceptances/${token}/agreement.pdf` });
const accept = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quote-acceptances/${token}`,
    payload,
    headers: { 'user-agent': 'Acceptance test browser/1.0', ...headers },
    remoteAddress: '203.0.113.7',
  });
const signer = (agreementSha256: string, overrides: object = {}) => ({
  signerName: 'Mara Holm',
  signerTitle: 'Office Manager',
  consent: true,
  agreementSha256,
  ...overrides,
});

/** A new quote, its accept link as e-mailed to the quote's address, and what its acceptance page reads. */
async function offered(overrides: Record<string, unknown> & { email: string }) {
  const quote = await requestQuote(t, overrides);
  const token = await mailedAcceptToken(t, smtp, overrides.email, quote.reference);
  const res = await view(token);
  expect(res.statusCode, res.body).toBe(200);
  return { quote, token, page: res.json() as QuoteAcceptance };
}

/** "December 7, 2026" for a Minnesota day, as the answers write it. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** What an acceptance wrote: the offer row and the conversion's rows. */
async function written(leadId: string, email: string) {
  const [offer] = await t.database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.leadId, leadId));
  return { offer: offer!, ...(await conversionRows(t.database.db, leadId, email)) };
}

describe('the offer to accept a quote online', () => {
  it('comes with every priced quote: a 32-byte token e-mailed to the quote’s address only, never in the answer, valid 30 days', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pricing-breakdown',
      payload: quoteRequest({ email: 'offer@lakeside.example' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json() as { leadId: string; reference: string; acceptLinkSentTo: string };
    expect(quote.acceptLinkSentTo).toBe('offer@lakeside.example');
    expect(Object.keys(quote)).not.toContain('acceptToken');
    expect(Object.keys(quote)).not.toContain('acceptUrl');
    const [offer] = await t.database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.leadId, quote.leadId));
    expect(offer!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Whoever asked for the quote does not get the link: it is in no part of the answer.
    expect(res.body).not.toContain(offer!.token);
    expect(res.body).not.toContain('/accept/');
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, quote.leadId));
    expect(offer!.expiresAt.getTime() - lead!.createdAt.getTime()).toBe(30 * 86_400_000);

    // The e-mail through the outbox to the SMTP stub carries it.
    const mails = (await deliver(t, smtp)).filter((m) => m.to.includes('offer@lakeside.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Accept your quote ${quote.reference} online`);
    expect(mails[0]!.text).toContain(`https://www.example.test/accept/${offer!.token}`);
    expect(mails[0]!.text).toContain(`The link works until ${longDay(companyDate(offer!.expiresAt))}.`);

    // A retried request answers the same, without the link, and sends no second e-mail.
    const headers = { 'idempotency-key': 'acceptance-retry-01' };
    const first = await requestQuote(t, { email: 'retry@lakeside.example' }, headers);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/pricing-breakdown',
      payload: quoteRequest({ email: 'retry@lakeside.example' }),
      headers,
    });
    expect(again.json()).toMatchObject({ leadId: first.leadId, acceptLinkSentTo: 'retry@lakeside.example' });
    const token = await mailedAcceptToken(t, smtp, 'retry@lakeside.example', first.reference);
    expect(again.body).not.toContain(token);
    expect(await count(t.database.db, 'notifications', `kind = 'quote-accept-link' and recipient = 'retry@lakeside.example'`)).toBe(1);
  });

  it('names on the agreement where the link went, never the link; the bytes are the same on every download and hash to what the page shows', async () => {
    const { quote, token, page } = await offered({ email: 'print@lakeside.example' });
    const first = await t.app.inject({ url: `/api/service-agreement-pdf/${quote.leadId}` });
    const second = await t.app.inject({ url: `/api/service-agreement-pdf/${quote.leadId}` });
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    // The agreement is public by the lead id: the token must not be on it.
    const text = (await pdfText(first.rawPayload)).text;
    expect(text).toContain('Accept online: the link was e-mailed to print@lakeside.example.');
    expect(text).not.toContain(token);
    expect(text).not.toContain('/accept/');
    const byToken = await agreementPdf(token);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toBe('application/pdf');
    expect(byToken.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(page).toMatchObject({
      reference: quote.reference,
      status: 'open',
      companyName: 'Lakeside Dental, P.A.',
      contactName: 'Mara Holm',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Weekly',
      addOns: ['Carpet Cleaning', 'Window Cleaning'],
      monthlyPriceCents: Math.round(quote.totalMonthlyCost * 100),
      oneTime: false,
      serviceAddress: '7001 France Ave S, Edina, MN 55435',
      needsServiceAddress: false,
      agreementSha256: sha256(first.rawPayload),
      agreementUrl: `/api/quote-acceptances/${token}/agreement.pdf`,
      accepted: null,
      proposedSchedule: { startTime: '18:00', serviceDays: [1], startsOn: conversionStartsOn('Weekly', [1], companyDate(new Date())) },
    });
  });

  it('is made, and its link e-mailed once, the first time an older quote (from before online acceptance) is shown', async () => {
    const quote = await requestQuote(t, { email: 'older@lakeside.example' }, { 'idempotency-key': 'older-quote-0001' });
    await deliver(t, smtp);
    await t.database.db.delete(quoteAcceptances).where(eq(quoteAcceptances.leadId, quote.leadId));
    await t.database.db.delete(notifications).where(eq(notifications.recipient, 'older@lakeside.example'));
    const pdfs = await Promise.all([1, 2].map(() => t.app.inject({ url: `/api/service-agreement-pdf/${quote.leadId}` })));
    const offers = await t.database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.leadId, quote.leadId));
    expect(offers).toHaveLength(1);
    expect(pdfs[0]!.rawPayload.equals(pdfs[1]!.rawPayload)).toBe(true);
    expect((await pdfText(pdfs[0]!.rawPayload)).text).not.toContain(offers[0]!.token);
    const replayed = await requestQuote(t, { email: 'older@lakeside.example' }, { 'idempotency-key': 'older-quote-0001' });
    expect(replayed.acceptLinkSentTo).toBe('older@lakeside.example');
    expect(await mailedAcceptToken(t, smtp, 'older@lakeside.example', quote.reference)).toBe(offers[0]!.token);
    expect(await count(t.database.db, 'notifications', `kind = 'quote-accept-link' and recipient = 'older@lakeside.example'`)).toBe(1);
  });

  it('answers 404 for unknown tokens; window requests have no offer', async () => {
    for (const token of ['x'.repeat(43), 'short', 'A'.repeat(100)]) {
      expect((await view(token)).statusCode).toBe(404);
      expect((await agreementPdf(token)).statusCode).toBe(404);
      expect((await accept(token, signer('0'.repeat(64)))).statusCode).toBe(404);
    }
    const windowLead = await t.app.inject({
      method: 'POST',
      url: '/api/window-quotes',
      payload: {
        fullName: 'Wes Pane',
        mobile: '612-555-0177',
        address: '9 Lake St, Wayzata, MN',
        paneCount: '0-20',
        preferredPlan: 'Quarterly',
      },
    });
    const { leadId } = windowLead.json() as { leadId: string };
    expect(await count(t.database.db, 'quote_acceptances', `lead_id = '${leadId}'`)).toBe(0);
  });
});

describe('POST /api/quote-acceptances/:token', () => {
  it('records who, when, from where and the agreement’s hash and bytes, makes the customer and a plan "accepted, to start" with no visits', async () => {
    const { quote, token, page } = await offered({ email: 'Accept.Me@Lakeside.example' });
    const shown = (await agreementPdf(token)).rawPayload;
    const res = await accept(token, signer(page.agreementSha256, { signerName: '  Mara Holm ' }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as AcceptQuoteResponse;
    const startsOn = conversionStartsOn('Weekly', [1], companyDate(new Date()));
    expect(answer).toEqual({
      reference: quote.reference,
      acceptedAt: answer.acceptedAt,
      signerName: 'Mara Holm',
      signerTitle: 'Office Manager',
      agreementSha256: page.agreementSha256,
      signedAgreementUrl: `/api/quote-acceptances/${token}/agreement.pdf`,
      servicePlan: { frequency: 'Weekly', startsOn, serviceDays: [1], startTime: '18:00' },
      message: `Thank you, Mara Holm. Your proposed start is ${longDay(startsOn)}: we will confirm the start date and your crew by e-mail to Accept.Me@Lakeside.example, where your Client Portal details go too.`,
    });

    // The acceptance: who, when, the address as the app resolves it, the browser, the hash of the bytes shown, the bytes.
    const rows = await written(quote.leadId, 'accept.me@lakeside.example');
    expect(rows.offer).toMatchObject({
      signerName: 'Mara Holm',
      signerTitle: 'Office Manager',
      consent: true,
      ip: '203.0.113.7',
      userAgent: 'Acceptance test browser/1.0',
      agreementSha256: sha256(shown),
    });
    expect(rows.offer.acceptedAt?.toISOString()).toBe(answer.acceptedAt);
    expect(rows.offer.agreementPdf!.equals(shown)).toBe(true);

    // The conversion: one account, one site, one plan waiting for its start (a week or more ahead), no visits; the lead won.
    expect([rows.accounts.length, rows.sites.length, rows.plans.length, rows.links.length]).toEqual([1, 1, 1, 1]);
    expect(rows.accounts[0]).toMatchObject({ role: 'customer', username: 'accept.me', companyName: 'Lakeside Dental, P.A.' });
    expect(rows.plans[0]).toMatchObject({ status: 'pending_start', startsOn, generatedThrough: null });
    expect(daysBetween(companyDate(new Date()), rows.plans[0]!.startsOn)).toBeGreaterThanOrEqual(7);
    expect(await count(t.database.db, 'bookings', `service_plan_id = ${rows.plans[0]!.id}`)).toBe(0);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, quote.leadId));
    expect(lead).toMatchObject({ status: 'won', customerId: rows.accounts[0]!.id });
    const events = await t.database.db.execute(
      sql`select entity, action, actor from audit_events
          where (entity in ('quote_acceptance', 'lead') and entity_id = ${quote.leadId})
             or (entity = 'customer' and entity_id = ${String(rows.accounts[0]!.id)})
             or (entity = 'site' and entity_id = ${String(rows.sites[0]!.id)})
             or (entity = 'service_plan' and entity_id = ${String(rows.plans[0]!.id)})
             or entity = 'booking' and entity_id in (select id::text from bookings where service_plan_id = ${rows.plans[0]!.id})
          order by id`,
    );
    expect((events as unknown as { rows: Array<{ entity: string; action: string; actor: string }> }).rows).toEqual([
      { entity: 'quote_acceptance', action: 'accept', actor: 'quote-link' },
      { entity: 'customer', action: 'create', actor: 'quote-link' },
      { entity: 'site', action: 'create', actor: 'quote-link' },
      { entity: 'service_plan', action: 'create', actor: 'quote-link' },
      { entity: 'lead', action: 'convert', actor: 'quote-link' },
    ]);

    // Generating every plan's visits leaves it alone too.
    const admin = await insertUser(t.database.db, 'admin', { username: 'accept-generate-admin' });
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/service-plans/generate',
      headers: bearer(await tokenFor(t.app, admin.username)),
    });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(await count(t.database.db, 'bookings', `service_plan_id = ${rows.plans[0]!.id}`)).toBe(0);

    // The invite reaches the SMTP stub through the outbox; the company hears of the acceptance and of the plan to start.
    const mails = await deliver(t, smtp);
    const invite = mails.find((m) => m.to.some((to) => to.toLowerCase() === 'accept.me@lakeside.example'));
    expect(invite?.subject).toBe('Choose your password for Twin Pines Commercial Cleaning');
    const notice = mails.find((m) => m.to.includes('sales-inbox@example.test') && m.subject.startsWith('Quote accepted online'));
    expect(notice?.text).toContain('Accepted by Mara Holm, Office Manager');
    expect(notice?.text).toContain(page.agreementSha256);
    expect(notice?.text).toContain(
      `Plan (accepted, to start): Weekly on Monday at 6 PM, from ${longDay(startsOn)}. Confirm its start date and crew: https://www.example.test/admin/service-plans/${rows.plans[0]!.id}`,
    );

    // The customer chooses a password with the link and signs in: no visits yet.
    await setPassword(t, setPasswordToken(invite!.text)!, 'cedar benches by the lake 7');
    const session = await tokenFor(t.app, 'accept.me', 'cedar benches by the lake 7');
    expect(await customerBookings(t, session)).toEqual([]);

    // The page now says accepted, by whom; the agreement comes with the acceptance stamped on an added page.
    const after = (await view(token)).json() as QuoteAcceptance;
    expect(after).toMatchObject({
      status: 'accepted',
      agreementSha256: page.agreementSha256,
      proposedSchedule: null,
      accepted: { signerName: 'Mara Holm', signerTitle: 'Office Manager', acceptedAt: answer.acceptedAt },
    });
    const stamped = await agreementPdf(token);
    expect(stamped.statusCode).toBe(200);
    expect(stamped.headers['content-disposition']).toBe(
      `attachment; filename="Lakeside-Dental-P-A-Service-Agreement-${quote.reference}-accepted.pdf"`,
    );
    expect(stamped.rawPayload.subarray(0, shown.length).equals(shown)).toBe(true);
    expect(sha256(stamped.rawPayload.subarray(0, shown.length))).toBe(page.agreementSha256);
    const original = await pdfText(shown);
    const signed = await pdfText(stamped.rawPayload);
    expect(signed.pages).toBe(original.pages + 1);
    for (const expected of ['Accepted online', 'Mara Holm', 'Office Manager', page.agreementSha256, answer.acceptedAt]) {
      expect(signed.text).toContain(expected);
    }
  });

  it('refuses a second acceptance with a clear 409 and changes nothing', async () => {
    const { quote, token, page } = await offered({ email: 'twice@lakeside.example' });
    expect((await accept(token, signer(page.agreementSha256))).statusCode).toBe(201);
    const before = await written(quote.leadId, 'twice@lakeside.example');
    const again = await accept(token, signer(page.agreementSha256, { signerName: 'Someone Else' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This quote was already accepted on \w+ \d+, \d{4} by Mara Holm\./);
    const after = await written(quote.leadId, 'twice@lakeside.example');
    expect(after.offer).toEqual(before.offer);
    expect([after.accounts.length, after.sites.length, after.plans.length]).toEqual([1, 1, 1]);
  });

  it('lets exactly one of parallel acceptances (and an admin’s conversion) win', async () => {
    const { quote, token, page } = await offered({ email: 'race@lakeside.example' });
    const admin = await insertUser(t.database.db, 'admin', { username: 'accept-race-admin' });
    const adminToken = await tokenFor(t.app, admin.username);
    const answers = await Promise.all([
      accept(token, signer(page.agreementSha256, { signerName: 'First Signer' })),
      accept(token, signer(page.agreementSha256, { signerName: 'Second Signer' })),
      accept(token, signer(page.agreementSha256, { signerName: 'Third Signer' })),
      t.app.inject({ method: 'POST', url: `/api/admin/leads/${quote.leadId}/convert`, headers: bearer(adminToken), payload: {} }),
    ]);
    const statuses = answers.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(answers.map((r) => r.body)),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const rows = await written(quote.leadId, 'race@lakeside.example');
    expect([rows.accounts.length, rows.sites.length, rows.plans.length, rows.links.length]).toEqual([1, 1, 1, 1]);
    expect(await count(t.database.db, 'notifications', `recipient = 'race@lakeside.example' and kind = 'set-password'`)).toBe(1);
    // Whoever won, the rows agree: signed and waiting to start when an acceptance won; open, started and visited when the admin did.
    const adminWon = answers[3]!.statusCode === 201;
    expect(rows.offer.acceptedAt === null).toBe(adminWon);
    expect(rows.plans[0]!.status).toBe(adminWon ? 'active' : 'pending_start');
    expect((await count(t.database.db, 'bookings', `service_plan_id = ${rows.plans[0]!.id}`)) > 0).toBe(adminWon);
    if (adminWon) expect((await view(token)).json()).toMatchObject({ status: 'converted' });
  });

  it('refuses an expired quote with 410 asking for a fresh one, writing nothing', async () => {
    const { quote, token, page } = await offered({ email: 'late@lakeside.example' });
    await t.database.db
      .update(quoteAcceptances)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(quoteAcceptances.leadId, quote.leadId));
    expect((await view(token)).json()).toMatchObject({ status: 'expired', proposedSchedule: null });
    const res = await accept(token, signer(page.agreementSha256));
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/^This quote expired on \w+ \d+, \d{4}\. Please ask for a fresh quote\.$/);
    const rows = await written(quote.leadId, 'late@lakeside.example');
    expect(rows.offer.acceptedAt).toBeNull();
    expect([rows.accounts.length, rows.sites.length, rows.plans.length]).toEqual([0, 0, 0]);
  });

  it('refuses a hash that is not the agreement’s, and an agreement that changed since it was shown', async () => {
    const { quote, token, page } = await offered({ email: 'hash@lakeside.example' });
    const tampered = `${page.agreementSha256.slice(0, 63)}${page.agreementSha256.endsWith('0') ? '1' : '0'}`;
    const wrong = await accept(token, signer(tampered));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      message: 'The agreement changed since you opened it. Please review it again.',
      fields: { agreementSha256: 'The agreement changed since you opened it. Please review it again.' },
    });

    // The agreement itself changes (the client's name on the quote): the hash the page showed no longer names it.
    await t.database.db.update(leads).set({ companyName: 'Lakeside Dental Group' }).where(eq(leads.id, quote.leadId));
    const changed = await accept(token, signer(page.agreementSha256));
    expect(changed.statusCode).toBe(409);
    const rows = await written(quote.leadId, 'hash@lakeside.example');
    expect(rows.offer.acceptedAt).toBeNull();
    expect([rows.accounts.length, rows.sites.length]).toEqual([0, 0]);

    // Reviewed again, the new hash is accepted.
    const fresh = (await view(token)).json() as QuoteAcceptance;
    expect(fresh.agreementSha256).not.toBe(page.agreementSha256);
    expect((await accept(token, signer(fresh.agreementSha256))).statusCode).toBe(201);
  });

  it('asks for consent, a name, a title and a well-formed hash (400, nothing written)', async () => {
    const { quote, token, page } = await offered({ email: 'form@lakeside.example' });
    for (const [payload, field] of [
      [signer(page.agreementSha256, { consent: false }), 'consent'],
      [signer(page.agreementSha256, { signerName: '   ' }), 'signerName'],
      [signer(page.agreementSha256, { signerTitle: '' }), 'signerTitle'],
      [signer('abc'), 'agreementSha256'],
    ] as const) {
      const res = await accept(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await written(quote.leadId, 'form@lakeside.example')).offer.acceptedAt).toBeNull();
  });

  it('needs the service address when the quote has none, and uses it for the site', async () => {
    const { quote, token, page } = await offered({ email: 'noaddress@lakeside.example', address: '' });
    expect(page).toMatchObject({ serviceAddress: null, needsServiceAddress: true });
    const without = await accept(token, signer(page.agreementSha256));
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toHaveProperty('serviceAddress');
    const res = await accept(token, signer(page.agreementSha256, { serviceAddress: '80 S 8th St, Minneapolis, MN 55402' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await written(quote.leadId, 'noaddress@lakeside.example')).sites[0]).toMatchObject({
      address: '80 S 8th St, Minneapolis, MN 55402',
    });
  });

  it('converts a one-time quote to a customer and a site, and asks the company to book the visit', async () => {
    const { quote, token, page } = await offered({ email: 'onetime@lakeside.example', frequency: 'One-time' });
    expect(page).toMatchObject({ oneTime: true, proposedSchedule: null });
    const res = await accept(token, signer(page.agreementSha256));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      servicePlan: null,
      message:
        'Thank you, Mara Holm. We will call you to book your cleaning visit, and send your Client Portal details to onetime@lakeside.example.',
    });
    const rows = await written(quote.leadId, 'onetime@lakeside.example');
    expect([rows.accounts.length, rows.sites.length, rows.plans.length]).toEqual([1, 1, 0]);
    const notice = (await deliver(t, smtp)).find((m) => m.subject === `Quote accepted online: Lakeside Dental, P.A. (${quote.reference})`);
    expect(notice?.text).toContain('call the client to book the visit as a one-off booking');
  });
});

describe('account enumeration (issue 29)', () => {
  // This block's own app, with the answer floor; the file's helpers (offered, accept, written) read `t`.
  let withoutFloor: TestApp;
  beforeAll(async () => {
    withoutFloor = t;
    t = await createTestApp({ ...conversionConfig(smtp), ACCEPTANCE_ANSWER_MS: String(ANSWER_MS) });
  });
  afterAll(async () => {
    await t.close();
    t = withoutFloor;
  });

  /** The parts of an answer that depend on the quote and its signer, never on the e-mail's account. */
  const expectedAnswer = (reference: string, token: string, hash: string, email: string) => {
    const startsOn = conversionStartsOn('Weekly', [1], companyDate(new Date()));
    return {
      reference,
      signerName: 'Mara Holm',
      signerTitle: 'Office Manager',
      agreementSha256: hash,
      signedAgreementUrl: `/api/quote-acceptances/${token}/agreement.pdf`,
      servicePlan: { frequency: 'Weekly', startsOn, serviceDays: [1], startTime: '18:00' },
      message: `Thank you, Mara Holm. Your proposed start is ${longDay(startsOn)}: we will confirm the start date and your crew by e-mail to ${email}, where your Client Portal details go too.`,
    };
  };

  it('answers a new e-mail, a customer’s, a closed customer’s and a staff e-mail alike, no sooner than the floor, and handles each behind the scenes', async () => {
    const customer = await insertUser(t.database.db, 'customer', { username: 'enum-customer', email: 'enum-customer@lakeside.example' });
    const closed = await insertUser(t.database.db, 'customer', {
      username: 'enum-closed',
      email: 'enum-closed@lakeside.example',
      isActive: false,
    });
    await insertUser(t.database.db, 'employee', { username: 'enum-staff', email: 'enum-staff@twinpines.example' });
    const cases = [
      'enum-new@lakeside.example',
      'enum-customer@lakeside.example',
      'enum-closed@lakeside.example',
      'enum-staff@twinpines.example',
    ];

    const mailedBefore = smtp.received.length;
    const answered: Array<{ status: number; body: Record<string, unknown>; headers: string[]; ms: number }> = [];
    const offers: Array<Awaited<ReturnType<typeof offered>>> = [];
    for (const email of cases) {
      const offer = await offered({ email });
      offers.push(offer);
      const started = performance.now();
      const res = await accept(offer.token, signer(offer.page.agreementSha256));
      const ms = performance.now() - started;
      answered.push({ status: res.statusCode, body: res.json(), headers: Object.keys(res.headers).sort(), ms });
    }

    // The same status, fields and words (but for the quote's own reference, link, hash and address), the same headers.
    cases.forEach((email, i) => {
      const { quote, token, page } = offers[i]!;
      expect(answered[i]!.status, email).toBe(201);
      expect(answered[i]!.body, email).toEqual({
        ...expectedAnswer(quote.reference, token, page.agreementSha256, email),
        acceptedAt: answered[i]!.body['acceptedAt'],
      });
      expect(answered[i]!.headers, email).toEqual(answered[0]!.headers);
      // No answer comes sooner than the floor, whichever case it was (less a millisecond of timer rounding).
      expect(answered[i]!.ms, email).toBeGreaterThanOrEqual(ANSWER_MS - 1);
    });
    // And they take the same time: the floor, give or take the timers (the work of each case fits inside it).
    const times = answered.map((a) => a.ms);
    expect(Math.max(...times) - Math.min(...times), JSON.stringify(times)).toBeLessThan(300);

    // Behind the scenes. A new e-mail: a new customer with a plan waiting to start.
    const fresh = await written(offers[0]!.quote.leadId, cases[0]!);
    expect(fresh.accounts).toHaveLength(1);
    expect(fresh.plans.map((p) => p.status)).toEqual(['pending_start']);

    // The customer's e-mail (the link went only to them): the site and the waiting plan go on their account, and they are told.
    const theirs = await written(offers[1]!.quote.leadId, cases[1]!);
    expect(theirs.accounts.map((a) => a.id)).toEqual([customer.id]);
    expect(theirs.plans.map((p) => [p.customerId, p.status])).toEqual([[customer.id, 'pending_start']]);
    expect(theirs.links).toEqual([]);

    // A closed account and a staff account: nothing made, the lead left for the admin, the acceptance kept.
    for (const i of [2, 3]) {
      const held = await written(offers[i]!.quote.leadId, cases[i]!);
      expect(held.offer.acceptedAt, cases[i]).not.toBeNull();
      expect([held.sites.length, held.plans.length], cases[i]).toEqual([0, 0]);
      const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, offers[i]!.quote.leadId));
      expect(lead, cases[i]).toMatchObject({ customerId: null, convertedAt: null });
    }
    expect(
      await count(t.database.db, 'users', `lower(email) = 'enum-closed@lakeside.example' and is_active = false and id = ${closed.id}`),
    ).toBe(1);

    // Each address hears what happened; the company hears what to do.
    await deliver(t, smtp);
    const mails = smtp.received.slice(mailedBefore).filter((m) => !/^Accept your quote /.test(m.subject));
    const to = (email: string) => mails.filter((m) => m.to.includes(email)).map((m) => m.subject);
    expect(to(cases[0]!)).toEqual(['Choose your password for Twin Pines Commercial Cleaning']);
    expect(to(cases[1]!)).toEqual([`Quote ${offers[1]!.quote.reference} accepted: your new service`]);
    expect(to(cases[2]!)).toEqual([`Quote ${offers[2]!.quote.reference} accepted: what happens next`]);
    expect(to(cases[3]!)).toEqual([`Quote ${offers[3]!.quote.reference} accepted: what happens next`]);
    const heldMail = mails.find((m) => m.to.includes(cases[3]!))!;
    expect(heldMail.text).toContain('This e-mail address belongs to one of our staff accounts, so we could not set the service up online.');
    const added = mails.find((m) => m.to.includes(cases[1]!))!;
    expect(added.text).toContain('We will e-mail you when we confirm the start date and your crew.');
    const staffNotice = mails.find(
      (m) =>
        m.to.includes('sales-inbox@example.test') &&
        m.subject.startsWith('Quote accepted online') &&
        m.subject.includes(offers[3]!.quote.reference),
    )!;
    expect(staffNotice.text).toContain('Not set up online: enum-staff@twinpines.example belongs to an employee account (enum-staff).');
    const closedNotice = mails.find(
      (m) =>
        m.to.includes('sales-inbox@example.test') &&
        m.subject.startsWith('Quote accepted online') &&
        m.subject.includes(offers[2]!.quote.reference),
    )!;
    expect(closedNotice.text).toContain(
      'Not set up online: enum-closed@lakeside.example belongs to the closed customer account enum-closed.',
    );

    // The admin then converts the held staff case with the client's own e-mail.
    const admin = await insertUser(t.database.db, 'admin', { username: 'enum-admin' });
    const converted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${offers[3]!.quote.leadId}/convert`,
      headers: bearer(await tokenFor(t.app, admin.username)),
      payload: { email: 'the-client@lakeside.example' },
    });
    expect(converted.statusCode, converted.body).toBe(201);
  });
});

describe('rate limits', () => {
  it('limits acceptances per address like the quote forms, and reads like the quote PDFs (four times that)', async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const url = `/api/quote-acceptances/${'x'.repeat(43)}`;
      const posts = [];
      for (let i = 0; i < 3; i++)
        posts.push((await limited.app.inject({ method: 'POST', url, payload: signer('0'.repeat(64)) })).statusCode);
      expect(posts).toEqual([404, 404, 429]);
      const reads = [];
      for (let i = 0; i < 9; i++) reads.push((await limited.app.inject({ url })).statusCode);
      expect(reads).toEqual([...Array<number>(8).fill(404), 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('without SMTP', () => {
  it('keeps the link in the outbox until e-mail works, and on acceptance queues no set-password link (the admin sends one)', async () => {
    const bare = await createTestApp(conversionConfig());
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/pricing-breakdown',
        payload: {
          companyName: 'Quiet Office',
          firstName: 'Quinn',
          lastName: 'Lee',
          email: 'quinn@quiet.example',
          phone: '612-555-0100',
          facilityType: 'office',
          squareFootage: 5000,
          frequency: 'Bi-weekly',
          address: '1 Quiet Way, St. Paul, MN',
        },
      });
      const { leadId, acceptLinkSentTo } = res.json() as { leadId: string; acceptLinkSentTo: string };
      expect(acceptLinkSentTo).toBe('quinn@quiet.example');
      expect(await count(bare.database.db, 'notifications', `kind = 'quote-accept-link' and status = 'pending'`)).toBe(1);
      const acceptToken = await queuedAcceptToken(bare.database.db, 'quinn@quiet.example');
      const page = (await bare.app.inject({ url: `/api/quote-acceptances/${acceptToken}` })).json() as QuoteAcceptance;
      const accepted = await bare.app.inject({
        method: 'POST',
        url: `/api/quote-acceptances/${acceptToken}`,
        payload: signer(page.agreementSha256, { signerName: 'Quinn Lee' }),
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json().message).toMatch(/^Thank you, Quinn Lee\. Your proposed start is /);
      const rows = await conversionRows(bare.database.db, leadId, 'quinn@quiet.example');
      expect(rows.links).toEqual([]);
      expect(await count(bare.database.db, 'notifications', `kind = 'set-password'`)).toBe(0);

      const admin = await insertUser(bare.database.db, 'admin', { username: 'quiet-admin' });
      const link = await bare.app.inject({
        method: 'POST',
        url: `/api/users/${rows.accounts[0]!.id}/password-link`,
        headers: bearer(await tokenFor(bare.app, admin.username)),
      });
      expect(link.statusCode).toBe(200);
      expect(link.json()).toMatchObject({ emailed: false });
    } finally {
      await bare.close();
    }
  });
});
