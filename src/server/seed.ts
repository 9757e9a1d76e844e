import type { FastifyBaseLogger } from 'fastify';
import type { CitiesService } from './modules/cities/cities.service.ts';
import { builtInCities } from './db/seed/cities.data.ts';

/** Built-in content, added when missing on every start; edits made later are kept. */
export async function seedBuiltInContent(cities: CitiesService, log: FastifyBaseLogger): Promise<void> {
  const added = await cities.seed(builtInCities);
  if (added > 0) log.info({ added }, 'seeded built-in cities');
}
