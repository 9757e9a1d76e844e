import { useController } from 'react-hook-form';
import { windowPlans } from '#shared/content/window-cleaning.ts';
import { FieldSet } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import type { WindowQuoteValues } from './quote-values.ts';

/** Preferred plan as three radio cards (a native radio group, so arrow keys work). */
export function PlanChoice() {
  const { field, fieldState } = useController<WindowQuoteValues, 'preferredPlan'>({ name: 'preferredPlan' });
  const invalid = fieldState.error !== undefined;
  return (
    <FieldSet legend="Preferred plan" required name="preferredPlan">
      <div className="grid grid-cols-3 gap-2">
        {windowPlans.map((plan) => {
          const checked = field.value === plan.name;
          return (
            <label
              key={plan.id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-center text-sm font-semibold transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : cn('bg-white text-slate-700 hover:border-brand-500', invalid ? 'border-red-600' : 'border-slate-300'),
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={plan.name}
                checked={checked}
                required
                aria-invalid={invalid || undefined}
                onChange={() => field.onChange(plan.name)}
                className="sr-only"
              />
              {plan.name}
            </label>
          );
        })}
      </div>
    </FieldSet>
  );
}
