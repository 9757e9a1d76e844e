import type { AreaCounts as Counts } from './filter-cities.ts';

/** The four live counts from the city data: cities, CEO enclaves, affluent areas, counties. */
export function AreaCounts({ counts }: { counts: Counts }) {
  const items = [
    { value: counts.totalCities, label: 'Cities served' },
    { value: counts.executive, label: 'CEO enclaves' },
    { value: counts.affluent, label: 'Affluent areas' },
    { value: counts.counties, label: 'Counties' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse gap-1 bg-white px-4 py-4 text-center">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
