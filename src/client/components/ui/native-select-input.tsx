import { useController } from 'react-hook-form';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl, useOptionalForm } from './field.tsx';
import { inputClass } from './input.tsx';
import type { SelectOption } from './select-control.tsx';

interface Props<T extends string> {
  options: readonly SelectOption<T>[];
  /** Shown (and chosen) while nothing is picked; cannot be picked back. */
  placeholder: string;
}

/**
 * A form-bound native `<select>` for the public forms: labelled, described, required
 * and invalid through its Field like every control, the phone's own picker, and none
 * of the Radix select's 23 KiB of script (issue 11). Must sit in a Field inside a Form.
 */
export function NativeSelectInput<T extends string>({ options, placeholder }: Props<T>) {
  const form = useOptionalForm();
  const field = useFieldControl();
  if (!form || !field?.name) throw new Error('NativeSelectInput belongs in a named Field of a Form');
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control: form.control, name: field.name });
  return (
    <div className="relative">
      <select
        ref={ref}
        id={field.id}
        name={field.name}
        value={(value as string | undefined) ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={field.required || undefined}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        className={cn(inputClass, 'cursor-pointer appearance-none pr-10', !value && 'text-slate-500')}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-slate-900">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden />
    </div>
  );
}
