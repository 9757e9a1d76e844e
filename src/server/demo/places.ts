import type { LatLng } from '#shared/domain/geo.ts';
import { builtInCities } from '../db/seed/cities.data.ts';
import type { Random } from './random.ts';

/**
 * Where the demo's customers are (decision 0044): the served cities of the built-in list with their
 * real centres, the larger and more commercial ones more often, each site a plausible street address
 * a few kilometres from its city's centre.
 */
export interface Place {
  city: string;
  slug: string;
  zip: string | null;
  at: LatLng;
}

/** Real streets with offices and shops in the busiest cities; elsewhere the usual commercial streets. */
const STREETS: Record<string, readonly string[]> = {
  minneapolis: ['Nicollet Mall', 'Hennepin Ave', 'Washington Ave N', 'Lyndale Ave S', 'Central Ave NE', 'Lake St E', 'Marquette Ave'],
  'st-paul': ['University Ave W', 'Grand Ave', 'Snelling Ave N', 'Robert St N', 'Kellogg Blvd W', 'W 7th St'],
  bloomington: ['American Blvd W', 'Old Shakopee Rd W', 'Normandale Blvd', 'Lyndale Ave S', 'E 98th St'],
  edina: ['France Ave S', 'W 50th St', 'Xerxes Ave S', 'Normandale Rd', 'W 70th St'],
  eagan: ['Pilot Knob Rd', 'Yankee Doodle Rd', 'Lone Oak Rd', 'Cliff Rd', 'Blue Gentian Rd'],
  burnsville: ['County Rd 42 W', 'Nicollet Ave', 'Burnsville Pkwy', 'Southcross Dr W'],
  'apple-valley': ['Cedar Ave', 'County Rd 42', 'Galaxie Ave', '147th St W', 'Foliage Ave'],
  plymouth: ['Vicksburg Ln N', 'Xenium Ln N', 'Campus Dr', 'Annapolis Ln N', 'Fernbrook Ln N'],
  minnetonka: ['Minnetonka Blvd', 'Excelsior Blvd', 'Baker Rd', 'Opportunity Ct', 'Smetana Rd'],
  'eden-prairie': ['Prairie Center Dr', 'Flying Cloud Dr', 'Technology Dr', 'Valley View Rd'],
  'maple-grove': ['Main St N', 'Hemlock Ln N', 'Weaver Lake Rd', 'Grove Dr'],
  woodbury: ['Valley Creek Rd', 'Radio Dr', 'Tamarack Rd', 'Bielenberg Dr'],
  roseville: ['Lexington Ave N', 'County Rd B2 W', 'Fairview Ave N', 'Snelling Ave N'],
  'st-louis-park': ['Excelsior Blvd', 'Wayzata Blvd', 'Louisiana Ave S', 'W 36th St'],
};
const COMMON_STREETS = [
  'Main St',
  'Commerce Dr',
  'Industrial Blvd',
  'Center Dr',
  'Business Pkwy',
  'Corporate Center Dr',
  'Lake Dr',
  'Park Ave',
];

/** ZIP codes of the cities customers come from most. */
const ZIPS: Record<string, string> = {
  minneapolis: '55401',
  'st-paul': '55102',
  bloomington: '55431',
  edina: '55435',
  eagan: '55121',
  burnsville: '55337',
  'apple-valley': '55124',
  plymouth: '55447',
  minnetonka: '55343',
  'eden-prairie': '55344',
  'maple-grove': '55369',
  woodbury: '55125',
  roseville: '55113',
  'st-louis-park': '55416',
  lakeville: '55044',
  'brooklyn-park': '55443',
  'coon-rapids': '55433',
  blaine: '55434',
  shakopee: '55379',
  richfield: '55423',
};

/** How likely a city is: its population, commercial cities counted double, the smallest not at all. */
export const weightedPlaces: ReadonlyArray<readonly [Place, number]> = builtInCities
  .filter((c) => c.latitude !== null && c.longitude !== null && c.population >= 5_000)
  .map((c) => {
    const boost = c.category === 'metro' || c.category === 'business' ? 2 : 1;
    // Minneapolis and St. Paul would take half the customers by population alone.
    const population = Math.min(c.population, 120_000);
    return [
      { city: c.name, slug: c.slug, zip: ZIPS[c.slug] ?? null, at: { lat: c.latitude!, lng: c.longitude! } },
      population * boost,
    ] as const;
  });

/** The service-area cities a customer may be in. */
export const servedPlaces: readonly Place[] = weightedPlaces.map(([place]) => place);

export function pickPlace(r: Random): Place {
  return r.weighted(weightedPlaces);
}

/** A street address in `place`: "7600 France Ave S, Edina, MN 55435". */
export function streetAddress(r: Random, place: Place): string {
  const street = r.pick(STREETS[place.slug] ?? COMMON_STREETS);
  const number = r.int(1, 99) * 100 + r.pick([0, 0, 5, 10, 20, 25, 50]);
  const suite = r.chance(0.3) ? `, Suite ${r.int(1, 4)}${String(r.int(0, 20)).padStart(2, '0')}` : '';
  return `${number} ${street}${suite}, ${place.city}, MN${place.zip ? ` ${place.zip}` : ''}`;
}

/** A point about `meters` from `from` in a random direction, rounded to six decimals (about 10 cm). */
export function pointNear(r: Random, from: LatLng, meters: number): LatLng {
  const angle = r.next() * 2 * Math.PI;
  const lat = from.lat + (meters * Math.cos(angle)) / 111_320;
  const lng = from.lng + (meters * Math.sin(angle)) / (111_320 * Math.cos((from.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}
