import type { QuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { additionalServiceNames, type AdditionalServiceName, type FacilityType, type Frequency, type QuoteSource } from '#shared/domain/quote.ts';
import { parseSquareFootage } from './square-footage.ts';

/** What either quote form holds (as typed); the short form has no additional services. */
export interface QuoteFormValues {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  facilityType: FacilityType | '';
  squareFootage: string;
  frequency: Frequency | '';
  address: string;
  additionalServices?: readonly AdditionalServiceName[];
}

/** The request both forms send; call only after the form's own required check passed. */
export function toQuoteRequest(values: QuoteFormValues, source: QuoteSource): QuoteRequest {
  const squareFootage = parseSquareFootage(values.squareFootage);
  if (!values.facilityType || !values.frequency || squareFootage === undefined) {
    throw new Error('toQuoteRequest() needs facility type, frequency and square footage');
  }
  const chosen = values.additionalServices ?? [];
  return {
    source,
    // The calculator's default; the short form requires a business name, so it never applies there.
    companyName: values.companyName.trim() || 'Business',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    facilityType: values.facilityType,
    facilitySize: 'medium',
    squareFootage,
    frequency: values.frequency,
    additionalServices: additionalServiceNames.filter((name) => chosen.includes(name)),
    address: values.address.trim(),
  };
}
