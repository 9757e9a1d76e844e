import { ArrowRight, MapPin } from 'lucide-react';
import type { CityDetail } from '#shared/contracts/cities.ts';

/** The nearest served cities (by distance between centres), then the full list of cities. */
export function NearbyAreas({ city }: { city: CityDetail }) {
  return (
    <section aria-labelledby="nearby-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="nearby-heading" className="text-lg font-semibold text-slate-900">
              Nearby areas
            </h2>
            <p className="text-sm text-slate-600">We also serve the communities around {city.name} across the Twin Cities.</p>
          </div>
          <a
            href="/areas-we-serve"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            See all areas we serve
            <ArrowRight className="size-4" aria-hidden />
          </a>
        </div>
        {city.nearby.length > 0 ? (
          <ul className="mt-5 flex flex-wrap gap-2">
            {city.nearby.map((n) => (
              <li key={n.slug}>
                <a
                  href={`/cities/${n.slug}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-4 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-800"
                >
                  <MapPin className="size-4 text-brand-600" aria-hidden />
                  {n.name}
                  <span className="text-slate-500">{n.miles.toFixed(1)} mi</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
