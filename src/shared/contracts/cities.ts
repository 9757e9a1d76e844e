import { z } from 'zod';
import { cityCategories } from '../domain/city.ts';

export const citySlugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug');

export const citySummarySchema = z.object({
  name: z.string(),
  slug: z.string(),
  county: z.string(),
  population: z.number().int(),
  category: z.enum(cityCategories),
});

export const cityDetailSchema = citySummarySchema.extend({
  description: z.string(),
  landmarks: z.array(z.string()),
  businessDistricts: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
});

export const cityListResponseSchema = z.object({ cities: z.array(citySummarySchema) });
export type CityListResponse = z.infer<typeof cityListResponseSchema>;
export type CityDetail = z.infer<typeof cityDetailSchema>;
