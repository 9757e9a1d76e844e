import type { City } from '#shared/domain/city.ts';

/** The local substance of a city page (issue 16): verified facts of the city, in the company's voice. */
export type CityLocal = Pick<City, 'latitude' | 'longitude' | 'overview' | 'industries' | 'faq'>;
