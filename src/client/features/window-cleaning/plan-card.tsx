import { CircleCheck } from 'lucide-react';
import type { WindowPlan, WindowPlanId } from '#shared/content/window-cleaning.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { WINDOW_QUOTE_ANCHOR } from './quote-values.ts';

interface Props {
  plan: WindowPlan;
  /** Picks the plan in the quote form before the link scrolls to it. */
  onChoose: (id: WindowPlanId) => void;
}

export function PlanCard({ plan, onChoose }: Props) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-xl border bg-white p-6 shadow-sm sm:p-8',
        plan.popular ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
      )}
    >
      {plan.popular ? (
        <span className="absolute -top-3 left-6 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase">
          Most popular
        </span>
      ) : null}
      <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
      <p className="mt-1 text-sm text-slate-600">{plan.tagline}</p>
      <p className={cn('mt-5 text-xl font-extrabold tracking-tight', plan.popular ? 'text-brand-700' : 'text-slate-900')}>{plan.savings}</p>
      <ul className="mt-6 flex-1 space-y-3 border-t border-slate-100 pt-6">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-700">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={`#${WINDOW_QUOTE_ANCHOR}`}
        onClick={() => onChoose(plan.id)}
        className={buttonClasses({ variant: plan.popular ? 'primary' : 'outline', className: 'mt-8 w-full' })}
      >
        Choose {plan.name}
      </a>
    </li>
  );
}
