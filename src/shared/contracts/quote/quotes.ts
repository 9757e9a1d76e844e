import * as z from '../zod.ts';
import {
  additionalServiceNames,
  facilityTypes,
  frequencies,
  quoteSources,
  SQUARE_FOOTAGE_MAX,
  SQUARE_FOOTAGE_MIN,
} from '../../domain/quote.ts';

const text = (max: number) => z.text().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
const isPhone = z.isPhoneNumber;
const isInstantQuote = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { source?: unknown }).source === 'instant-quote';
/** A list check: no value twice. */
const distinct = <T extends readonly unknown[]>(message: string) => z.refine<T>((list) => new Set(list).size === list.length, message);

const FOOTAGE_REQUIRED = 'Square footage is required';

/** A number, or text that holds one (form fields are text); blank or missing is "required", not "at least 100". */
const squareFootageSchema = z.pipe(
  z.pipe(
    z.union([z.number(), z.text().check(z.trim(), z.minLength(1, FOOTAGE_REQUIRED))], FOOTAGE_REQUIRED),
    z.transform((value: number | string, ctx) => {
      const footage = Number(value);
      if (!Number.isNaN(footage)) return footage;
      ctx.issues.push({ code: 'custom', message: 'Square footage must be a number', input: value });
      return z.NEVER;
    }),
  ),
  z
    .int('Square footage must be a whole number')
    .check(
      z.minimum(SQUARE_FOOTAGE_MIN, `Square footage must be at least ${SQUARE_FOOTAGE_MIN.toLocaleString('en-US')}`),
      z.maximum(SQUARE_FOOTAGE_MAX, `Square footage must be at most ${SQUARE_FOOTAGE_MAX.toLocaleString('en-US')}`),
    ),
);

/**
 * POST /api/pricing-breakdown: the quote request of spec §3. `source` is an
 * addition (default calculator): the short form sends 'instant-quote' and then
 * every contact field is required, as that form requires them.
 */
export const quoteRequestSchema = z
  .object({
    source: z._default(z.enum(quoteSources), 'calculator'),
    companyName: z._default(text(160), 'Business'),
    firstName: z._default(text(80), ''),
    lastName: z._default(text(80), ''),
    email: z.pipe(z.text().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254)), z.email('Enter a valid e-mail address')),
    phone: z._default(
      z.text().check(
        z.trim(),
        z.maxLength(40),
        z.refine((v: string) => v === '' || isPhone(v), 'Enter a valid phone number'),
      ),
      '',
    ),
    facilityType: z.enum(facilityTypes, 'Choose a facility type'),
    facilitySize: z._default(z.literal('medium'), 'medium'),
    squareFootage: squareFootageSchema,
    frequency: z._default(z.enum(frequencies, 'Choose a cleaning frequency'), 'Weekly'),
    additionalServices: z._default(
      z
        .array(z.enum(additionalServiceNames, 'Unknown additional service'))
        .check(z.maxLength(additionalServiceNames.length), distinct('Additional services must not repeat')),
      [],
    ),
    address: z._default(text(300), ''),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (value.source !== 'instant-quote') return;
        const required: Array<[keyof typeof value, string]> = [
          ['firstName', 'First name is required'],
          ['lastName', 'Last name is required'],
          ['phone', 'Phone is required'],
          ['companyName', 'Business name is required'],
          ['address', 'Address is required'],
        ];
        for (const [field, message] of required) {
          if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message, input: value[field] });
        }
      },
      // Run even when another field failed (an unchosen facility type), so the short form names every
      // missing contact field at once instead of revealing them one submit at a time.
      { when: (payload) => isInstantQuote(payload.value) },
    ),
  );
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type ValidQuoteRequest = z.output<typeof quoteRequestSchema>;

const money = z.number().check(z.nonnegative());
const count = z.int().check(z.positive());
const amount = z.number().check(z.nonnegative());

/** The quote result of spec §3, every field. Money in dollars rounded to cents. */
export const quoteResultSchema = z.object({
  leadId: z.text(),
  companyName: z.text(),
  facilityType: z.enum(facilityTypes),
  facilitySize: z.text(),
  squareFootage: z.int(),
  frequency: z.enum(frequencies),
  totalMonthlyCost: money,
  totalAnnualCost: money,
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
export type QuoteResult = z.infer<typeof quoteResultSchema>;
/** A computed quote without its lead: what a lead stores as its result. */
export type QuoteBreakdown = Omit<QuoteResult, 'leadId'>;

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
  fullName: text(120).check(z.minLength(1, 'Full name is required')),
  mobile: z.text().check(
    z.trim(),
    z.minLength(1, 'Mobile number is required'),
    z.maxLength(40),
    z.refine((v: string) => isPhone(v), 'Enter a valid phone number'),
  ),
  address: text(300).check(z.minLength(1, 'Address is required')),
  email: z._default(
    z.union([z.pipe(z.text().check(z.trim(), z.maxLength(254)), z.email('Enter a valid e-mail address')), z.literal('')]),
    '',
  ),
  paneCount: z.enum(paneCounts, 'Choose a pane count'),
  preferredPlan: z.enum(windowPlans, 'Choose a plan'),
  notes: z._default(text(2000), ''),
  textUpdates: z._default(z.boolean(), false),
  addOns: z._default(
    z.array(z.enum(windowAddOnNames)).check(z.maxLength(windowAddOnNames.length), distinct('Add-ons must not repeat')),
    [],
  ),
});
export type WindowQuoteRequest = z.input<typeof windowQuoteRequestSchema>;
export type ValidWindowQuote = z.output<typeof windowQuoteRequestSchema>;
export const windowQuoteResponseSchema = z.object({ leadId: z.text(), message: z.text() });
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
  downloadQuotePdf: { params: leadParams },
  downloadAgreementPdf: { params: leadParams },
};
