import type { City, CitySummary } from '#shared/domain/city.ts';
import { notFound } from '../../errors.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { createCitiesRepository } from './cities.repository.ts';
import { createContentRevisionRepository } from '../content/content-revision.repository.ts';

export function createCitiesService(db: Database) {
  const repo = createCitiesRepository(db);
  const revisions = createContentRevisionRepository(db);
  return {
    list(): Promise<CitySummary[]> {
      return repo.listSummaries();
    },

    async get(slug: string): Promise<City> {
      const city = await repo.findBySlug(slug);
      if (!city) throw notFound('City');
      return city;
    },

    /** Seeds the built-in cities; a change invalidates cached pages on every instance. */
    async seed(list: readonly City[]): Promise<number> {
      return inTransaction(db, async (tx) => {
        const added = await createCitiesRepository(tx).insertMissing(list);
        if (added > 0) await revisions.bump('cities', tx);
        return added;
      });
    },
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
