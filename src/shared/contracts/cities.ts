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
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** Local substance (issue 16): the city's commercial life, its industries and a local FAQ. */
  overview: z.text(),
  industries: z.array(z.text()),
  faq: z.array(z.object({ question: z.text(), answer: z.text() })),
  /** The nearest served cities, nearest first. */
  nearby: z.array(z.object({ name: z.text(), slug: z.text(), miles: z.number() })),
  /** Published posts about the city, newest first (landing pages excepted). */
  localPosts: z.array(z.object({ title: z.text(), slug: z.text(), excerpt: z.text(), publishedAt: z.text() })),
  /** The city's published landing page, rendered and sanitized; null when there is none. */
  landingPage: z.nullable(z.object({ title: z.text(), html: z.text() })),
});

export const cityListResponseSchema = z.object({ cities: z.array(citySummarySchema) });
export type CityListResponse = z.infer<typeof cityListResponseSchema>;
export type CityDetail = z.infer<typeof cityDetailSchema>;

/** The schemas of each endpoint in cities.endpoints.ts, by its name (the server registers them). */
export const citiesSchemas = {
  listCities: { response: cityListResponseSchema },
  getCity: { params: z.object({ slug: citySlugSchema }), response: cityDetailSchema },
};
