import { useId, type FormEvent, type Ref } from 'react';
import type { AdditionalServiceName } from '#shared/domain/quote.ts';
import { SQUARE_FOOTAGE_MAX, SQUARE_FOOTAGE_MIN } from '#shared/domain/quote.ts';
import type { CalculatorField, CalculatorValues } from './calculator-values.ts';
import { calculatorFacilityOptions, calculatorFrequencyOptions } from './quote-options.ts';
import { SelectField } from './select-field.tsx';
import { ServiceChips } from './service-chips.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField } from './text-field.tsx';

interface Props {
  values: CalculatorValues;
  errors: Partial<Record<CalculatorField, string>>;
  pending: boolean;
  onChange: (patch: Partial<CalculatorValues>) => void;
  onToggleService: (name: AdditionalServiceName) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement> | undefined;
}

/** The full calculator form (spec §2). It checks its own required fields, hence noValidate. */
export function CalculatorForm({ values, errors, pending, onChange, onToggleService, onSubmit, formRef }: Props) {
  const id = useId();
  const text = (field: 'companyName' | 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'squareFootage') => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => onChange({ [field]: value }),
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Professional quote request" className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <TextField {...text('companyName')} label="Company name" required autoComplete="organization" className="sm:col-span-2" />
      <TextField {...text('firstName')} label="First name" required autoComplete="given-name" />
      <TextField {...text('lastName')} label="Last name" required autoComplete="family-name" />
      <TextField {...text('email')} label="Email" type="email" required autoComplete="email" inputMode="email" />
      <TextField {...text('phone')} label="Phone" type="tel" autoComplete="tel" />
      <SelectField
        id={`${id}-facilityType`}
        name="facilityType"
        label="Facility type"
        required
        placeholder="Select facility type"
        value={values.facilityType}
        options={calculatorFacilityOptions}
        error={errors.facilityType}
        onValueChange={(facilityType) => onChange({ facilityType })}
      />
      <TextField
        {...text('squareFootage')}
        label="Square footage"
        type="number"
        inputMode="numeric"
        min={SQUARE_FOOTAGE_MIN}
        max={SQUARE_FOOTAGE_MAX}
        step={1}
        required
        placeholder="e.g. 12000"
      />
      <SelectField
        id={`${id}-frequency`}
        name="frequency"
        label="Cleaning frequency"
        required
        placeholder="Select frequency"
        value={values.frequency}
        options={calculatorFrequencyOptions}
        error={errors.frequency}
        onValueChange={(frequency) => onChange({ frequency })}
      />
      <TextField {...text('address')} label="Address (optional)" autoComplete="street-address" placeholder="Street, city" />
      <div className="sm:col-span-2">
        <ServiceChips selected={values.additionalServices} onToggle={onToggleService} error={errors.additionalServices} />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingLabel="Calculating Your Quote..." className="w-full">
          Calculate My Quote
        </SubmitButton>
      </div>
    </form>
  );
}
