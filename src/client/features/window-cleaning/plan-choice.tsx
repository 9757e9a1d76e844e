import { windowPlans, type WindowPlanId } from '#shared/content/window-cleaning.ts';
import { cn } from '../../lib/cn.ts';
import { errorClass, requiredMarkClass } from './field-styles.ts';

interface Props {
  name: string;
  value: WindowPlanId | '';
  onChange: (id: WindowPlanId) => void;
  error?: string | undefined;
}

/** Preferred plan as three radio cards (a native radio group, so arrow keys work). */
export function PlanChoice({ name, value, onChange, error }: Props) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">
        Preferred plan
        <span className={requiredMarkClass} aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {windowPlans.map((plan) => {
          const checked = value === plan.id;
          return (
            <label
              key={plan.id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-center text-sm font-semibold transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : cn('bg-white text-slate-700 hover:border-brand-500', error ? 'border-red-600' : 'border-slate-300'),
              )}
            >
              <input
                type="radio"
                name={name}
                value={plan.id}
                checked={checked}
                required
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(plan.id)}
                className="sr-only"
              />
              {plan.name}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
