import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
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
}

/** Makes the offer of a new priced lead, in the lead's own transaction. */
export async function createOffer(tx: Database, lead: OfferedLead): Promise<void> {
  await createQuoteAcceptancesRepository(tx).insertIfMissing({
    leadId: lead.id,
    token: newAcceptanceToken(),
    expiresAt: quoteExpiresAt(lead.createdAt),
  });
}

/**
 * The lead's offer, made now when the lead is older than offers (its first view, PDF or replayed
 * answer): insert when missing, then read, so racing first views agree on one token.
 */
export async function ensureOffer(db: Database, lead: OfferedLead): Promise<AcceptanceSummary> {
  const offers = createQuoteAcceptancesRepository(db);
  const found = await offers.findByLead(lead.id);
  if (found) return found;
  await createOffer(db, lead);
  const made = await offers.findByLead(lead.id);
  if (!made) throw new Error(`No acceptance offer for lead ${lead.id}`);
  return made;
}
