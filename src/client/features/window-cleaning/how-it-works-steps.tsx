import { howItWorks } from '#shared/content/window-cleaning.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';

export function HowItWorksSteps() {
  return (
    <Section tone="muted" aria-labelledby="how-heading">
      <SectionHeading id="how-heading" eyebrow="How it works" title="From quote to clear glass in four steps" />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorks.map((step, index) => (
          <li key={step.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
