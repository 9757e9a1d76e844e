import type { AreaSectionGroup } from './filter-cities.ts';
import { CityLinkCard } from './city-link-card.tsx';

/** One category of the directory (e.g. Affluent Suburbs) with its cities. */
export function AreaSection({ group }: { group: AreaSectionGroup }) {
  const { section, cities } = group;
  const headingId = `area-${section.category}-heading`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24" data-area-section={section.category} data-city-count={cities.length}>
      <div className="flex flex-col gap-2 border-b border-slate-200 pb-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
            {section.title}
          </h2>
          <p className="mt-1 text-slate-600">{section.description}</p>
        </div>
        <p className="shrink-0 text-sm font-medium text-brand-700">
          {cities.length} {cities.length === 1 ? 'city' : 'cities'}
        </p>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {cities.map((city) => (
          <li key={city.slug}>
            <CityLinkCard city={city} />
          </li>
        ))}
      </ul>
    </section>
  );
}
