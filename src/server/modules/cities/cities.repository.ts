import { asc, eq } from 'drizzle-orm';
import type { City, CitySummary } from '#shared/domain/city.ts';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/content.ts';

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

    async findBySlug(slug: string): Promise<City | undefined> {
      const [row] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1);
      if (!row) return undefined;
      const { createdAt: _c, updatedAt: _u, ...city } = row;
      return city as City;
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
