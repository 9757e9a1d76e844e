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
  /** City centre (WGS 84), for nearby cities served; null where not known. */
  latitude: number | null;
  longitude: number | null;
  /** Commercial life of the city in prose: verified local facts only. */
  overview: string;
  /** Industries and employers that shape the city's commercial buildings. */
  industries: string[];
  /** A local FAQ: questions a facility manager in this city asks, answered with local facts. */
  faq: CityFaqItem[];
}

export interface CityFaqItem {
  question: string;
  answer: string;
}

/** The compact form used by lists (areas page, services page, sitemap). */
export type CitySummary = Pick<City, 'name' | 'slug' | 'county' | 'population' | 'category'>;

/** A served city near another, with the straight-line distance between their centres. */
export interface NearbyCity extends CitySummary {
  miles: number;
}

/**
 * Executive and affluent cities get the executive service cards. The spec calls
 * it a fixed list of 25 slugs; the category in the city data is that list.
 */
export function hasExecutiveServices(city: Pick<City, 'category'>): boolean {
  return city.category === 'executive' || city.category === 'affluent';
}
