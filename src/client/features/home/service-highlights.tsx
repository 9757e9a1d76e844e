import { CircleCheck } from 'lucide-react';
import { serviceHighlights } from '#shared/content/home.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { Icon } from '../../components/ui/icon.tsx';

export function ServiceHighlights() {
  return (
    <Section tone="muted" aria-labelledby="highlights-heading">
      <SectionHeading
        id="highlights-heading"
        eyebrow="What we clean"
        title="Cleaning programs built around your facility"
        text="Every building is different. We price and staff each one from its size, use and schedule."
        align="center"
      />
      <div className="grid gap-6 md:grid-cols-3">
        {serviceHighlights.map((h) => (
          <article key={h.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={h.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{h.title}</h3>
            <p className="mt-2 text-slate-600">{h.description}</p>
            <ul className="mt-4 space-y-2">
              {h.points.map((p) => (
                <li key={p} className="flex gap-2 text-sm text-slate-700">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                  {p}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <p className="mt-10 text-center">
        <a href="/services" className="font-semibold text-brand-700 hover:underline">
          See all services and industries →
        </a>
      </p>
    </Section>
  );
}
