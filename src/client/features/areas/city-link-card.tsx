import { ChevronRight, MapPin } from 'lucide-react';
import type { CitySummary } from '#shared/domain/city.ts';
import { countyLabel, formatPopulation } from '../../lib/city-format.ts';

/** One city in the directory: a card-sized link to its city page. */
export function CityLinkCard({ city }: { city: CitySummary }) {
  return (
    <a
      href={`/cities/${city.slug}`}
      className="group flex h-full items-start justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3.5 shadow-sm sm:p-4 transition hover:border-brand-400 hover:shadow-md"
    >
      <div className="min-w-0">
        <h3 className="leading-snug font-semibold text-slate-900 group-hover:text-brand-700">{city.name}</h3>
        <span className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="size-3.5 shrink-0 text-brand-600" aria-hidden />
          {countyLabel(city.county)}
        </span>
        <span className="mt-0.5 block text-sm text-slate-500 tabular-nums">Pop. {formatPopulation(city.population)}</span>
      </div>
      <ChevronRight
        className="mt-0.5 hidden size-4 shrink-0 text-slate-400 sm:block transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
        aria-hidden
      />
    </a>
  );
}
