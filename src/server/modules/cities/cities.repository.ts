import { and, asc, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema/blog.ts';
import type { City, CitySummary } from '#shared/domain/city.ts';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/content.ts';

const livePostOf = (citySlug: string) =>
  and(eq(blogPosts.citySlug, citySlug), eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`));

const summaryColumns = {
  name: cities.name,
  slug: cities.slug,
  county: cities.county,
  population: cities.population,
  category: cities.category,
};

export function createCitiesRepository(db: Database) {
  return {
    async listSummaries(): Promise<CitySummary[]> {
      const rows = await db.select(summaryColumns).from(cities).orderBy(asc(cities.name));
      return rows as CitySummary[];
    },

    /** Every city with all its facts, most populous first (bulk generation and optimisation read them once a run). */
    async listAll(): Promise<City[]> {
      const rows = await db.select().from(cities).orderBy(desc(cities.population), asc(cities.slug));
      return rows.map(({ createdAt: _c, updatedAt: _u, ...city }) => city as City);
    },

    async findBySlug(slug: string): Promise<City | undefined> {
      const [row] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1);
      if (!row) return undefined;
      const { createdAt: _c, updatedAt: _u, ...city } = row;
      return city as City;
    },

    /** Published posts about the city (landing pages aside), newest first. */
    async localArticles(slug: string, limit: number): Promise<Array<{ title: string; slug: string; excerpt: string; publishedAt: Date }>> {
      const rows = await db
        .select({ title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(and(livePostOf(slug), ne(blogPosts.origin, 'landing-page')))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit);
      // livePostOf requires published_at <= now(), so no row has a null date.
      return rows as Array<{ title: string; slug: string; excerpt: string; publishedAt: Date }>;
    },

    /** The city's newest published landing page. */
    async landingPage(slug: string) {
      const [row] = await db
        .select({ title: blogPosts.title, content: blogPosts.content, contentFormat: blogPosts.contentFormat })
        .from(blogPosts)
        .where(and(livePostOf(slug), eq(blogPosts.origin, 'landing-page')))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(1);
      return row;
    },

    /** Every city with coordinates: nearby cities are computed from them. */
    async listPlaced(): Promise<Array<CitySummary & { latitude: number; longitude: number }>> {
      const rows = await db
        .select({ ...summaryColumns, latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(and(isNotNull(cities.latitude), isNotNull(cities.longitude)));
      return rows as Array<CitySummary & { latitude: number; longitude: number }>;
    },

    /**
     * Fills the local details (coordinates, overview, industries, FAQ) of cities that have none yet:
     * databases made before issue 16 gain them; a city an admin or generation has enriched keeps its own.
     */
    async fillMissingLocal(list: readonly City[]): Promise<number> {
      const bare = new Set((await db.select({ slug: cities.slug }).from(cities).where(eq(cities.overview, ''))).map((r) => r.slug));
      let filled = 0;
      for (const city of list) {
        if (city.overview === '' || !bare.has(city.slug)) continue;
        const rows = await db
          .update(cities)
          .set({
            latitude: city.latitude,
            longitude: city.longitude,
            overview: city.overview,
            industries: city.industries,
            faq: city.faq,
            updatedAt: sql`now()`,
          })
          .where(and(eq(cities.slug, city.slug), eq(cities.overview, '')))
          .returning({ slug: cities.slug });
        filled += rows.length;
      }
      return filled;
    },

    /** Adds built-in cities that are missing; never overwrites edited or generated content. */
    async insertMissing(list: readonly City[]): Promise<number> {
      if (list.length === 0) return 0;
      const inserted = await db
        .insert(cities)
        .values([...list])
        .onConflictDoNothing()
        .returning({ slug: cities.slug });
      return inserted.length;
    },
  };
}

export type CitiesRepository = ReturnType<typeof createCitiesRepository>;
