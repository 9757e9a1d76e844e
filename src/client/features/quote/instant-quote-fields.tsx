import { instantFacilityOptions, instantFrequencyOptions } from './quote-options.ts';
import { QuoteSelectField, QuoteTextField, SquareFootageField } from './quote-fields.tsx';

/** The nine fields of the short form: the calculator's required fields, and the address (optional in both; decision 0015). */
export function InstantQuoteFields() {
  return (
    <>
      <QuoteTextField name="firstName" label="First name" required />
      <QuoteTextField name="lastName" label="Last name" required />
      <QuoteTextField name="phone" label="Phone" required />
      <QuoteTextField name="companyName" label="Business name" required />
      <QuoteTextField name="email" label="Email" required className="sm:col-span-2" />
      <QuoteSelectField name="facilityType" label="Facility type" placeholder="Select type" options={instantFacilityOptions} />
      <QuoteSelectField name="frequency" label="Frequency" placeholder="Select frequency" options={instantFrequencyOptions} />
      <SquareFootageField placeholder="e.g. 8,000" />
      <QuoteTextField name="address" label="Address" />
    </>
  );
}
