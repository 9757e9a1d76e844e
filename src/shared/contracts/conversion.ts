import * as z from './zod.ts';
import { facilityTypes } from '../domain/quote.ts';
import { planFrequencies } from '../domain/operations.ts';
import { companyDateSchema, employeeIdsSchema, planFields, wallTimeSchema } from './operations.ts';
import { passwordLinkSchema } from './users.ts';

/**
 * A lead becomes a customer (issue 13, decision 0017): online, when the client accepts the quote's
 * agreement by its link, or by the admin without a signature. Either way, in one transaction: the
 * customer account (or the existing customer's), a site, and for a recurring quote a service plan
 * with its bookings; the lead is won. Money the API adds is in cents; dates are Minnesota days.
 */

/** Single-line fields (an address, a signer's name and title): line breaks refused (z.line). */
const trimmed = (max: number, message: string) => z.line(message).check(z.maxLength(max, message));
const required = (max: number, message: string) => trimmed(max, message).check(z.minLength(1, message));

const ADDRESS_MESSAGE = 'Enter the street address of the place to clean (at most 300 characters)';
const serviceAddress = z.optional(
  z.pipe(
    trimmed(300, ADDRESS_MESSAGE),
    z.transform((v: string) => (v === '' ? undefined : v)),
  ),
);

/**
 * POST /api/admin/leads/{leadId}/convert. Everything is optional for a priced quote: the plan then
 * follows the quote (frequency, price, visit length, crew size) and decision 0017's start (the first
 * visit a week or more ahead, 6 PM, the frequency's usual days). A window-cleaning lead has no price:
 * `frequency`, `visitMinutes` and `monthlyPriceCents` are required for it (400 naming them). A one-time
 * quote makes no plan unless a `frequency` is given (then with a monthly price). `email` replaces the
 * lead's for the account (a lead without one needs it); `serviceAddress` serves a lead without an address.
 */
export const convertLeadRequestSchema = z.object({
  frequency: z.optional(planFields.frequency),
  serviceDays: z.optional(planFields.serviceDays),
  startTime: z.optional(wallTimeSchema),
  startsOn: z.optional(companyDateSchema),
  visitMinutes: z.optional(planFields.visitMinutes),
  crewSize: z.optional(planFields.crewSize),
  monthlyPriceCents: z.optional(planFields.monthlyPriceCents),
  facilityType: z.optional(z.enum(facilityTypes, `Choose a facility type: ${facilityTypes.join(', ')}`)),
  /** The plan's default team (active employees), copied onto its visits. */
  crew: z._default(employeeIdsSchema, []),
  email: z.optional(z.pipe(z.line().check(z.maxLength(254, z.EMAIL_MESSAGE)), z.email(z.EMAIL_MESSAGE))),
  serviceAddress,
});
export type ConvertLeadRequest = z.input<typeof convertLeadRequestSchema>;

const planSummarySchema = z.object({
  id: z.int(),
  frequency: z.enum(planFrequencies),
  serviceDays: z.array(z.int()),
  startTime: z.text(),
  startsOn: z.text(),
  visitMinutes: z.int(),
  crewSize: z.int(),
  monthlyPriceCents: z.int(),
});

/** What a conversion made: the account (new or the customer's own), the site, the plan, its first visits. */
export const conversionSchema = z.object({
  leadId: z.text(),
  reference: z.text(),
  convertedAt: z.text(),
  customer: z.object({
    id: z.int(),
    username: z.text(),
    name: z.text(),
    companyName: z.nullable(z.text()),
    email: z.text(),
    /** False when the lead's e-mail already had a customer account: the site and plan were added to it. */
    created: z.boolean(),
  }),
  site: z.object({ id: z.int(), name: z.text(), address: z.text() }),
  /** Null for a one-time quote (the visit is booked as a one-off). */
  servicePlan: z.nullable(planSummarySchema),
  /** Visits the plan produced at once (the next 8 weeks); the first one's start. */
  bookingsCreated: z.int(),
  firstVisit: z.nullable(z.text()),
  /** A new account's set-password link, shown once (e-mailed too when SMTP is configured). */
  passwordLink: z.nullable(passwordLinkSchema),
});
export type Conversion = z.infer<typeof conversionSchema>;

// ---------------------------------------------------------------- online acceptance

export const acceptanceStatuses = ['open', 'accepted', 'expired', 'converted'] as const;
export type AcceptanceStatus = (typeof acceptanceStatuses)[number];

/**
 * GET /api/quote-acceptances/{token}: what the acceptance page shows. `status`: `open` (can be
 * accepted), `accepted` (with who and when), `expired` (30 days after the quote: ask for a fresh one),
 * `converted` (the company already made the client a customer from this quote without a signature).
 * `agreementSha256` names the exact agreement PDF at `agreementUrl`; an acceptance sends it back.
 */
