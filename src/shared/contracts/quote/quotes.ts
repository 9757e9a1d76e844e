import * as z from '../zod.ts';
import {
  additionalServiceNames,
  facilityTypes,
  frequencies,
  quoteSources,
  SQUARE_FOOTAGE_MAX,
  SQUARE_FOOTAGE_MIN,
} from '../../domain/quote.ts';
import { optionalVisitorIdSchema } from '../tracker-id.ts';

const text = (max: number) => z.text().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
/** A single-line field (a name, an address): line breaks refused (z.line). */
const oneLine = (max: number) => z.line().check(z.maxLength(max, `must be at most ${max} characters`));
const isPhone = z.isPhoneNumber;
const isObject = (value: unknown) => typeof value === 'object' && value !== null;
/** A list check: no value twice. */
const distinct = <T extends readonly unknown[]>(message: string) => z.refine<T>((list) => new Set(list).size === list.length, message);

/** The quote forms' words for a missing or unchosen field; the CRM's form for a lead typed in by hand says the same. */
export const QUOTE_MESSAGES = {
  companyName: 'Company name is required',
  businessName: 'Business name is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phone: 'Phone is required',
  facilityType: 'Choose a facility type',
  frequency: 'Choose a cleaning frequency',
} as const;

const FOOTAGE_REQUIRED = 'Square footage is required';
/** One message for every footage that is there but not usable: it says what is expected (issue 12). */
export const FOOTAGE_EXPECTED = `Enter a number of square feet between ${SQUARE_FOOTAGE_MIN.toLocaleString('en-US')} and ${SQUARE_FOOTAGE_MAX.toLocaleString('en-US')}`;

/**
 * A number, or text that holds one (form fields are text; "12,500" reads as 12500). Blank or
 * missing is "required"; a fraction of a foot is rounded, since nobody measures a facility closer.
 */
const squareFootageSchema = z.pipe(
  z.pipe(
    z.union([z.number(), z.text().check(z.trim(), z.minLength(1, FOOTAGE_REQUIRED))], FOOTAGE_REQUIRED),
    z.transform((value: number | string, ctx) => {
      const footage = typeof value === 'number' ? value : /^[0-9][0-9,]*(\.[0-9]+)?$/.test(value) ? Number(value.replaceAll(',', '')) : NaN;
      if (Number.isFinite(footage)) return Math.round(footage);
      ctx.issues.push({ code: 'custom', message: FOOTAGE_EXPECTED, input: value });
      return z.NEVER;
    }),
  ),
  z.int(FOOTAGE_EXPECTED).check(z.minimum(SQUARE_FOOTAGE_MIN, FOOTAGE_EXPECTED), z.maximum(SQUARE_FOOTAGE_MAX, FOOTAGE_EXPECTED)),
);

/** The contact fields both home-page forms require (decision 0015), with each form's own label for the company. */
const requiredContactFields = (source: (typeof quoteSources)[number]) =>
  [
    ['companyName', source === 'instant-quote' ? QUOTE_MESSAGES.businessName : QUOTE_MESSAGES.companyName],
    ['firstName', QUOTE_MESSAGES.firstName],
    ['lastName', QUOTE_MESSAGES.lastName],
    ['phone', QUOTE_MESSAGES.phone],
  ] as const;

/**
 * POST /api/pricing-breakdown: the quote request of spec §3. `source` is an addition (default
 * calculator; the short form sends 'instant-quote'). Both forms require the same fields: a
 * quote and its PDFs carry a real company and person, never a placeholder (decision 0015).
 */
