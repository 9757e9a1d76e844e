import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, quoteAcceptances } from '#server/db/schema/sales.ts';
import { bookings } from '#server/db/schema/operations.ts';
import type { AcceptQuoteResponse, QuoteAcceptance } from '#shared/contracts/conversion.ts';
import { companyDate, daysBetween, weekdayOf } from '#shared/domain/company-time.ts';
import { conversionStartsOn } from '#shared/domain/plan-start.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import {
  chicagoClock,
  conversionConfig,
  conversionRows,
  count,
  customerBookings,
  deliver,
  requestQuote,
  setPassword,
  setPasswordToken,
  sha256,
} from '#tests/support/conversion.ts';

let t: TestApp;
let smtp: SmtpStub;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp(conversionConfig(smtp));
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

/** A new quote and what its acceptance page reads. */
async function offered(overrides: Record<string, unknown> = {}) {
  const quote = await requestQuote(t, overrides);
  const res = await view(quote.acceptToken);
  expect(res.statusCode, res.body).toBe(200);
  return { quote, page: res.json() as QuoteAcceptance };
}

/** What an acceptance wrote: the offer row and the conversion's rows. */
async function written(leadId: string, email: string) {
  const [offer] = await t.database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.leadId, leadId));
  return { offer: offer!, ...(await conversionRows(t.database.db, leadId, email)) };
}

