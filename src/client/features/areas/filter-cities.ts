import type { AreaFilterValue, AreaSection } from '#shared/content/areas.ts';
import type { CitySummary } from '#shared/domain/city.ts';

export interface AreaSectionGroup {
  section: AreaSection;
  cities: CitySummary[];
}

export interface AreaCounts {
  totalCities: number;
  executive: number;
  affluent: number;
  counties: number;
}

/** Whether a section is shown under the chosen filter: 'all' shows every section, any other only its own. */
export function isSectionVisible(section: Pick<AreaSection, 'category'>, filter: AreaFilterValue): boolean {
  return filter === 'all' || section.category === filter;
}

/**
 * The sections to show for a filter, in the given section order, each with its
 * cities sorted by name. Sections without cities are left out.
 */
export function groupCitiesBySection(
  cities: readonly CitySummary[],
  sections: readonly AreaSection[],
  filter: AreaFilterValue,
): AreaSectionGroup[] {
  return sections
    .filter((section) => isSectionVisible(section, filter))
    .map((section) => ({
      section,
      cities: cities.filter((city) => city.category === section.category).sort((a, b) => a.name.localeCompare(b.name, 'en-US')),
    }))
    .filter((group) => group.cities.length > 0);
}

/** Headline counts of the city data: all cities, CEO enclaves, affluent areas and distinct counties. */
export function countAreas(cities: readonly CitySummary[]): AreaCounts {
  const counties = new Set(cities.map((city) => city.county.trim().toLowerCase()).filter((county) => county !== ''));
  return {
    totalCities: cities.length,
    executive: cities.filter((city) => city.category === 'executive').length,
    affluent: cities.filter((city) => city.category === 'affluent').length,
    counties: counties.size,
  };
}
