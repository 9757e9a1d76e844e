import type { CityDetail } from '#shared/contracts/cities.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';

/** Questions facility managers in the city ask, answered in full on the page (no script needed to read them). */
export function CityFaq({ city }: { city: CityDetail }) {
  if (city.faq.length === 0) return null;
  return (
    <Section aria-labelledby="city-faq-heading">
      <SectionHeading id="city-faq-heading" eyebrow="Local questions" title={`${city.name} commercial cleaning FAQ`} />
      <dl className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
        {city.faq.map((item) => (
          <div key={item.question} className="py-6">
            <dt className="text-lg font-semibold text-slate-900">{item.question}</dt>
            <dd className="mt-2 leading-relaxed text-slate-700">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
