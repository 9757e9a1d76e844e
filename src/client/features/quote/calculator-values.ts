import type { QuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { additionalServiceNames, type AdditionalServiceName, type FacilityType, type Frequency } from '#shared/domain/quote.ts';
import { parseSquareFootage } from './square-footage.ts';
import { toQuoteRequest } from './quote-request.ts';

/** What the visitor has typed into the calculator (kept as typed, so nothing is lost when a call fails). */
export interface CalculatorValues {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  facilityType: FacilityType | '';
  squareFootage: string;
  frequency: Frequency | '';
  address: string;
  additionalServices: AdditionalServiceName[];
}

export type CalculatorField = keyof CalculatorValues;

export const initialCalculatorValues: CalculatorValues = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  facilityType: '',
  squareFootage: '',
  frequency: 'Weekly',
  address: '',
  additionalServices: [],
};

export const CALCULATOR_MISSING_TITLE = 'Please fill in all required fields';
export const CALCULATOR_MISSING_TEXT = 'Email, Facility Type, Square Footage, and Cleaning Frequency are required.';

/** The calculator's own required check (spec §5): these four, nothing else. */
export function missingCalculatorFields(values: CalculatorValues): CalculatorField[] {
  const missing: CalculatorField[] = [];
  if (!values.email.trim()) missing.push('email');
  if (!values.facilityType) missing.push('facilityType');
  if (parseSquareFootage(values.squareFootage) === undefined) missing.push('squareFootage');
  if (!values.frequency) missing.push('frequency');
  return missing;
}

/** Selects or unselects one additional service; the list keeps the catalogue order. */
export function toggleService(selected: readonly AdditionalServiceName[], name: AdditionalServiceName): AdditionalServiceName[] {
  const next = new Set(selected);
  if (next.has(name)) next.delete(name);
  else next.add(name);
  return additionalServiceNames.filter((service) => next.has(service));
}

/** The request the calculator sends; call only after missingCalculatorFields() came back empty. */
export function toCalculatorRequest(values: CalculatorValues): QuoteRequest {
  return toQuoteRequest(values, 'calculator');
}
