import type { UseFormReturn } from 'react-hook-form';
import type { ValidQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { Form } from '../../components/ui/form.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { calculatorFacilityOptions, calculatorFrequencyOptions } from './quote-options.ts';
import { QuoteSelectField, QuoteTextField, SquareFootageField } from './quote-fields.tsx';
import type { QuoteFormValues } from './quote-form-values.ts';
import { ServiceChips } from './service-chips.tsx';

interface Props {
  form: UseFormReturn<QuoteFormValues, unknown, ValidQuoteRequest>;
  pending: boolean;
  onSubmit: (request: ValidQuoteRequest) => Promise<void>;
  onInvalid: () => void;
}

/** The full calculator form (spec §2). It requires what the short form requires (decision 0015). */
export function CalculatorForm({ form, pending, onSubmit, onInvalid }: Props) {
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      aria-label="Professional quote request"
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <QuoteTextField name="companyName" label="Company name" required className="sm:col-span-2" />
      <QuoteTextField name="firstName" label="First name" required />
      <QuoteTextField name="lastName" label="Last name" required />
      <QuoteTextField name="email" label="Email" required />
      <QuoteTextField name="phone" label="Phone" required />
      <QuoteSelectField name="facilityType" label="Facility type" placeholder="Select facility type" options={calculatorFacilityOptions} />
      <SquareFootageField placeholder="e.g. 12,000" />
      <QuoteSelectField name="frequency" label="Cleaning frequency" placeholder="Select frequency" options={calculatorFrequencyOptions} />
      <QuoteTextField name="address" label="Address" />
      <div className="sm:col-span-2">
        <ServiceChips />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingLabel="Calculating Your Quote..." className="w-full">
          Calculate My Quote
        </SubmitButton>
      </div>
    </Form>
  );
}
