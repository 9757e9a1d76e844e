import type { ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './field-styles.ts';

/** What the control inside a field needs so its label, hint and error are announced with it. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
}

interface Props {
  id: string;
  label: string;
  /** Shows the asterisk; the control itself carries required / aria-required. */
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled field with an optional hint and inline error, wired up with aria-describedby. */
export function FieldShell({ id, label, required, hint, error, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
