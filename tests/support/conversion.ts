import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { passwordLinks, users } from '#server/db/schema/accounts.ts';
import { sites } from '#server/db/schema/customers.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { servicePlans } from '#server/db/schema/operations.ts';
import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import type { TestApp } from './test-app.ts';
import { bearer } from './accounts.ts';
import type { SmtpStub, ReceivedMail } from './smtp-stub.ts';

/** Settings of the conversion tests: quotes without the per-minute cap, e-mail to `smtp` when given. */
export const conversionConfig = (smtp?: SmtpStub) => ({
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000',
  NOTIFY_EMAIL: 'sales-inbox@example.test',
  ...(smtp ? { SMTP_URL: smtp.url, MAIL_FROM: 'Twin Pines <no-reply@example.test>' } : {}),
});

/** A calculator quote like the home page sends: a weekly office with two add-ons. */
export function quoteRequest(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Lakeside Dental, P.A.',
    firstName: 'Mara',
    lastName: 'Holm',
    email: 'mara@lakeside.example',
    phone: '(952) 555-0123',
    facilityType: 'office',
    squareFootage: 10000,
    frequency: 'Weekly',
    additionalServices: ['Carpet Cleaning', 'Window Cleaning'],
    address: '7001 France Ave S, Edina, MN 55435',
    ...overrides,
  };
}

/** Asks for a quote; answers the quote result (which says where its accept link was e-mailed, never the link). */
export async function requestQuote(t: TestApp, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/pricing-breakdown', payload: quoteRequest(overrides), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuoteResult & { acceptLinkSentTo: string };
}

/** The token of an accept link in an e-mail's text (`.../accept/<token>`). */
export const acceptLinkToken = (text: string) => text.match(/\/accept\/([\w-]{43})\b/)?.[1];

/**
 * The accept link e-mailed for `reference` to `email` (the newest such e-mail), read from what the SMTP
 * stub received (the outbox is delivered first, as the worker would): the only way to the token (decision 0033).
 */
export async function mailedAcceptToken(t: TestApp, smtp: SmtpStub, email: string, reference: string): Promise<string> {
  await deliver(t, smtp);
  const mail = [...smtp.received]
    .reverse()
    .find((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()) && m.subject.includes(reference) && acceptLinkToken(m.text));
  expect(mail, `an accept link for ${reference} e-mailed to ${email}`).toBeDefined();
  return acceptLinkToken(mail!.text)!;
}

/** For an app without SMTP: the accept link of the e-mail waiting in the outbox for `email` (the newest). */
export async function queuedAcceptToken(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.kind, 'quote-accept-link'), eq(sql`lower(${notifications.recipient})`, email.toLowerCase())))
    .orderBy(desc(notifications.id))
    .limit(1);
  const token = acceptLinkToken(String((row?.payload as { url?: unknown } | undefined)?.url ?? ''));
  expect(token, `an accept link queued for ${email}`).toBeDefined();
  return token!;
}

export const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Sends everything the outbox holds (as the worker would) and answers what the SMTP stub received meanwhile. */
export async function deliver(t: TestApp, smtp: SmtpStub): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  while ((await t.app.outbox.runOnce()) > 0) {
    // until the outbox is empty
  }
  return smtp.received.slice(before);
}

export const setPasswordToken = (text: string) => text.match(/\/set-password\?token=([\w-]+)/)?.[1];

/** Chooses a password through a set-password link, as the page does. */
export async function setPassword(t: TestApp, token: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/auth/password-links/${token}`, payload: { password } });
  expect(res.statusCode, res.body).toBe(204);
}

/** The customer's bookings as the portal reads them. */
export async function customerBookings(t: TestApp, token: string) {
  const res = await t.app.inject({ url: '/api/customer/bookings', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ id: number; scheduledDate: string; status: string; duration: number; serviceType: string }>;
}

/** What a conversion left in the database for one lead and one e-mail. */
export async function conversionRows(db: Database, leadId: string, email: string) {
  const accounts = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  const leadSites = await db.select().from(sites).where(eq(sites.leadId, leadId));
  const plans = await db.select().from(servicePlans).where(eq(servicePlans.leadId, leadId));
  const links = accounts[0] ? await db.select().from(passwordLinks).where(eq(passwordLinks.userId, accounts[0].id)) : [];
  return { accounts, sites: leadSites, plans, links };
}

/** Rows in a table (for "nothing was written"). */
export async function count(db: Database, table: string, where = 'true'): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

/** The Minnesota wall-clock time of an instant ("18:00"). */
export const chicagoClock = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