describe('the offer to accept a quote online', () => {
  it('comes with every priced quote: a 32-byte token, the accept link in the result, valid 30 days', async () => {
    const quote = await requestQuote(t, { email: 'offer@lakeside.example' });
    expect(quote.acceptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(quote.acceptUrl).toBe(`https://www.example.test/accept/${quote.acceptToken}`);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, quote.leadId));
    const [offer] = await t.database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.leadId, quote.leadId));
    expect(offer).toMatchObject({ token: quote.acceptToken, acceptedAt: null });
    expect(offer!.expiresAt.getTime() - lead!.createdAt.getTime()).toBe(30 * 86_400_000);

    // A retried request answers the same link.
    const headers = { 'idempotency-key': 'acceptance-retry-01' };
    const first = await requestQuote(t, { email: 'retry@lakeside.example' }, headers);
    expect((await requestQuote(t, { email: 'retry@lakeside.example' }, headers)).acceptToken).toBe(first.acceptToken);
  });

  it('is printed on the agreement, whose bytes are the same on every download and hash to what the page shows', async () => {
    const { quote, page } = await offered({ email: 'print@lakeside.example' });
    const first = await t.app.inject({ url: `/api/service-agreement-pdf/${quote.leadId}` });
    const second = await t.app.inject({ url: `/api/service-agreement-pdf/${quote.leadId}` });
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect((await pdfText(first.rawPayload)).text).toContain(`Accept online: ${quote.acceptUrl}`);
    const byToken = await agreementPdf(quote.acceptToken);
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
      agreementUrl: `/api/quote-acceptances/${quote.acceptToken}/agreement.pdf`,
      accepted: null,
      proposedSchedule: { startTime: '18:00', serviceDays: [1], startsOn: conversionStartsOn('Weekly', [1], companyDate(new Date())) },
    });
  });

  it('is made the first time an older quote (from before online acceptance) is shown', async () => {
    const quote = await requestQuote(t, { email: 'older@lakeside.example' }, { 'idempotency-key': 'older-quote-0001' });
    await t.database.db.delete(quoteAcceptances).where(eq(quoteAcceptances.leadId, quote.leadId));
    const pdfs = await Promise.all([1, 2].map(() => t.app.inject({ url: `/api/service-agreement-pdf/${quote.leadId}` })));
    const offers = await t.database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.leadId, quote.leadId));
    expect(offers).toHaveLength(1);
    expect(pdfs[0]!.rawPayload.equals(pdfs[1]!.rawPayload)).toBe(true);
    expect((await pdfText(pdfs[0]!.rawPayload)).text).toContain(`/accept/${offers[0]!.token}`);
    const replayed = await requestQuote(t, { email: 'older@lakeside.example' }, { 'idempotency-key': 'older-quote-0001' });
    expect(replayed.acceptToken).toBe(offers[0]!.token);
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
  it('records who, when, from where and the agreement’s hash and bytes, converts the lead, and the new customer signs in to their visits', async () => {
    const { quote, page } = await offered({ email: 'Accept.Me@Lakeside.example' });
    const shown = (await agreementPdf(quote.acceptToken)).rawPayload;
    const res = await accept(quote.acceptToken, signer(page.agreementSha256, { signerName: '  Mara Holm ' }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as AcceptQuoteResponse;
    const startsOn = conversionStartsOn('Weekly', [1], companyDate(new Date()));
    expect(answer).toMatchObject({
      reference: quote.reference,
      signerName: 'Mara Holm',
      signerTitle: 'Office Manager',
      agreementSha256: page.agreementSha256,
      signedAgreementUrl: `/api/quote-acceptances/${quote.acceptToken}/agreement.pdf`,
      account: 'created',
      inviteEmailed: true,
      servicePlan: { frequency: 'Weekly', startsOn, serviceDays: [1], startTime: '18:00' },
    });
    expect(answer.message).toContain('We e-mailed Accept.Me@Lakeside.example a link to choose your password');

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

    // The conversion: one account, one site, one plan starting a week or more ahead, its visits; the lead won.
    expect([rows.accounts.length, rows.sites.length, rows.plans.length, rows.links.length]).toEqual([1, 1, 1, 1]);
    expect(rows.accounts[0]).toMatchObject({ role: 'customer', username: 'accept.me', companyName: 'Lakeside Dental, P.A.' });
    expect(daysBetween(companyDate(new Date()), rows.plans[0]!.startsOn)).toBeGreaterThanOrEqual(7);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, quote.leadId));
    expect(lead).toMatchObject({ status: 'won', customerId: rows.accounts[0]!.id });
    const events = await t.database.db.execute(
      sql`select entity, action, actor from audit_events
          where (entity in ('quote_acceptance', 'lead') and entity_id = ${quote.leadId})
             or (entity = 'customer' and entity_id = ${String(rows.accounts[0]!.id)})
             or (entity = 'site' and entity_id = ${String(rows.sites[0]!.id)})
             or (entity = 'service_plan' and entity_id = ${String(rows.plans[0]!.id)})
          order by id`,
    );
    expect((events as unknown as { rows: Array<{ entity: string; action: string; actor: string }> }).rows).toEqual([
      { entity: 'quote_acceptance', action: 'accept', actor: 'quote-link' },
      { entity: 'customer', action: 'create', actor: 'quote-link' },
      { entity: 'site', action: 'create', actor: 'quote-link' },
      { entity: 'service_plan', action: 'create', actor: 'quote-link' },
      { entity: 'lead', action: 'convert', actor: 'quote-link' },
    ]);

    // The invite reaches the SMTP stub through the outbox; the company hears of the acceptance too.
    const mails = await deliver(t, smtp);
    const invite = mails.find((m) => m.to.some((to) => to.toLowerCase() === 'accept.me@lakeside.example'));
    expect(invite?.subject).toBe('Choose your password for Twin Pines Commercial Cleaning');
    const notice = mails.find((m) => m.to.includes('sales-inbox@example.test') && m.subject.startsWith('Quote accepted online'));
    expect(notice?.text).toContain('Accepted by Mara Holm, Office Manager');
    expect(notice?.text).toContain(page.agreementSha256);

    // The customer chooses a password with the link, signs in, and sees the plan's visits.
    await setPassword(t, setPasswordToken(invite!.text)!, 'cedar benches by the lake 7');
    const session = await tokenFor(t.app, 'accept.me', 'cedar benches by the lake 7');
    const listed = await customerBookings(t, session);
    const planVisits = await t.database.db.select().from(bookings).where(eq(bookings.servicePlanId, rows.plans[0]!.id));
    expect(listed.length).toBe(planVisits.length);
    expect(listed.length).toBeGreaterThanOrEqual(6);
    for (const visit of listed) {
      expect(visit.status).toBe('confirmed');
      expect(chicagoClock(visit.scheduledDate)).toBe('18:00');
      expect(weekdayOf(companyDate(new Date(visit.scheduledDate)))).toBe(1);
    }

    // The page now says accepted, by whom; the agreement comes with the acceptance stamped on an added page.
    const after = (await view(quote.acceptToken)).json() as QuoteAcceptance;
    expect(after).toMatchObject({
      status: 'accepted',
      agreementSha256: page.agreementSha256,
      proposedSchedule: null,
      accepted: { signerName: 'Mara Holm', signerTitle: 'Office Manager', acceptedAt: answer.acceptedAt },
    });
    const stamped = await agreementPdf(quote.acceptToken);
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
    const { quote, page } = await offered({ email: 'twice@lakeside.example' });
    expect((await accept(quote.acceptToken, signer(page.agreementSha256))).statusCode).toBe(201);
    const before = await written(quote.leadId, 'twice@lakeside.example');
    const again = await accept(quote.acceptToken, signer(page.agreementSha256, { signerName: 'Someone Else' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This quote was already accepted on \w+ \d+, \d{4} by Mara Holm\./);
    const after = await written(quote.leadId, 'twice@lakeside.example');
    expect(after.offer).toEqual(before.offer);
    expect([after.accounts.length, after.sites.length, after.plans.length]).toEqual([1, 1, 1]);
  });

  it('lets exactly one of parallel acceptances (and an admin’s conversion) win', async () => {
    const { quote, page } = await offered({ email: 'race@lakeside.example' });
    const admin = await insertUser(t.database.db, 'admin', { username: 'accept-race-admin' });
    const adminToken = await tokenFor(t.app, admin.username);
    const answers = await Promise.all([
      accept(quote.acceptToken, signer(page.agreementSha256, { signerName: 'First Signer' })),
      accept(quote.acceptToken, signer(page.agreementSha256, { signerName: 'Second Signer' })),
      accept(quote.acceptToken, signer(page.agreementSha256, { signerName: 'Third Signer' })),
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
    expect(await count(t.database.db, 'bookings', `service_plan_id = ${rows.plans[0]!.id}`)).toBeGreaterThan(0);
    expect(await count(t.database.db, 'notifications', `recipient = 'race@lakeside.example' and kind = 'set-password'`)).toBe(1);
    // Whoever won, the acceptance row agrees: signed when an acceptance won, open when the admin did.
    const adminWon = answers[3]!.statusCode === 201;
    expect(rows.offer.acceptedAt === null).toBe(adminWon);
    if (adminWon) expect((await view(quote.acceptToken)).json()).toMatchObject({ status: 'converted' });
  });

  it('refuses an expired quote with 410 asking for a fresh one, writing nothing', async () => {
    const { quote, page } = await offered({ email: 'late@lakeside.example' });
    await t.database.db
      .update(quoteAcceptances)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(quoteAcceptances.leadId, quote.leadId));
    expect((await view(quote.acceptToken)).json()).toMatchObject({ status: 'expired', proposedSchedule: null });
    const res = await accept(quote.acceptToken, signer(page.agreementSha256));
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/^This quote expired on \w+ \d+, \d{4}\. Please ask for a fresh quote\.$/);
    const rows = await written(quote.leadId, 'late@lakeside.example');
    expect(rows.offer.acceptedAt).toBeNull();
    expect([rows.accounts.length, rows.sites.length, rows.plans.length]).toEqual([0, 0, 0]);
  });

  it('refuses a hash that is not the agreement’s, and an agreement that changed since it was shown', async () => {
    const { quote, page } = await offered({ email: 'hash@lakeside.example' });
    const tampered = `${page.agreementSha256.slice(0, 63)}${page.agreementSha256.endsWith('0') ? '1' : '0'}`;
    const wrong = await accept(quote.acceptToken, signer(tampered));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      message: 'The agreement changed since you opened it. Please review it again.',
      fields: { agreementSha256: 'The agreement changed since you opened it. Please review it again.' },
    });

    // The agreement itself changes (the client's name on the quote): the hash the page showed no longer names it.
    await t.database.db.update(leads).set({ companyName: 'Lakeside Dental Group' }).where(eq(leads.id, quote.leadId));
    const changed = await accept(quote.acceptToken, signer(page.agreementSha256));
    expect(changed.statusCode).toBe(409);
    const rows = await written(quote.leadId, 'hash@lakeside.example');
    expect(rows.offer.acceptedAt).toBeNull();
    expect([rows.accounts.length, rows.sites.length]).toEqual([0, 0]);

    // Reviewed again, the new hash is accepted.
    const fresh = (await view(quote.acceptToken)).json() as QuoteAcceptance;
    expect(fresh.agreementSha256).not.toBe(page.agreementSha256);
    expect((await accept(quote.acceptToken, signer(fresh.agreementSha256))).statusCode).toBe(201);
  });

  it('asks for consent, a name, a title and a well-formed hash (400, nothing written)', async () => {
    const { quote, page } = await offered({ email: 'form@lakeside.example' });
    for (const [payload, field] of [
      [signer(page.agreementSha256, { consent: false }), 'consent'],
      [signer(page.agreementSha256, { signerName: '   ' }), 'signerName'],
      [signer(page.agreementSha256, { signerTitle: '' }), 'signerTitle'],
      [signer('abc'), 'agreementSha256'],
    ] as const) {
      const res = await accept(quote.acceptToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await written(quote.leadId, 'form@lakeside.example')).offer.acceptedAt).toBeNull();
  });

  it('needs the service address when the quote has none, and uses it for the site', async () => {
    const { quote, page } = await offered({ email: 'noaddress@lakeside.example', address: '' });
    expect(page).toMatchObject({ serviceAddress: null, needsServiceAddress: true });
    const without = await accept(quote.acceptToken, signer(page.agreementSha256));
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toHaveProperty('serviceAddress');
    const res = await accept(quote.acceptToken, signer(page.agreementSha256, { serviceAddress: '80 S 8th St, Minneapolis, MN 55402' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await written(quote.leadId, 'noaddress@lakeside.example')).sites[0]).toMatchObject({
      address: '80 S 8th St, Minneapolis, MN 55402',
    });
  });

  it('refuses online when the e-mail is an existing customer’s or staff’s, and records nothing', async () => {
    // Knowing a customer's e-mail must not let anyone add a site and a plan to their account.
    const customer = await insertUser(t.database.db, 'customer', { username: 'accept-existing', email: 'existing@lakeside.example' });
    const { quote, page } = await offered({ email: 'existing@lakeside.example' });
    const res = await accept(quote.acceptToken, signer(page.agreementSha256));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'We cannot finish this online: existing@lakeside.example already has a customer account with us. Please call us at (612) 555-0142 and we will add this service to it.',
    );
    const rows = await written(quote.leadId, 'existing@lakeside.example');
    expect(rows.offer.acceptedAt).toBeNull();
    expect(rows.plans.filter((plan) => plan.customerId === customer.id)).toEqual([]);

    await insertUser(t.database.db, 'employee', { username: 'accept-staff', email: 'crew@twinpines.example' });
    const staff = await offered({ email: 'crew@twinpines.example' });
    const refused = await accept(staff.quote.acceptToken, signer(staff.page.agreementSha256));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'We cannot finish this online: crew@twinpines.example belongs to one of our staff accounts. Please call us at (612) 555-0142 to finish.',
    );
    // Nothing recorded: the signature and the conversion are one transaction.
    expect((await written(staff.quote.leadId, 'crew@twinpines.example')).offer.acceptedAt).toBeNull();
  });

  it('converts a one-time quote to a customer and a site, and asks the company to book the visit', async () => {
    const { quote, page } = await offered({ email: 'onetime@lakeside.example', frequency: 'One-time' });
    expect(page).toMatchObject({ oneTime: true, proposedSchedule: null });
    const res = await accept(quote.acceptToken, signer(page.agreementSha256));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ servicePlan: null, account: 'created' });
    expect(res.json().message).toContain('We will call you to book your cleaning visit.');
    const rows = await written(quote.leadId, 'onetime@lakeside.example');
    expect([rows.accounts.length, rows.sites.length, rows.plans.length]).toEqual([1, 1, 0]);
    const notice = (await deliver(t, smtp)).find((m) => m.subject === `Quote accepted online: Lakeside Dental, P.A. (${quote.reference})`);
    expect(notice?.text).toContain('call the client to book the visit as a one-off booking');
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
  it('accepts and converts, queues no set-password link (the admin sends one from user management)', async () => {
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
      const { acceptToken, leadId } = res.json() as { acceptToken: string; leadId: string };
      const page = (await bare.app.inject({ url: `/api/quote-acceptances/${acceptToken}` })).json() as QuoteAcceptance;
      const accepted = await bare.app.inject({
        method: 'POST',
        url: `/api/quote-acceptances/${acceptToken}`,
        payload: signer(page.agreementSha256, { signerName: 'Quinn Lee' }),
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json()).toMatchObject({ account: 'created', inviteEmailed: false });
      expect(accepted.json().message).toContain('We will contact you to set up your Client Portal sign-in.');
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
