import type { ComponentProps } from 'react';
import { SQUARE_FOOTAGE_MAX, SQUARE_FOOTAGE_MIN } from '#shared/domain/quote.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import type { SelectOption } from '../../components/ui/select-control.tsx';
import type { QuoteFormField } from './quote-form-values.ts';

type TextName = 'companyName' | 'firstName' | 'lastName' | 'email' | 'phone' | 'address';

/** How each text field of the quote request is typed and autofilled, in both forms. */
const textInputs: Record<TextName, ComponentProps<'input'>> = {
  companyName: { autoComplete: 'organization' },
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  address: { autoComplete: 'address-line1', placeholder: 'Street, city' },
};

interface Common<N extends QuoteFormField> {
  name: N;
  label: string;
  required?: boolean | undefined;
  className?: string | undefined;
}

export function QuoteTextField({ name, label, required, className }: Common<TextName>) {
  return (
    <Field name={name} label={label} required={required} optional={!required} className={className}>
      <Input {...textInputs[name]} />
    </Field>
  );
}

const footageLimits = `${SQUARE_FOOTAGE_MIN.toLocaleString('en-US')} to ${SQUARE_FOOTAGE_MAX.toLocaleString('en-US')} sq ft`;

/**
 * Square footage as text with a number keypad: "12,000" is read as the contract reads it (a
 * number input would hand over an empty value for it, and call a typo "required").
 */
export function SquareFootageField({ placeholder }: { placeholder: string }) {
  return (
    <Field name="squareFootage" label="Square footage" hint={footageLimits} required>
      <Input type="text" inputMode="numeric" autoComplete="off" maxLength={12} placeholder={placeholder} />
    </Field>
  );
}

export function QuoteSelectField<T extends string>({
  name,
  label,
  placeholder,
  options,
}: Common<'facilityType' | 'frequency'> & { placeholder: string; options: readonly SelectOption<T>[] }) {
  return (
    <Field name={name} label={label} required>
      <NativeSelectInput placeholder={placeholder} options={options} />
    </Field>
  );
}
