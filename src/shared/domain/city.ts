/**
 * Service-area cities. The built-in list seeds the database; pages read cities
 * from the database so later content automation can enrich them at run time.
 */
export const cityCategories = ['metro', 'executive', 'affluent', 'growing', 'business', 'rural'] as const;
export type CityCategory = (typeof cityCategories)[number];

export interface City {
  name: string;
  slug: string;
  county: string;
  /** Census population (2020 unless the spec names another figure). */
  population: number;
  category: CityCategory;
  description: string;
  landmarks: string[];
  businessDistricts: string[];
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
}

/** The compact form used by lists (areas page, services page, sitemap). */
export type CitySummary = Pick<City, 'name' | 'slug' | 'county' | 'population' | 'category'>;

/**
 * Executive and affluent cities get the executive service cards. The spec calls
 * it a fixed list of 25 slugs; the category in the city data is that list.
 */
export function hasExecutiveServices(city: Pick<City, 'category'>): boolean {
  return city.category === 'executive' || city.category === 'affluent';
}
