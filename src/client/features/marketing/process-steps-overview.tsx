import type { ProcessStep } from '#shared/content/process.ts';

/** Hero side panel: the five steps at a glance, each jumping to its full description. */
export function ProcessStepsOverview({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <nav aria-label="Process steps" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{steps.length} steps at a glance</p>
      <ol className="mt-5 space-y-1">
        {steps.map((step) => (
          <li key={step.number}>
            <a
              href={`#step-${step.number}`}
              className="group flex items-center gap-4 rounded-lg p-2 -mx-2 transition-colors hover:bg-brand-50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-100 tabular-nums group-hover:bg-brand-700 group-hover:text-white">
                {step.number}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold leading-snug text-slate-900">{step.title}</span>
                <span className="block text-sm text-slate-600">{step.duration}</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
