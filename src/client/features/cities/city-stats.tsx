import { cityStats } from '#shared/content/city-page.ts';
import { StatGrid } from '../../components/ui/stat-grid.tsx';
import { formatPopulation } from '../../lib/city-format.ts';
import { useYearsInBusiness } from '../../lib/company-years.ts';

/** Residents Served (the city's population) next to the company's trust statistics. */
export function CityStats({ cityName, population }: { cityName: string; population: number }) {
  const items = [{ value: formatPopulation(population), label: 'Residents Served' }, ...cityStats(useYearsInBusiness())];
  return (
    <section aria-label={`${cityName} at a glance`} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-white px-4 py-10 shadow-sm sm:px-10">
          <StatGrid items={items} />
        </div>
      </div>
    </section>
  );
}