export const quoteRequestSchema = z
  .object({
    source: z._default(z.enum(quoteSources), 'calculator'),
    companyName: z._default(oneLine(160), ''),
    firstName: z._default(oneLine(80), ''),
    lastName: z._default(oneLine(80), ''),
    email: z.pipe(z.line().check(z.minLength(1, QUOTE_MESSAGES.email), z.maxLength(254)), z.email(z.EMAIL_MESSAGE)),
    phone: z._default(
      z.line().check(
        z.trim(),
        z.maxLength(40),
        z.refine((v: string) => v === '' || isPhone(v), z.PHONE_MESSAGE),
      ),
      '',
    ),
    facilityType: z.enum(facilityTypes, QUOTE_MESSAGES.facilityType),
    facilitySize: z._default(z.literal('medium'), 'medium'),
    squareFootage: squareFootageSchema,
    frequency: z._default(z.enum(frequencies, QUOTE_MESSAGES.frequency), 'Weekly'),
    additionalServices: z._default(
      z
        .array(z.enum(additionalServiceNames, 'Unknown additional service'))
        .check(z.maxLength(additionalServiceNames.length), distinct('Additional services must not repeat')),
      [],
    ),
    address: z._default(oneLine(300), ''),
    /** An addition: the tracker's visitor id, linking the lead to that visitor's page views (decision 0020). */
    visitorId: optionalVisitorIdSchema,
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        for (const [field, message] of requiredContactFields(value.source)) {
          if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message, input: value[field] });
        }
      },
      // Run even when another field failed (an unchosen facility type), so a form names every
      // missing contact field at once instead of revealing them one submit at a time. The source
      // may itself be the failure: then the calculator's words.
      {
        when: (payload) => isObject(payload.value),
      },
    ),
  );
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type ValidQuoteRequest = z.output<typeof quoteRequestSchema>;

const money = z.number().check(z.nonnegative());
const count = z.int().check(z.positive());
const amount = z.number().check(z.nonnegative());

const breakdownFields = {
  companyName: z.text(),
  facilityType: z.enum(facilityTypes),
  facilitySize: z.text(),
  squareFootage: z.int(),
  frequency: z.enum(frequencies),
  totalMonthlyCost: money,
  totalAnnualCost: money,
};

/**
 * The computed quote of spec §3, every field (pricing-model §6 says what each means). It holds the
 * company's own figures (wage, overhead, production rates, supply share, markup): stored on the lead
 * and read by the back office, never sent to the public (issue 30, decision 0038).
 */
export const quoteBreakdownSchema = z.object({
  ...breakdownFields,
  laborCosts: z.object({
    baseWagePerHour: money,
    overheadAndTaxesPerHour: money,
    totalHourlyRatePerCleaner: money,
    cleanersNeeded: count,
    hoursPerCleanerPerSession: amount,
    totalLaborHoursPerSession: amount,
    laborCostPerSession: money,
  }),
  productivity: z.object({
    productivityRate: count,
    facilityTypeCategory: z.text(),
    frequencyAdjustment: z.number().check(z.positive()),
  }),
  supplies: z.object({
    supplyCostPercentage: amount,
    chemicalEquipmentCostPerSession: money,
  }),
  scheduling: z.object({
    sessionsPerMonth: z.number().check(z.positive()),
    baseCostPerSession: money,
    baseMonthlyCost: money,
  }),
  additionalServices: z.object({
    hasAdditionalServices: z.boolean(),
    additionalServicesDescription: z.text(),
    markupPercentage: amount,
    additionalServicesCost: money,
  }),
});
/** A computed quote without its lead: what a lead stores as its result. */
export type QuoteBreakdown = z.infer<typeof quoteBreakdownSchema>;

/**
 * The quote result the public reads (POST /api/pricing-breakdown, GET /api/quotes/{leadId}): what the
 * client buys, in the spec's field names: the visits (how often, how many a month, the crew and its
 * hours), the price per visit and per month, the additional services and the totals. The company's
 * costs (wage, overhead, labor cost, production rate, supply share, markup) are left out (issue 30,
 * decision 0038). Money in dollars rounded to cents.
 */
