import { ArrowRight } from 'lucide-react';

/** A small pointer back to the full list of cities. */
export function NearbyAreas({ cityName }: { cityName: string }) {
  return (
    <section aria-labelledby="nearby-heading" className="bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div>
          <h2 id="nearby-heading" className="text-lg font-semibold text-slate-900">
            Nearby areas
          </h2>
          <p className="text-sm text-slate-600">We also serve the communities around {cityName} across the Twin Cities.</p>
        </div>
        <a
          href="/areas-we-serve"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          See all areas we serve
          <ArrowRight className="size-4" aria-hidden />
        </a>
      </div>
    </section>
  );
}
