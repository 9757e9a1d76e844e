import * as z from './zod.ts';
import { cityCategories } from '../domain/city.ts';

export const citySlugSchema = z
  .text()
  .check(z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug'));

export const citySummarySchema = z.object({
  name: z.text(),
  slug: z.text(),
  county: z.text(),
  population: z.int(),
  category: z.enum(cityCategories),
});

export const cityDetailSchema = z.extend(citySummarySchema, {
  description: z.text(),
  landmarks: z.array(z.text()),
  businessDistricts: z.array(z.text()),
  metaTitle: z.text(),
  metaDescription: z.text(),
  keywords: z.array(z.text()),
});

export const cityListResponseSchema = z.object({ cities: z.array(citySummarySchema) });
export type CityListResponse = z.infer<typeof cityListResponseSchema>;
export type CityDetail = z.infer<typeof cityDetailSchema>;

/** The schemas of each endpoint in cities.endpoints.ts, by its name (the server registers them). */
export const citiesSchemas = {
  listCities: { response: cityListResponseSchema },
  getCity: { params: z.object({ slug: citySlugSchema }), response: cityDetailSchema },
};
