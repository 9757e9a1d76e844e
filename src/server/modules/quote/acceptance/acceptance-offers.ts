import { randomBytes } from 'node:crypto';
import { inTransaction, type Database } from '../../../db/client.ts';
import { createOutboxRepository } from '../../notifications/outbox.repository.ts';
import { createQuoteAcceptancesRepository, type AcceptanceSummary } from './quote-acceptances.repository.ts';

/** How long a quote's price holds, and so its offer to accept online (the quote PDF says so). */
export const QUOTE_VALID_DAYS = 30;

/** When a quote made at `createdAt` stops holding. */
export const quoteExpiresAt = (createdAt: Date) => new Date(createdAt.getTime() + QUOTE_VALID_DAYS * 86_400_000);

/** 32 random bytes, base64url: the unguessable part of the acceptance link. */
export const newAcceptanceToken = () => randomBytes(32).toString('base64url');

/** The page where a quote is accepted (`/accept/:token`, app-rendered). */
export const acceptanceUrl = (siteUrl: string, token: string) => `${siteUrl}/accept/${token}`;

/** A priced lead as offers need it. */
export interface OfferedLead {
  id: string;
  createdAt: Date;
  reference: string;
  email: string;
  firstName: string;
  companyName: string;
}

/** What the e-mail carrying the link needs to say who sends it. */
export interface OfferMail {
  siteUrl: string;
  companyName: string;
  companyPhone: string;
}

/** The outbox kind of the e-mail that carries the link (its URL is dropped from the row once delivered). */
export const ACCEPT_LINK_EMAIL = 'quote-accept-link';

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Makes the offer of a priced lead, in the caller's transaction, and when this call made it, queues
 * the e-mail that carries its link to the quote's address (decision 0033): the link is never shown to
 * whoever asked for the quote, so accepting proves control of that mailbox.
 */
export async function createOffer(tx: Database, lead: OfferedLead, mail: OfferMail): Promise<void> {
  const token = newAcceptanceToken();
  const expiresAt = quoteExpiresAt(lead.createdAt);
  const made = await createQuoteAcceptancesRepository(tx).insertIfMissing({ leadId: lead.id, token, expiresAt });
  if (!made || !lead.email.trim()) return;
  await createOutboxRepository(tx).enqueue({
    channel: 'email',
    recipient: lead.email.trim(),
    kind: ACCEPT_LINK_EMAIL,
    payload: {
      name: lead.firstName.trim() || lead.companyName.trim() || 'there',
      reference: lead.reference,
      url: acceptanceUrl(mail.siteUrl, token),
      validUntil: longDate.format(expiresAt),
      companyName: mail.companyName,
      companyPhone: mail.companyPhone,
    },
  });
}

/**
 * The lead's offer, made now when the lead is older than offers (its first agreement PDF): insert
 * when missing (its link e-mailed), then read, so racing first views agree on one token.
 */
export async function ensureOffer(db: Database, lead: OfferedLead, mail: OfferMail): Promise<AcceptanceSummary> {
  const offers = createQuoteAcceptancesRepository(db);
  const found = await offers.findByLead(lead.id);
  if (found) return found;
  await inTransaction(db, (tx) => createOffer(tx, lead, mail));
  const made = await offers.findByLead(lead.id);
  if (!made) throw new Error(`No acceptance offer for lead ${lead.id}`);
  return made;
}
