import { and, asc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { escapeLike } from '../../db/sql-text.ts';
import { SYSTEM_AUTHOR } from '../content-automation/content-automation.repository.ts';

/** The origins of posts generated for a city (decision 0026). */
export const LOCAL_ORIGINS = ['city-content', 'landing-page', 'seasonal'] as const;
export type LocalOrigin = (typeof LOCAL_ORIGINS)[number];

export type NewLocalPost = typeof blogPosts.$inferInsert;

/** A post about a city as the doorway check and the planners read it. */
export interface LocalPostRow {
  id: number;
  citySlug: string;
  origin: string;
  status: 'draft' | 'published';
  title: string;
  content: string;
  topic: string | null;
  serviceType: string | null;
  season: string | null;
  keywords: string[];
}

const localPostColumns = {
  id: blogPosts.id,
  citySlug: blogPosts.citySlug,
  origin: blogPosts.origin,
  status: blogPosts.status,
  title: blogPosts.title,
  content: blogPosts.content,
  topic: blogPosts.topic,
  serviceType: blogPosts.serviceType,
  season: blogPosts.season,
  keywords: blogPosts.keywords,
};

export function createHyperLocalRepository(db: Database) {
  return {
    /** Every post tied to a city, any status and origin; with `citySlug`, that city's only. */
    async localPosts(citySlug?: string): Promise<LocalPostRow[]> {
      const rows = await db
        .select(localPostColumns)
        .from(blogPosts)
        .where(citySlug === undefined ? isNotNull(blogPosts.citySlug) : eq(blogPosts.citySlug, citySlug))
        .orderBy(asc(blogPosts.id));
      return rows as LocalPostRow[];
    },

    /** Slugs already taken among `base` and `base-<n>`. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(like(blogPosts.slug, `${escapeLike(base)}%`));
      return new Set(rows.map((r) => r.slug));
    },

    async insertPost(post: NewLocalPost): Promise<number> {
      const [row] = await db.insert(blogPosts).values(post).returning({ id: blogPosts.id });
      return row!.id;
    },

    /** Keywords of published posts about a city (all cities without `citySlug`). */
    async publishedLocalKeywords(): Promise<Array<{ citySlug: string; keywords: string[] }>> {
      const rows = await db
        .select({ citySlug: blogPosts.citySlug, keywords: blogPosts.keywords })
        .from(blogPosts)
        .where(and(isNotNull(blogPosts.citySlug), eq(blogPosts.status, 'published'), sql`${blogPosts.publishedAt} <= now()`));
      return rows as Array<{ citySlug: string; keywords: string[] }>;
    },

    /** Generated drafts about cities awaiting review. */
    async countLocalDrafts(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, 'draft'), eq(blogPosts.authorId, SYSTEM_AUTHOR), inArray(blogPosts.origin, [...LOCAL_ORIGINS])));
      return row?.n ?? 0;
    },
  };
}

export type HyperLocalRepository = ReturnType<typeof createHyperLocalRepository>;
