import type { QuoteRequest } from '#shared/contracts/quote/quotes.ts';
import type { FacilityType, Frequency } from '#shared/domain/quote.ts';
import { parseSquareFootage } from './square-footage.ts';
import { toQuoteRequest } from './quote-request.ts';

/** The short instant-quote form: every field is required (spec §5). */
export interface InstantQuoteValues {
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  email: string;
  facilityType: FacilityType | '';
  frequency: Frequency | '';
  squareFootage: string;
  address: string;
}

export type InstantQuoteField = keyof InstantQuoteValues;

export const initialInstantQuoteValues: InstantQuoteValues = {
  firstName: '',
  lastName: '',
  phone: '',
  companyName: '',
  email: '',
  facilityType: '',
  frequency: '',
  squareFootage: '',
  address: '',
};

export const INSTANT_MISSING_TITLE = 'Please fill in all required fields';
export const INSTANT_MISSING_TEXT = 'All fields marked with * are required.';
export const INSTANT_FAILURE_FALLBACK = 'Failed to generate quote';

const order: InstantQuoteField[] = ['firstName', 'lastName', 'phone', 'companyName', 'email', 'facilityType', 'frequency', 'squareFootage', 'address'];

export function missingInstantQuoteFields(values: InstantQuoteValues): InstantQuoteField[] {
  return order.filter((field) =>
    field === 'squareFootage' ? parseSquareFootage(values.squareFootage) === undefined : !values[field].trim(),
  );
}

/** The request the short form sends; call only after missingInstantQuoteFields() came back empty. */
export function toInstantQuoteRequest(values: InstantQuoteValues): QuoteRequest {
  return toQuoteRequest(values, 'instant-quote');
}
