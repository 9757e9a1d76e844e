import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 transition-colors hover:border-slate-400 focus-visible:border-brand-500 ' +
  'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70';

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input in red and announced with it. */
  error?: string | undefined;
  /** A short rule of the field, shown under the input. */
  hint?: ReactNode;
  className?: string | undefined;
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, value, onValueChange, error, hint, className, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={cn('mt-1 text-xs text-slate-500')}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
