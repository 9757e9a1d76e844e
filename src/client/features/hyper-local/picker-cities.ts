import { useQuery } from '@tanstack/react-query';
import { listCities } from '#shared/contracts/cities.endpoints.ts';
import type { CityListResponse } from '#shared/contracts/cities.ts';
import { PICKER_CITY_COUNT } from '#shared/domain/content-automation.ts';
import { apiQuery } from '../../lib/api-client.ts';

type CitySummary = CityListResponse['cities'][number];

/** The picker's cities (spec §2): the 20 most populous, largest first (equal populations by name). */
export function pickerCities(cities: readonly CitySummary[]): CitySummary[] {
  return [...cities].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name)).slice(0, PICKER_CITY_COUNT);
}

export function usePickerCities() {
  return useQuery({ ...apiQuery(listCities), select: (data: CityListResponse) => pickerCities(data.cities) });
}
