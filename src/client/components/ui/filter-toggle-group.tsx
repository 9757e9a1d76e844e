import { cn } from '../../lib/cn.ts';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  /** Names the group for screen readers, e.g. "Filter cities by category". */
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Two equal columns on phones (so four options sit in a tidy 2 x 2), a wrapping row from sm up. */
  gridOnPhones?: boolean | undefined;
  className?: string | undefined;
}

/** A row of pill buttons where exactly one is pressed (aria-pressed), used as a filter. */
export function FilterToggleGroup<T extends string>({ label, options, value, onChange, gridOnPhones, className }: Props<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('gap-2', gridOnPhones ? 'grid grid-cols-2 sm:flex sm:flex-wrap' : 'flex flex-wrap', className)}
    >
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            data-value={option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center justify-center border px-4 py-1 text-sm leading-tight font-semibold transition-colors',
              gridOnPhones ? 'rounded-lg sm:rounded-full' : 'rounded-full',
              pressed
                ? 'border-brand-700 bg-brand-700 text-white shadow-sm hover:bg-brand-800'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
