import { Check } from 'lucide-react';
import { additionalServiceNames, type AdditionalServiceName } from '#shared/domain/quote.ts';
import { cn } from '../../lib/cn.ts';

interface Props {
  selected: readonly AdditionalServiceName[];
  onToggle: (name: AdditionalServiceName) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** The 12 additional services as checkbox chips (native checkboxes, so Space toggles and forms read them). */
export function ServiceChips({ selected, onToggle, error, disabled }: Props) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">
        Additional services <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {additionalServiceNames.map((name) => {
          const checked = selected.includes(name);
          return (
            <label
              key={name}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500',
              )}
            >
              <input
                type="checkbox"
                name="additionalServices"
                value={name}
                checked={checked}
                onChange={() => onToggle(name)}
                className="sr-only"
              />
              {checked ? <Check className="size-4" aria-hidden /> : null}
              {name}
            </label>
          );
        })}
      </div>
      {error ? <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
