import type { ReactNode } from 'react';
import { fieldErrorClass, hintClass, labelClass } from './field-styles.ts';

/** What the control inside a field needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
}

interface Props {
  id: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled field with an optional hint and inline error, wired up with aria-describedby. */
export function FormField({ id, label, hint, error, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
