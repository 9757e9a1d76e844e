import type { ComponentProps, ReactNode } from 'react';
import { FieldShell } from './field-shell.tsx';
import { inputClass } from './field-styles.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
}

/** A labelled text, e-mail, phone or number input of the quote forms. */
export function TextField({ id, label, value, onValueChange, error, hint, className, required, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          {...inputProps}
          required={required}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FieldShell>
  );
}
