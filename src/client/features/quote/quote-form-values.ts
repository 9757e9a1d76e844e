import type { QuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { additionalServiceNames, type AdditionalServiceName } from '#shared/domain/quote.ts';

type TextField = Exclude<
  keyof QuoteRequest,
  'source' | 'facilitySize' | 'facilityType' | 'frequency' | 'squareFootage' | 'additionalServices' | 'visitorId'
>;

/**
 * What either quote form holds: the quote request's fields as typed (text as
 * text, a choice not made yet as ''), so nothing is lost when a call fails. The
 * contract's schema turns it into the request (trimmed, square footage a number).
 */
export type QuoteFormValues = Record<TextField, string> & {
  facilityType: NonNullable<QuoteRequest['facilityType']> | '';
  frequency: NonNullable<QuoteRequest['frequency']> | '';
  squareFootage: string;
  additionalServices: AdditionalServiceName[];
};
export type QuoteFormField = keyof QuoteFormValues;

export const emptyQuoteForm: QuoteFormValues = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  facilityType: '',
  squareFootage: '',
  frequency: '',
  address: '',
  additionalServices: [],
};

export const quoteFormFields = Object.keys(emptyQuoteForm) as QuoteFormField[];

/** The calculator's request. */
export function calculatorInput(values: QuoteFormValues) {
  return { ...values, source: 'calculator' as const };
}

/** The short form's request. */
export function instantQuoteInput(values: QuoteFormValues) {
  return { ...values, source: 'instant-quote' as const };
}

/** Whether any of `fields` is still empty: it decides which toast a failed check shows (spec §5). */
export function isMissingAny(values: QuoteFormValues, fields: readonly QuoteFormField[]): boolean {
  return fields.some((field) => {
    const value = values[field];
    return typeof value === 'string' && value.trim() === '';
  });
}

/** Selects or unselects one additional service; the list keeps the catalogue order. */
export function toggleService(selected: readonly AdditionalServiceName[], name: AdditionalServiceName): AdditionalServiceName[] {
  const next = new Set(selected);
  if (next.has(name)) next.delete(name);
  else next.add(name);
  return additionalServiceNames.filter((service) => next.has(service));
}

/** What both home-page forms require (decision 0015): all but the address and the add-ons. */
export const REQUIRED_QUOTE_FIELDS = quoteFormFields.filter((field) => field !== 'address' && field !== 'additionalServices');

// The spec's texts (public site §5, §8).
export const MISSING_FIELDS_TITLE = 'Please fill in all required fields';
/** The four the spec's calculator toast names; the names, company and phone it does not name take the short form's words. */
export const CALCULATOR_SPEC_REQUIRED: readonly QuoteFormField[] = ['email', 'facilityType', 'squareFootage', 'frequency'];
export const CALCULATOR_MISSING_TEXT = 'Email, Facility Type, Square Footage, and Cleaning Frequency are required.';
export const CALCULATOR_FAILURE = 'Failed to calculate quote. Please try again.';
export const INSTANT_MISSING_TEXT = 'All fields marked with * are required.';
export const INSTANT_FAILURE_FALLBACK = 'Failed to generate quote';

/**
 * The spec's "fill in all required fields" toast for a form left incomplete, or null when
 * nothing required is empty (then the fields' own messages say what is expected, and no toast
 * repeats them).
 */
export function missingFieldsToast(values: QuoteFormValues, form: 'calculator' | 'instant-quote') {
  if (!isMissingAny(values, REQUIRED_QUOTE_FIELDS)) return null;
  const description =
    form === 'calculator' && isMissingAny(values, CALCULATOR_SPEC_REQUIRED) ? CALCULATOR_MISSING_TEXT : INSTANT_MISSING_TEXT;
  return { title: MISSING_FIELDS_TITLE, description };
}
