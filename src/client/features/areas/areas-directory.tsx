import { useMemo, useState } from 'react';
import { areaFilters, areaSections, type AreaFilterValue } from '#shared/content/areas.ts';
import type { CitySummary } from '#shared/domain/city.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { countAreas, groupCitiesBySection } from './filter-cities.ts';
import { AreaCounts } from './area-counts.tsx';
import { AreaSection } from './area-section.tsx';
import { FilterToggleGroup } from '../../components/ui/filter-toggle-group.tsx';

/** Counts, the category filter and the city sections it filters. */
export function AreasDirectory({ cities }: { cities: readonly CitySummary[] }) {
  const [filter, setFilter] = useState<AreaFilterValue>('all');
  const counts = useMemo(() => countAreas(cities), [cities]);
  const groups = useMemo(() => groupCitiesBySection(cities, areaSections, filter), [cities, filter]);
  const shown = groups.reduce((sum, group) => sum + group.cities.length, 0);
  const filterLabel = areaFilters.find((f) => f.value === filter)?.label ?? 'All Areas';

  return (
    <Section aria-labelledby="directory-heading">
      <SectionHeading
        id="directory-heading"
        eyebrow="City directory"
        title="Find your city"
        text="Choose a type of community, then open your city for local details and a free quote."
      />
      <AreaCounts counts={counts} />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* The page is static HTML: the site script works the filter (enhance/area-filter.ts). */}
        <div data-area-filter="">
          <FilterToggleGroup label="Filter cities by category" options={areaFilters} value={filter} onChange={setFilter} gridOnPhones />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite" data-area-status="">
          Showing {shown} {shown === 1 ? 'city' : 'cities'} · {filterLabel}
        </p>
      </div>
      <div className="mt-12 space-y-14">
        {groups.map((group) => (
          <AreaSection key={group.section.category} group={group} />
        ))}
        <p
          className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600"
          data-area-empty=""
          hidden={groups.length > 0}
        >
          No cities in this category yet. Call us to confirm your service area.
        </p>
      </div>
    </Section>
  );
}
