import type { CityDetail } from '#shared/contracts/cities.ts';
import type { City, CitySummary, NearbyCity } from '#shared/domain/city.ts';
import { distanceMeters } from '#shared/domain/geo.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { renderPostContent } from '../blog/render-content.ts';
import { createContentRevisionRepository } from '../content/content-revision.repository.ts';
import { createCitiesRepository } from './cities.repository.ts';

const METERS_PER_MILE = 1609.344;
/** A city page links its six nearest served cities and lists its six newest local articles. */
const NEARBY_ON_PAGE = 6;
const LOCAL_POSTS_ON_PAGE = 6;

/** A city as the distance sort reads it: its summary and its centre (null where not known). */
export type LocatedCity = CitySummary & Pick<City, 'latitude' | 'longitude'>;

/**
 * The cities of `cities` nearest to `city` (by the straight line between centres), nearest first and by
 * name on a tie, with their distance in miles to one decimal. The city itself and cities without
 * coordinates are left out; empty when `city` has no coordinates. Pure: a bulk run loads the cities once.
 */
export function nearestCities(
  city: Pick<City, 'slug' | 'latitude' | 'longitude'>,
  cities: readonly LocatedCity[],
  count: number,
): NearbyCity[] {
  if (city.latitude === null || city.longitude === null) return [];
  const here = { lat: city.latitude, lng: city.longitude };
  return cities
    .flatMap(({ name, slug, county, population, category, latitude, longitude }) =>
      slug === city.slug || latitude === null || longitude === null
        ? []
        : [
            {
              name,
              slug,
              county,
              population,
              category,
              miles: Math.round((distanceMeters(here, { lat: latitude, lng: longitude }) / METERS_PER_MILE) * 10) / 10,
            },
          ],
    )
    .sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name))
    .slice(0, count);
}

export function createCitiesService(db: Database) {
  const repo = createCitiesRepository(db);
  const revisions = createContentRevisionRepository(db);
  return {
    list(): Promise<CitySummary[]> {
      return repo.listSummaries();
    },

    /** Every city with all its facts, most populous first: read once by a bulk run. */
    all(): Promise<City[]> {
      return repo.listAll();
    },

    async get(slug: string): Promise<City> {
      const city = await repo.findBySlug(slug);
      if (!city) throw notFound('City');
      return city;
    },

    /** The city page's data: the city, its nearest served cities and its published local content. */
    async page(slug: string): Promise<CityDetail> {
      const city = await this.get(slug);
      const [nearby, articles, landing] = await Promise.all([
        this.nearby(city, NEARBY_ON_PAGE),
        repo.localArticles(slug, LOCAL_POSTS_ON_PAGE),
        repo.landingPage(slug),
      ]);
      return {
        ...city,
        nearby: nearby.map(({ name, slug: s, miles }) => ({ name, slug: s, miles })),
        localPosts: articles.map((a) => ({ ...a, publishedAt: a.publishedAt.toISOString() })),
        landingPage: landing ? { title: landing.title, html: renderPostContent(landing.content, landing.contentFormat) } : null,
      };
    },

    /** The served cities nearest to `city` (see nearestCities); one read of the placed cities. */
    async nearby(city: Pick<City, 'slug' | 'latitude' | 'longitude'>, count: number): Promise<NearbyCity[]> {
      if (city.latitude === null || city.longitude === null) return [];
      return nearestCities(city, await repo.listPlaced(), count);
    },

    /** Seeds the built-in cities; a change invalidates cached pages on every instance. */
    async seed(list: readonly City[]): Promise<number> {
      return inTransaction(db, async (tx) => {
        const repo = createCitiesRepository(tx);
        const added = (await repo.insertMissing(list)) + (await repo.fillMissingLocal(list));
        if (added > 0) await revisions.bump('cities', tx);
        return added;
      });
    },
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
