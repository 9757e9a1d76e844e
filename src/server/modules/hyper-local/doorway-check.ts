import type { City } from '#shared/domain/city.ts';
import { MAX_SHARED_SHINGLES, SHINGLE_SIZE, sharedShare, shingles } from '#shared/text/shingles.ts';

/**
 * The doorway rule (issue 16, decision 0026): before a generated city post is stored, its text (title and
 * content, words only) is compared with every OTHER city's page text and every OTHER city's posts (any status,
 * any origin). When it shares more than MAX_SHARED_SHINGLES (40%) of its 5-word shingles with any one of them,
 * the page fails with a readable outcome instead of being stored. The issue fails pages at "more than half";
 * we hold generated pages to the stricter 40% the city pages are held to.
 *
 * The comparison sets are built once per request or run (about 90 city pages and their posts), and a page
 * written during the run joins them, so a run cannot produce two near-identical pages either.
 */

export interface ComparisonPage {
  citySlug: string;
  cityName: string;
  /** How the page is named in a failure: "city page", "landing page \"...\"". */
  page: string;
  shingles: ReadonlySet<string>;
}

export type DoorwayVerdict =
  | { ok: true; closest: { cityName: string; page: string; share: number } | null }
  | { ok: false; closest: { cityName: string; page: string; share: number }; message: string };

/** The words of a Markdown or HTML text: link targets, tags and entities out. */
export function postText(title: string, content: string): string {
  return `${title}\n${content}`
    .replaceAll(/\]\([^)]*\)/g, '] ')
    .replaceAll(/<[^>]+>/g, ' ')
    .replaceAll(/&[a-z#0-9]+;/gi, ' ');
}

/** The text of a city page that is the city's own: description, overview, industries, FAQ, districts, landmarks. */
export function cityPageText(
  city: Pick<City, 'description' | 'overview' | 'industries' | 'faq' | 'businessDistricts' | 'landmarks'>,
): string {
  return [
    city.description,
    city.overview,
    city.industries.join('\n'),
    city.faq.map((f) => `${f.question}\n${f.answer}`).join('\n'),
    city.businessDistricts.join('\n'),
    city.landmarks.join('\n'),
  ].join('\n');
}

const ORIGIN_PAGE: Record<string, string> = {
  'landing-page': 'landing page',
  'city-content': 'article',
  seasonal: 'seasonal article',
};

export function postPageName(origin: string, title: string): string {
  return `${ORIGIN_PAGE[origin] ?? 'post'} "${title}"`;
}

export function describeFailure(closest: { cityName: string; page: string; share: number }): string {
  return `Too close to ${closest.cityName}'s ${closest.page}: ${Math.round(closest.share * 100)}% of its ${SHINGLE_SIZE}-word phrases are shared`;
}

export function createDoorwayCheck(
  cities: ReadonlyArray<
    Pick<City, 'slug' | 'name' | 'description' | 'overview' | 'industries' | 'faq' | 'businessDistricts' | 'landmarks'>
  >,
  posts: ReadonlyArray<{ citySlug: string; origin: string; title: string; content: string }>,
  threshold = MAX_SHARED_SHINGLES,
) {
  const names = new Map(cities.map((c) => [c.slug, c.name]));
  const pages: ComparisonPage[] = cities.map((c) => ({
    citySlug: c.slug,
    cityName: c.name,
    page: 'city page',
    shingles: shingles(cityPageText(c)),
  }));
  const add = (post: { citySlug: string; origin: string; title: string; content: string }) => {
    pages.push({
      citySlug: post.citySlug,
      cityName: names.get(post.citySlug) ?? post.citySlug,
      page: postPageName(post.origin, post.title),
      shingles: shingles(postText(post.title, post.content)),
    });
  };
  for (const post of posts) add(post);

  return {
    /** Compares a candidate page about `citySlug` with every other city's pages. */
    check(citySlug: string, title: string, content: string): DoorwayVerdict {
      const own = shingles(postText(title, content));
      let closest: { cityName: string; page: string; share: number } | null = null;
      for (const other of pages) {
        if (other.citySlug === citySlug) continue;
        const share = sharedShare(own, other.shingles);
        if (!closest || share > closest.share) closest = { cityName: other.cityName, page: other.page, share };
      }
      if (closest && closest.share > threshold) return { ok: false, closest, message: describeFailure(closest) };
      return { ok: true, closest };
    },
    /** A page stored during the run joins the comparison. */
    add,
  };
}

export type DoorwayCheck = ReturnType<typeof createDoorwayCheck>;
