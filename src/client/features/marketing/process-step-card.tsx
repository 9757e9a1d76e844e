import type { ProcessStep } from '#shared/content/process.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { CheckmarkList } from './checkmark-list.tsx';

/** One numbered step of "Our Process"; render inside an <ol> so the order is announced too. */
export function ProcessStepCard({ step }: { step: ProcessStep }) {
  return (
    <li id={`step-${step.number}`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-start gap-4 sm:gap-8">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-extrabold text-white tabular-nums shadow-sm ring-4 ring-brand-100 sm:size-14 sm:text-2xl"
        >
          {step.number}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2 md:flex-row md:items-start md:justify-between md:gap-6 sm:pt-2">
          <h3 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            <span className="sr-only">Step {step.number}: </span>
            {step.title}
          </h3>
          <p className="inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            <Icon name="clock" className="size-4" />
            <span className="sr-only">Duration: </span>
            {step.duration}
          </p>
        </div>
      </div>
      {/* From sm up the body lines up with the title (circle width + gap); on phones it uses the full width. */}
      <div className="mt-4 sm:mt-2 sm:pl-22">
        <p className="leading-relaxed text-slate-600">{step.description}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-5">
          <CheckmarkList items={step.details} className="lg:col-span-3" />
          <div className="rounded-lg border-l-4 border-accent-400 bg-accent-300/20 p-4 lg:col-span-2 lg:self-start">
            <p className="flex items-center gap-2 text-xs font-bold tracking-wider text-slate-700 uppercase">
              <Icon name="target" className="size-4 text-accent-600" />
              Expected outcome
            </p>
            <p className="mt-2 font-medium text-slate-900">{step.outcome}</p>
          </div>
        </div>
      </div>
    </li>
  );
}