export const quoteResultSchema = z.object({
  leadId: z.text(),
  /** An addition to the spec's fields: the human reference ("TP-2026-0148") shown on screen and in the PDFs. */
  reference: z.text(),
  ...breakdownFields,
  /** The crew of each visit: how many cleaners, and their hours. */
  laborCosts: z.object({
    cleanersNeeded: count,
    hoursPerCleanerPerSession: amount,
    totalLaborHoursPerSession: amount,
  }),
  /** Visits per month (52 weeks over 12 months), the price of one visit, and of a month's visits. */
  scheduling: z.object({
    sessionsPerMonth: z.number().check(z.positive()),
    baseCostPerSession: money,
    baseMonthlyCost: money,
  }),
  additionalServices: z.object({
    hasAdditionalServices: z.boolean(),
    /** Each chosen service with its price per visit and how often ("Carpet Cleaning: $1,610.00 per visit, once a year; ..."). */
    additionalServicesDescription: z.text(),
    additionalServicesCost: money,
  }),
  /** Addition: until when the price holds (ISO time; the quote PDF and the link to accept say the same). */
  validUntil: z.text(),
  /**
   * Addition (issue 29, decision 0033): the address the link to accept this quote online was e-mailed
   * to. The link itself is never in the answer: accepting proves control of the quote's e-mail. The
   * request's answer has it as typed; `GET /api/quotes/{leadId}`, a link made to be shared, has it masked
   * ("m***@lakeside.example") and leaves it out while the lead has no offer (decision 0038). Optional, so
   * that a result kept from before it still reads.
   */
  acceptLinkSentTo: z.optional(z.text()),
});
export type QuoteResult = z.infer<typeof quoteResultSchema>;

/** POST /api/window-quotes: the window-cleaning page's quote form, stored as a lead. */
export const windowPlans = ['One-Time', 'Biannual', 'Quarterly'] as const;
export const paneCounts = ['0-20', '21-40', '41-60', '61+', 'Not sure'] as const;
export const windowAddOnNames = [
  'Exterior Window Cleaning',
  'Interior Window Cleaning',
  'Screens & Tracks',
  'Hard Water Removal',
  'Gutter Cleaning',
] as const;

export const windowQuoteRequestSchema = z.object({
  fullName: oneLine(120).check(z.minLength(1, 'Full name is required')),
  mobile: z.line().check(
    z.trim(),
    z.minLength(1, 'Mobile number is required'),
    z.maxLength(40),
    z.refine((v: string) => isPhone(v), z.PHONE_MESSAGE),
  ),
  address: oneLine(300).check(z.minLength(1, 'Address is required')),
  email: z._default(z.union([z.pipe(z.line().check(z.maxLength(254)), z.email(z.EMAIL_MESSAGE)), z.literal('')]), ''),
  paneCount: z.enum(paneCounts, 'Choose a pane count'),
  preferredPlan: z.enum(windowPlans, 'Choose a plan'),
  notes: z._default(text(2000), ''),
  textUpdates: z._default(z.boolean(), false),
  addOns: z._default(
    z.array(z.enum(windowAddOnNames)).check(z.maxLength(windowAddOnNames.length), distinct('Add-ons must not repeat')),
    [],
  ),
  /** The tracker's visitor id, as on the quote request (decision 0020). */
  visitorId: optionalVisitorIdSchema,
});
export type WindowQuoteRequest = z.input<typeof windowQuoteRequestSchema>;
export type ValidWindowQuote = z.output<typeof windowQuoteRequestSchema>;
export const windowQuoteResponseSchema = z.object({ leadId: z.text(), reference: z.text(), message: z.text() });
export type WindowQuoteResponse = z.infer<typeof windowQuoteResponseSchema>;

/** What a lead keeps of the request that created it, as validated. */
export type StoredQuoteRequest = ValidQuoteRequest | ValidWindowQuote;

/** Retries of one submission share a key; any printable token up to 100 characters. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.optional(z.text().check(z.trim(), z.minLength(8), z.maxLength(100), z.regex(/^[\x21-\x7e]+$/))),
});

/** Public by link: the id is a random UUID. Unknown and malformed ids alike are 404. */
const leadParams = z.object({ leadId: z.text().check(z.maxLength(100)) });

/** The schemas of each endpoint in quotes.endpoints.ts, by its name (the server registers them). */
export const quotesSchemas = {
  requestQuote: { headers: idempotencyHeadersSchema, body: quoteRequestSchema, response: quoteResultSchema },
  requestWindowQuote: { headers: idempotencyHeadersSchema, body: windowQuoteRequestSchema, response: windowQuoteResponseSchema },
  getQuote: { params: leadParams, response: quoteResultSchema },
  downloadQuotePdf: { params: leadParams },
  downloadAgreementPdf: { params: leadParams },
};
