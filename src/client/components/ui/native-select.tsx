import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from './field.tsx';
import { inputClass } from './input.tsx';
import type { SelectOption } from './select-control.tsx';

interface NativeSelectProps<T extends string> {
  options: readonly SelectOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** For a visible `<label htmlFor>` outside a Field. */
  id?: string | undefined;
  'aria-label'?: string | undefined;
  className?: string | undefined;
}

/**
 * A plain `<select>` with the inputs' look: the phone's own picker, no script of its
 * own. Public pages use it instead of the Radix select, which costs about 23 KiB of
 * JavaScript (issue 11, docs/plans/islands.md step 1).
 */
export function NativeSelect<T extends string>({
  options,
  value,
  onValueChange,
  id,
  'aria-label': ariaLabel,
  className,
}: NativeSelectProps<T>) {
  // Inside a Field (no form), its label and hint name the select.
  const field = useFieldControl();
  return (
    <div className={cn('relative', className)}>
      <select
        id={id ?? field?.id}
        value={value}
        onChange={(event) => onValueChange(event.target.value as T)}
        aria-label={ariaLabel}
        aria-describedby={field?.describedBy}
        className={cn(inputClass, 'cursor-pointer appearance-none pr-10')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden />
    </div>
  );
}
