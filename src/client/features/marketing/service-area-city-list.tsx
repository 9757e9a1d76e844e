import type { CityListResponse } from '#shared/contracts/cities.ts';

type CitySummary = CityListResponse['cities'][number];

/**
 * Alphabetical by name. A plain code-point comparison (not localeCompare) so the
 * server and the browser sort identically and hydration never mismatches.
 */
export function sortCitiesByName(cities: readonly CitySummary[]): CitySummary[] {
  return [...cities].sort((a, b) => {
    const x = a.name.toLowerCase();
    const y = b.name.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** Dense multi-column list of every service-area city, each linking to its city page. */
export function ServiceAreaCityList({ cities }: { cities: readonly CitySummary[] }) {
  return (
    <ul className="columns-2 gap-x-6 sm:columns-3 lg:columns-5">
      {sortCitiesByName(cities).map((city) => (
        <li key={city.slug} className="break-inside-avoid">
          <a
            href={`/cities/${city.slug}`}
            className="inline-block py-1 text-sm text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {city.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
