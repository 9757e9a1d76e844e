import { Check } from 'lucide-react';
import { useController } from 'react-hook-form';
import { additionalServiceNames } from '#shared/domain/quote.ts';
import { FieldSet } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { toggleService, type QuoteFormValues } from './quote-form-values.ts';

/** The 12 additional services as checkbox chips (native checkboxes, so Space toggles and forms read them). */
export function ServiceChips() {
  const { field, fieldState } = useController<QuoteFormValues, 'additionalServices'>({ name: 'additionalServices' });
  // Marked invalid so a server's word about the list is announced with the chips and focused.
  const invalid = fieldState.error !== undefined;
  return (
    <FieldSet legend="Additional services" optional name="additionalServices">
      <div className="flex flex-wrap gap-2">
        {additionalServiceNames.map((name) => {
          const checked = field.value.includes(name);
          return (
            <label
              key={name}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500',
              )}
            >
              <input
                type="checkbox"
                name="additionalServices"
                value={name}
                checked={checked}
                onChange={() => field.onChange(toggleService(field.value, name))}
                aria-invalid={invalid || undefined}
                className="sr-only"
              />
              {checked ? <Check className="size-4" aria-hidden /> : null}
              {name}
            </label>
          );
        })}
      </div>
    </FieldSet>
  );
}
