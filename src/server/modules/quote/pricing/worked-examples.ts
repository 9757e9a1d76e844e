import { quoteRequestSchema, type QuoteRequest, type ValidQuoteRequest } from '#shared/contracts/quote/quotes.ts';

/**
 * The worked examples of the pricing model (shared/reference/pricing-model.md §7), with the totals
 * the document gives for the default constants, written out from it by hand. The engine's test checks
 * the engine against them; the Settings page's preview prices them with the current and the proposed
 * constants side by side (decision 0024).
 */
export interface WorkedExample {
  id: string;
  label: string;
  request: ValidQuoteRequest;
  /** §7's figures for the default constants (version 1), to the cent. */
  spec: { totalMonthlyCost: number; totalAnnualCost: number };
}

const example = (r: Partial<QuoteRequest>): ValidQuoteRequest =>
  quoteRequestSchema.parse({
    companyName: 'Acme',
    firstName: 'Dana',
    lastName: 'Reyes',
    phone: '612-555-0134',
    email: 'a@b.example',
    facilityType: 'office',
    squareFootage: 10_000,
    frequency: 'Weekly',
    ...r,
  });

export const workedExamples: readonly WorkedExample[] = [
  {
    id: 'office-weekly',
    label: '10,000 sq ft office, Weekly (§7.1)',
    request: example({}),
    spec: { totalMonthlyCost: 539.09, totalAnnualCost: 6469.05 },
  },
  {
    id: 'office-weekly-add-ons',
    label: '10,000 sq ft office, Weekly, with Carpet Cleaning yearly and Window Cleaning quarterly (§7.1)',
    request: example({ additionalServices: ['Carpet Cleaning', 'Window Cleaning'] }),
    spec: { totalMonthlyCost: 801.67, totalAnnualCost: 9620.05 },
  },
  {
    id: 'medical-daily-5',
    label: '25,000 sq ft medical facility, Daily-5 (§7.2)',
    request: example({ facilityType: 'medical', squareFootage: 25_000, frequency: 'Daily-5' }),
    spec: { totalMonthlyCost: 7256.94, totalAnnualCost: 87083.33 },
  },
];
