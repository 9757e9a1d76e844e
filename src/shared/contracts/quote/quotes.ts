import { z } from 'zod';
import {
  additionalServiceNames,
  facilityTypes,
  frequencies,
  quoteSources,
  SQUARE_FOOTAGE_MAX,
  SQUARE_FOOTAGE_MIN,
} from '../../domain/quote.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const phonePattern = /^[0-9+().\-\s]{7,40}$/;

/**
 * POST /api/pricing-breakdown: the quote request of spec §3. `source` is an
 * addition (default calculator): the short form sends 'instant-quote' and then
 * every contact field is required, as that form requires them.
 */
export const quoteRequestSchema = z
  .object({
    source: z.enum(quoteSources).default('calculator'),
    companyName: text(160).default('Business'),
    firstName: text(80).default(''),
    lastName: text(80).default(''),
    email: z.string().trim().min(1, 'Email is required').max(254).pipe(z.email('Enter a valid e-mail address')),
    phone: z
      .string()
      .trim()
      .max(40)
      .refine((v) => v === '' || phonePattern.test(v), 'Enter a valid phone number')
      .default(''),
    facilityType: z.enum(facilityTypes, { message: `Facility type must be one of: ${facilityTypes.join(', ')}` }),
    facilitySize: z.literal('medium').default('medium'),
    squareFootage: z.coerce
      .number({ message: 'Square footage must be a number' })
      .int('Square footage must be a whole number')
      .min(SQUARE_FOOTAGE_MIN, `Square footage must be at least ${SQUARE_FOOTAGE_MIN.toLocaleString('en-US')}`)
      .max(SQUARE_FOOTAGE_MAX, `Square footage must be at most ${SQUARE_FOOTAGE_MAX.toLocaleString('en-US')}`),
    frequency: z.enum(frequencies, { message: `Frequency must be one of: ${frequencies.join(', ')}` }).default('Weekly'),
    additionalServices: z
      .array(z.enum(additionalServiceNames, { message: 'Unknown additional service' }))
      .max(additionalServiceNames.length)
      .refine((list) => new Set(list).size === list.length, 'Additional services must not repeat')
      .default([]),
    address: text(300).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.source !== 'instant-quote') return;
    const required: Array<[keyof typeof value, string]> = [
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['phone', 'Phone is required'],
      ['companyName', 'Business name is required'],
      ['address', 'Address is required'],
    ];
    for (const [field, message] of required) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type ValidQuoteRequest = z.output<typeof quoteRequestSchema>;

const money = z.number().nonnegative();

/** The quote result of spec §3, every field. Money in dollars rounded to cents. */
export const quoteResultSchema = z.object({
  leadId: z.string(),
  companyName: z.string(),
  facilityType: z.enum(facilityTypes),
  facilitySize: z.string(),
  squareFootage: z.number().int(),
  frequency: z.enum(frequencies),
  totalMonthlyCost: money,
  totalAnnualCost: money,
  laborCosts: z.object({
    baseWagePerHour: money,
    overheadAndTaxesPerHour: money,
    totalHourlyRatePerCleaner: money,
    cleanersNeeded: z.number().int().positive(),
    hoursPerCleanerPerSession: z.number().nonnegative(),
    totalLaborHoursPerSession: z.number().nonnegative(),
    laborCostPerSession: money,
  }),
  productivity: z.object({
    productivityRate: z.number().int().positive(),
    facilityTypeCategory: z.string(),
    frequencyAdjustment: z.number().positive(),
  }),
  supplies: z.object({
    supplyCostPercentage: z.number().nonnegative(),
    chemicalEquipmentCostPerSession: money,
  }),
  scheduling: z.object({
    sessionsPerMonth: z.number().positive(),
    baseCostPerSession: money,
    baseMonthlyCost: money,
  }),
  additionalServices: z.object({
    hasAdditionalServices: z.boolean(),
    additionalServicesDescription: z.string(),
    markupPercentage: z.number().nonnegative(),
    additionalServicesCost: money,
  }),
});
export type QuoteResult = z.infer<typeof quoteResultSchema>;
/** A computed quote without its lead: what a lead stores as its result. */
export type QuoteBreakdown = Omit<QuoteResult, 'leadId'>;

/** POST /api/window-quotes: the window-cleaning page's quote form, stored as a lead. */
export const windowPlans = ['One-Time', 'Biannual', 'Quarterly'] as const;
export const paneCounts = ['0-20', '21-40', '41-60', '61+', 'Not sure'] as const;
export const windowAddOnNames = ['Exterior Window Cleaning', 'Interior Window Cleaning', 'Screens & Tracks', 'Hard Water Removal', 'Gutter Cleaning'] as const;

export const windowQuoteRequestSchema = z.object({
  fullName: text(120).min(1, 'Full name is required'),
  mobile: z.string().trim().min(1, 'Mobile number is required').max(40).refine((v) => phonePattern.test(v), 'Enter a valid phone number'),
  address: text(300).min(1, 'Address is required'),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address')).or(z.literal('')).default(''),
  paneCount: z.enum(paneCounts, { message: 'Choose a pane count' }),
  preferredPlan: z.enum(windowPlans, { message: 'Choose a plan' }),
  notes: text(2000).default(''),
  textUpdates: z.boolean().default(false),
  addOns: z
    .array(z.enum(windowAddOnNames))
    .max(windowAddOnNames.length)
    .refine((l) => new Set(l).size === l.length, 'Add-ons must not repeat')
    .default([]),
});
export type WindowQuoteRequest = z.input<typeof windowQuoteRequestSchema>;
export type ValidWindowQuote = z.output<typeof windowQuoteRequestSchema>;
export const windowQuoteResponseSchema = z.object({ leadId: z.string(), message: z.string() });
export type WindowQuoteResponse = z.infer<typeof windowQuoteResponseSchema>;

/** What a lead keeps of the request that created it, as validated. */
export type StoredQuoteRequest = ValidQuoteRequest | ValidWindowQuote;
