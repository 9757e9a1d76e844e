import { bigint, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