export const quoteAcceptanceSchema = z.object({
  reference: z.text(),
  status: z.enum(acceptanceStatuses),
  companyName: z.text(),
  contactName: z.text(),
  email: z.text(),
  facilityType: z.text(),
  squareFootage: z.int(),
  frequency: z.text(),
  addOns: z.array(z.text()),
  /** The quote's total: a month's price, or the one visit's for a one-time quote. */
  monthlyPriceCents: z.int(),
  oneTime: z.boolean(),
  validUntil: z.text(),
  serviceAddress: z.nullable(z.text()),
  /** The quote has no address: the acceptance must give `serviceAddress`. */
  needsServiceAddress: z.boolean(),
  agreementSha256: z.text(),
  agreementUrl: z.text(),
  /** The schedule a plan would start with if accepted now (null for a one-time quote); the company confirms it. */
  proposedSchedule: z.nullable(
    z.object({
      startsOn: z.text(),
      serviceDays: z.array(z.int()),
      startTime: z.text(),
      visitMinutes: z.int(),
      crewSize: z.int(),
    }),
  ),
  accepted: z.nullable(z.object({ acceptedAt: z.text(), signerName: z.text(), signerTitle: z.text() })),
  company: z.object({ name: z.text(), phone: z.text() }),
  /**
   * Set when the link is a plan's price amendment rather than a quote (decision 0047): the price it
   * replaces, the first day billed at `monthlyPriceCents`, and the site.
   */
  priceChange: z.optional(z.object({ previousPriceCents: z.int(), effectiveFrom: z.text(), siteName: z.text() })),
});
export type QuoteAcceptance = z.infer<typeof quoteAcceptanceSchema>;

export const CONSENT_MESSAGE = 'Check the box to accept the agreement';
export const AGREEMENT_HASH_MESSAGE = 'Send the agreementSha256 of the agreement you read (64 hexadecimal characters)';

/** POST /api/quote-acceptances/{token}: who accepts, their consent, and the fingerprint of the agreement they read. */
export const acceptQuoteRequestSchema = z.object({
  signerName: required(120, 'Enter your full name (at most 120 characters)'),
  signerTitle: required(120, 'Enter your title, like Office Manager (at most 120 characters)'),
  consent: z.literal(true, CONSENT_MESSAGE),
  agreementSha256: z.pipe(
    z.text(AGREEMENT_HASH_MESSAGE).check(z.trim(), z.regex(/^[0-9a-fA-F]{64}$/, AGREEMENT_HASH_MESSAGE)),
    z.transform((v: string) => v.toLowerCase()),
  ),
  serviceAddress,
});
export type AcceptQuoteRequest = z.input<typeof acceptQuoteRequestSchema>;

export const acceptQuoteResponseSchema = z.object({
  reference: z.text(),
  acceptedAt: z.text(),
  signerName: z.text(),
  signerTitle: z.text(),
  agreementSha256: z.text(),
  /** The accepted agreement with the acceptance stamped on it. */
  signedAgreementUrl: z.text(),
  /**
   * The schedule proposed from the quote (null for a one-time quote): the plan starts only when the
   * company confirms its start date and crew, and the client is e-mailed then (decision 0033).
   */
  servicePlan: z.nullable(z.object({ frequency: z.text(), startsOn: z.text(), serviceDays: z.array(z.int()), startTime: z.text() })),
  /**
   * What happens next, in a sentence or two for the page. The answer is the same whatever the quote's
   * e-mail already belongs to (a new client, a customer, a closed or a staff account): what was done
   * about the account is e-mailed to that address (decision 0033).
   */
  message: z.text(),
});
export type AcceptQuoteResponse = z.infer<typeof acceptQuoteResponseSchema>;

/** Public by the token (32 random bytes, e-mailed only to the quote's address); unknown tokens are 404. */
const tokenParams = z.object({ token: z.text().check(z.maxLength(100)) });
/** The lead's UUID; malformed and unknown ids alike are 404. */
const leadParams = z.object({ leadId: z.text().check(z.maxLength(100)) });

/** The schemas of each endpoint in conversion.endpoints.ts, by its name (the server registers them). */
export const conversionSchemas = {
  convertLead: { params: leadParams, body: convertLeadRequestSchema, response: conversionSchema },
  getQuoteAcceptance: { params: tokenParams, response: quoteAcceptanceSchema },
  acceptQuote: { params: tokenParams, body: acceptQuoteRequestSchema, response: acceptQuoteResponseSchema },
  downloadAcceptedAgreement: { params: tokenParams },
};
