import { useId } from 'react';
import type { InstantQuoteField, InstantQuoteValues } from './instant-quote-values.ts';
import { instantFacilityOptions, instantFrequencyOptions } from './quote-options.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

interface Props {
  values: InstantQuoteValues;
  errors: Partial<Record<InstantQuoteField, string>>;
  onChange: (patch: Partial<InstantQuoteValues>) => void;
}

type TextKey = Exclude<InstantQuoteField, 'facilityType' | 'frequency'>;

/** The nine fields of the short form, all required. */
export function InstantQuoteFields({ values, errors, onChange }: Props) {
  const id = useId();
  const text = (field: TextKey) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    onValueChange: (value: string) => onChange({ [field]: value }),
  });
  return (
    <>
      <TextField {...text('firstName')} label="First name" autoComplete="given-name" />
      <TextField {...text('lastName')} label="Last name" autoComplete="family-name" />
      <TextField {...text('phone')} label="Phone" type="tel" autoComplete="tel" />
      <TextField {...text('companyName')} label="Business name" autoComplete="organization" />
      <TextField {...text('email')} label="Email" type="email" inputMode="email" autoComplete="email" className="sm:col-span-2" />
      <SelectField
        id={`${id}-facilityType`}
        name="facilityType"
        label="Facility type"
        required
        placeholder="Select type"
        value={values.facilityType}
        options={instantFacilityOptions}
        error={errors.facilityType}
        onValueChange={(facilityType) => onChange({ facilityType })}
      />
      <SelectField
        id={`${id}-frequency`}
        name="frequency"
        label="Frequency"
        required
        placeholder="Select frequency"
        value={values.frequency}
        options={instantFrequencyOptions}
        error={errors.frequency}
        onValueChange={(frequency) => onChange({ frequency })}
      />
      <TextField {...text('squareFootage')} label="Square footage" type="number" inputMode="numeric" min={1} step={1} placeholder="e.g. 8000" />
      <TextField {...text('address')} label="Address" autoComplete="street-address" placeholder="Street, city" />
    </>
  );
}
