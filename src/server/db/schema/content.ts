import { bigint, doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CityFaqItem } from '#shared/domain/city.ts';
import { timestamps } from './columns.ts';

/** Service-area cities: seeded from built-in data, enriched later by content automation. */
export const cities = pgTable('cities', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  county: text('county').notNull(),
  population: integer('population').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  landmarks: jsonb('landmarks').$type<string[]>().notNull(),
  businessDistricts: jsonb('business_districts').$type<string[]>().notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull(),
  /** The city centre (WGS 84): nearby cities served and distances come from it. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Local substance of the city page (issue 16): its own economy in prose, industries and a local FAQ. */
  overview: text('overview').notNull().default(''),
  industries: jsonb('industries').$type<string[]>().notNull().default([]),
  faq: jsonb('faq').$type<CityFaqItem[]>().notNull().default([]),
  ...timestamps,
});

/**
 * One counter per kind of public content. A write bumps it in the same
 * transaction; every app instance compares it with the revision its cached
 * HTML was rendered at, so the page cache stays correct behind a load balancer.
 */
export const contentRevisions = pgTable('content_revisions', {
  kind: text('kind').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  ...timestamps,
});
