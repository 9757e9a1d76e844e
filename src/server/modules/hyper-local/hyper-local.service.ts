import { POST_LIMITS, readTimeFor, slugify } from '#shared/contracts/blog-admin.ts';
import type {
  CityContentRequest,
  CityContentResponse,
  CityStrategy,
  CitySuggestions,
  ContentCalendar,
  HyperLocalCoverage,
  LandingPagesResponse,
  SeasonalResponse,
} from '#shared/contracts/hyper-local.ts';
import { SELECT_CITY_MESSAGE, SELECT_FOCUS_MESSAGE, SELECT_TOPIC_MESSAGE } from '#shared/contracts/hyper-local.ts';
import type { City, NearbyCity } from '#shared/domain/city.ts';
import { addDays, companyDate, weekStart } from '#shared/domain/company-time.ts';
import {
  CITY_CONTENT_LIMIT,
  CITY_COVERAGE_TARGET,
  CONTENT_TOPICS,
  LANDING_PAGES_LIMIT,
  LOCAL_KEYWORD_TARGET,
  SEASONS,
  SERVICE_FOCUS_LABELS,
  SERVICE_FOCUSES,
  type ContentTopic,
  type Season,
  type ServiceFocus,
} from '#shared/domain/content-automation.ts';
import { plural } from '#shared/text/plural.ts';
import { words } from '#shared/text/shingles.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { createCitiesService, nearestCities } from '../cities/cities.service.ts';
import { SYSTEM_AUTHOR } from '../content-automation/content-automation.repository.ts';
import { createContentRevisionRepository } from '../content/content-revision.repository.ts';
import type { ContentRunsService, RunHandle } from '../content-runs/content-runs.service.ts';
import { WriterError, type ContentWriter, type WriterRequest, type WrittenPost } from '../content-automation/writers/content-writer.ts';
import { focusRanking } from '../content-automation/writers/built-in-writer.ts';
import { WRITER_CATEGORIES } from '../content-automation/writers/llm-writer.ts';
import { createDoorwayCheck, type DoorwayCheck } from './doorway-check.ts';
import { createHyperLocalRepository, type LocalOrigin, type LocalPostRow } from './hyper-local.repository.ts';

/** A generated page links the six nearest served cities, as the city page does. */
const NEARBY_IN_POST = 6;
/** The content calendar plans this many weeks, one post a week. */
export const CALENDAR_WEEKS = 12;
/** The blog categories a generated post may carry; anything else a writer answers becomes office cleaning. */
const CATEGORIES: ReadonlySet<string> = new Set(WRITER_CATEGORIES);

const SEASON_LABELS: Record<Season, string> = { winter: 'Winter', spring: 'Spring', summer: 'Summer', fall: 'Fall' };
/** The topic a seasonal week of the calendar is filed under. */
const SEASON_TOPIC: Record<Season, ContentTopic> = {
  winter: 'winter-readiness',
  spring: 'floor-care',
  summer: 'after-hours-cleaning',
  fall: 'health-and-hygiene',
};

/** Minnesota's seasons by month (December to February is winter). */
export function seasonOf(isoDate: string): Season {
  const month = Number(isoDate.slice(5, 7));
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'fall';
}

export function nextSeason(season: Season): Season {
  return SEASONS[(SEASONS.indexOf(season) + 1) % SEASONS.length]!;
}

const topicLabel = (topic: ContentTopic) => CONTENT_TOPICS.find((t) => t.value === topic)!.label;

/** A draft's slug from its title, with room for a "-2" suffix within the slug's limit. */
const baseSlug = (title: string) =>
  slugify(title)
    .slice(0, POST_LIMITS.slug[1] - 4)
    .replace(/-+$/, '') || 'city-post';

/**
 * Ranking potential (decision 0026), 0 to 100 from four parts:
 * - population band, up to 30: 100,000+ 30, 50,000+ 24, 25,000+ 18, 10,000+ 12, smaller 6;
 * - local substance, up to 30: overview 1 point per 15 words (up to 10), 2 per industry (up to 10), 5 per FAQ answer (up to 10);
 * - published local posts, up to 25: a published landing page 10, 5 per other published local post (up to 15);
 * - keyword coverage, up to 15: 15 x the share of the target keywords found among the published local posts' keywords.
 */
export function rankingPotential(input: {
  population: number;
  overviewWords: number;
  industries: number;
  faq: number;
  landingPublished: boolean;
  otherPublished: number;
  keywordsCovered: number;
  keywordsTotal: number;
}) {
  const populationPoints =
    input.population >= 100_000
      ? 30
      : input.population >= 50_000
        ? 24
        : input.population >= 25_000
          ? 18
          : input.population >= 10_000
            ? 12
            : 6;
  const substancePoints =
    Math.min(10, Math.floor(input.overviewWords / 15)) + Math.min(10, 2 * input.industries) + Math.min(10, 5 * input.faq);
  const postPoints = (input.landingPublished ? 10 : 0) + Math.min(15, 5 * input.otherPublished);
  const keywordPoints = input.keywordsTotal === 0 ? 0 : Math.round((15 * input.keywordsCovered) / input.keywordsTotal);
  return {
    total: Math.max(0, Math.min(100, populationPoints + substancePoints + postPoints + keywordPoints)),
    populationPoints,
    substancePoints,
    postPoints,
    keywordPoints,
  };
}

/** The keywords a city's content aims at: its own list and the three phrases every city page targets. */
export function targetKeywordsOf(city: Pick<City, 'name' | 'keywords'>): string[] {
  const list = [...city.keywords, `commercial cleaning ${city.name}`, `office cleaning ${city.name}`, `janitorial services ${city.name}`];
  return [...new Map(list.map((k) => [k.toLowerCase(), k.toLowerCase()])).values()];
}

/**
 * A bulk generation answers its request with the totals (spec §7), so it starts no new city after this
 * long; the cities left keep no page and the next request takes them first (decision 0026).
 */
export const BULK_BUDGET_MS = 45_000;

export interface HyperLocalDeps {
  db: Database;
  writer: ContentWriter;
  runs: ContentRunsService;
  clock?: () => Date;
  /** Overrides BULK_BUDGET_MS (tests). */
  bulkBudgetMs?: number;
}

export function createHyperLocalService({ db, writer, runs, clock = () => new Date(), bulkBudgetMs = BULK_BUDGET_MS }: HyperLocalDeps) {
  const repo = createHyperLocalRepository(db);
  const citiesService = createCitiesService(db);
  const revisions = createContentRevisionRepository(db);

  /** Every city (most populous first) and every local post, read once, and the doorway check over them. */
  async function comparison(): Promise<{ cities: City[]; posts: LocalPostRow[]; doorway: DoorwayCheck }> {
    const [cities, posts] = await Promise.all([citiesService.all(), repo.localPosts()]);
    return { cities, posts, doorway: createDoorwayCheck(cities, posts) };
  }

  /** The six served cities nearest to `city`, from the cities a run has already read. */
  const nearbyOf = (city: City, cities: readonly City[]) => nearestCities(city, cities, NEARBY_IN_POST);

  /** Stores a written page as a draft for review; the slug is the title's, numbered when taken. */
  async function storeDraft(
    city: City,
    written: WrittenPost,
    origin: LocalOrigin,
    extra: { topic?: ContentTopic; serviceType?: ServiceFocus; season?: Season },
  ): Promise<number> {
    // Two generations of the same title at once (two tabs, two admins) race for one slug: the loser of
    // the unique index tries again with the next free slug instead of failing.
    for (let attempt = 0; ; attempt++) {
      try {
        return await insertDraft(city, written, origin, extra);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  async function insertDraft(
    city: City,
    written: WrittenPost,
    origin: LocalOrigin,
    extra: { topic?: ContentTopic; serviceType?: ServiceFocus; season?: Season },
  ): Promise<number> {
    return inTransaction(db, async (tx) => {
      const txRepo = createHyperLocalRepository(tx);
      const base = baseSlug(written.title);
      const taken = await txRepo.slugsLike(base);
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const id = await txRepo.insertPost({
        title: written.title,
        slug,
        excerpt: written.excerpt,
        content: written.content,
        contentFormat: 'markdown',
        category: CATEGORIES.has(written.category) ? written.category : 'office-cleaning',
        tags: written.tags,
        readTime: readTimeFor(words(written.content).length),
        status: 'draft',
        publishedAt: null,
        metaTitle: written.metaTitle,
        metaDescription: written.metaDescription,
        keywords: written.keywords,
        authorId: SYSTEM_AUTHOR,
        origin,
        citySlug: city.slug,
        topic: extra.topic ?? null,
        serviceType: extra.serviceType ?? null,
        season: extra.season ?? null,
        writer: writer.name,
      });
      // Drafts are not public, but the posts table is public content: every instance's page cache follows it.
      await revisions.bump('blog', tx);
      return id;
    });
  }

  type Attempt = { ok: true; id: number; title: string } | { ok: false; message: string };

  /** Writes one page, holds it to the doorway rule and stores it; a refusal is an outcome, not an exception. */
  async function attempt(
    city: City,
    request: WriterRequest,
    origin: LocalOrigin,
    extra: { topic?: ContentTopic; serviceType?: ServiceFocus; season?: Season },
    doorway: DoorwayCheck,
  ): Promise<Attempt> {
    let written: WrittenPost;
    try {
      written = await writer.write(request);
    } catch (error) {
      if (error instanceof WriterError) return { ok: false, message: error.message };
      throw error;
    }
    const verdict = doorway.check(city.slug, written.title, written.content);
    if (!verdict.ok) return { ok: false, message: verdict.message };
    const id = await storeDraft(city, written, origin, extra);
    doorway.add({ citySlug: city.slug, origin, title: written.title, content: written.content });
    return { ok: true, id, title: written.title };
  }

  /**
   * One page asked for by an admin, about the city `slug` (404 when there is none): a refusal is the
   * request's error, with the outcome as its message. The status follows the error: a writer failure that
   * may pass later is 503, a refused key 502; a page the writer will not write as asked (too little local
   * detail, an unusable answer) is 409, as is a page the doorway check refuses.
   */
  async function single(
    slug: string,
    requestFor: (city: City, nearby: NearbyCity[]) => WriterRequest,
    origin: LocalOrigin,
    extra: { topic?: ContentTopic; serviceType?: ServiceFocus; season?: Season },
  ): Promise<{ city: City; id: number; title: string }> {
    const { cities, doorway } = await comparison();
    const city = cities.find((c) => c.slug === slug);
    if (!city) throw notFound('City');
    let written: WrittenPost;
    try {
      written = await writer.write(requestFor(city, nearbyOf(city, cities)));
    } catch (error) {
      if (!(error instanceof WriterError)) throw error;
      if (error.retryable) throw new AppError('SERVICE_UNAVAILABLE', `The writer failed: ${error.message}`);
      // The model refused the key or answered unusably: a bad gateway. Too little to write from: the city's data.
      if (error.failedOn === 'provider') throw new AppError('BAD_GATEWAY', `The writer failed: ${error.message}`);
      throw new AppError('CONFLICT', error.message);
    }
    const verdict = doorway.check(city.slug, written.title, written.content);
    if (!verdict.ok) throw new AppError('CONFLICT', verdict.message);
    return { city, id: await storeDraft(city, written, origin, extra), title: written.title };
  }

  /** Runs `work` for each unit under a run; an unexpected error closes the run as failed and goes on up. */
  async function underRun<T>(run: RunHandle, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await run.fail(`Stopped: ${error instanceof Error ? error.message : String(error)}`).catch(() => undefined);
      throw error;
    }
  }

  function summary(generated: number, failed: number, what: [string, string], left = 0): string {
    let made = `Generated ${plural(generated, ...what)} as drafts for review`;
    if (failed > 0) made += `; ${failed} failed (see the run's outcomes)`;
    if (left > 0) made += `; ${plural(left, 'city', 'cities')} left for lack of time: run it again to continue`;
    return made;
  }

  /** A clock for a bulk run's budget: true once no new city should be started. */
  function budget() {
    const started = performance.now();
    return () => performance.now() - started > bulkBudgetMs;
  }

  async function noteLeft(run: RunHandle, left: number) {
    await run.note({
      label: 'Time limit',
      outcome: 'skipped',
      detail: `${plural(left, 'city', 'cities')} left: a bulk run starts no new city after ${Math.round(bulkBudgetMs / 1000)} s`,
    });
  }

  return {
    async generateLandingPages(limit: number | undefined, requestedBy: string | null): Promise<LandingPagesResponse> {
      const count = limit ?? LANDING_PAGES_LIMIT.fallback;
      // The run first, then the cities still without a landing page: a run that ended meanwhile on another
      // instance has its pages counted, so no city gets a second one.
      const run = await runs.start('landing-pages', { requestedBy });
      return underRun(run, async () => {
        const { cities, posts, doorway } = await comparison();
        const covered = new Set(posts.filter((p) => p.origin === 'landing-page').map((p) => p.citySlug));
        const targets = cities.filter((c) => !covered.has(c.slug)).slice(0, count);
        await run.setTotal(targets.length);
        let generated = 0;
        let failed = 0;
        let left = 0;
        const spent = budget();
        for (const [i, city] of targets.entries()) {
          if (spent()) {
            left = targets.length - i;
            await noteLeft(run, left);
            break;
          }
          const result = await attempt(city, { kind: 'landing-page', city, nearby: nearbyOf(city, cities) }, 'landing-page', {}, doorway);
          if (result.ok) generated++;
          else failed++;
          await run.step({
            label: city.name,
            outcome: result.ok ? 'ok' : 'failed',
            detail: result.ok ? `Draft "${result.title}" (post ${result.id})` : result.message,
          });
        }
        const message =
          targets.length === 0
            ? 'Every city already has a landing page'
            : summary(generated, failed, ['landing page', 'landing pages'], left);
        await run.finish(message);
        return { totalGenerated: generated, failed, runId: run.id, message };
      });
    },

    async generateCityContent(body: CityContentRequest, requestedBy: string | null): Promise<CityContentResponse> {
      const isSingle = body.citySlug !== undefined || body.topic !== undefined || body.serviceType !== undefined;
      if (isSingle) {
        const slug = body.citySlug?.trim() ?? '';
        if (slug === '') throw new AppError('VALIDATION_FAILED', SELECT_CITY_MESSAGE, { citySlug: SELECT_CITY_MESSAGE });
        if (!body.topic) throw new AppError('VALIDATION_FAILED', SELECT_TOPIC_MESSAGE, { topic: SELECT_TOPIC_MESSAGE });
        if (!body.serviceType) throw new AppError('VALIDATION_FAILED', SELECT_FOCUS_MESSAGE, { serviceType: SELECT_FOCUS_MESSAGE });
        const { topic, serviceType } = body;
        const post = await single(slug, (city, nearby) => ({ kind: 'city-article', city, nearby, topic, serviceType }), 'city-content', {
          topic,
          serviceType,
        });
        return {
          citySlug: post.city.slug,
          totalGenerated: 1,
          failed: 0,
          postIds: [post.id],
          runId: null,
          message: `Draft "${post.title}" is ready for review`,
        };
      }

      const count = body.limit ?? CITY_CONTENT_LIMIT.fallback;
      // The run first, then the choice of cities (see generateLandingPages).
      const run = await runs.start('city-content', { requestedBy });
      return underRun(run, async () => {
        const { cities, posts, doorway } = await comparison();
        const articles = posts.filter((p) => p.origin === 'city-content');
        const perCity = new Map<string, LocalPostRow[]>();
        for (const p of articles) perCity.set(p.citySlug, [...(perCity.get(p.citySlug) ?? []), p]);
        // Fewest articles first; cities are listed most populous first, and the sort keeps that order for ties.
        const targets = [...cities].sort((a, b) => (perCity.get(a.slug)?.length ?? 0) - (perCity.get(b.slug)?.length ?? 0)).slice(0, count);
        await run.setTotal(targets.length);
        const postIds: number[] = [];
        let failed = 0;
        let left = 0;
        const spent = budget();
        for (const [i, city] of targets.entries()) {
          if (spent()) {
            left = targets.length - i;
            await noteLeft(run, left);
            break;
          }
          // Topics rotate through the run, continuing from the articles that exist; a city gets a topic it lacks.
          const had = new Set((perCity.get(city.slug) ?? []).map((p) => p.topic));
          const start = (articles.length + i) % CONTENT_TOPICS.length;
          const rotation = CONTENT_TOPICS.map((_, k) => CONTENT_TOPICS[(start + k) % CONTENT_TOPICS.length]!.value);
          const topic = rotation.find((t) => !had.has(t)) ?? rotation[0]!;
          const serviceType = focusRanking(city.industries)[0]!;
          const result = await attempt(
            city,
            { kind: 'city-article', city, nearby: nearbyOf(city, cities), topic, serviceType },
            'city-content',
            { topic, serviceType },
            doorway,
          );
          if (result.ok) postIds.push(result.id);
          else failed++;
          await run.step({
            label: `${city.name}: ${topicLabel(topic)}`,
            outcome: result.ok ? 'ok' : 'failed',
            detail: result.ok ? `Draft "${result.title}" (post ${result.id})` : result.message,
          });
        }
        const message = summary(postIds.length, failed, ['city article', 'city articles'], left);
        await run.finish(message);
        return { citySlug: null, totalGenerated: postIds.length, postIds, runId: run.id, failed, message };
      });
    },

    async generateSeasonal(body: { citySlug: string; season: Season }): Promise<SeasonalResponse> {
      const post = await single(body.citySlug, (city, nearby) => ({ kind: 'seasonal', city, nearby, season: body.season }), 'seasonal', {
        season: body.season,
      });
      return {
        citySlug: post.city.slug,
        season: body.season,
        totalGenerated: 1,
        postId: post.id,
        message: `Draft "${post.title}" is ready for review`,
      };
    },

    async strategy(slug: string): Promise<CityStrategy> {
      const city = await citiesService.get(slug);
      const posts = await repo.localPosts(city.slug);
      const published = posts.filter((p) => p.status === 'published');
      const landingPublished = published.some((p) => p.origin === 'landing-page');
      const otherPublished = published.filter((p) => p.origin !== 'landing-page').length;
      const targetKeywords = targetKeywordsOf(city);
      const used = new Set(published.flatMap((p) => p.keywords.map((k) => k.toLowerCase())));
      const covered = targetKeywords.filter((k) => used.has(k)).length;
      const overviewWords = words(city.overview).length;
      const figure = rankingPotential({
        population: city.population,
        overviewWords,
        industries: city.industries.length,
        faq: city.faq.length,
        landingPublished,
        otherPublished,
        keywordsCovered: covered,
        keywordsTotal: targetKeywords.length,
      });
      const focuses = focusRanking(city.industries);
      const contentPillars = [
        ...focuses.slice(0, 2).map((f) => `${SERVICE_FOCUS_LABELS[f]} facility cleaning in ${city.name}`),
        ...(city.businessDistricts.length > 0 ? [`Business districts: ${city.businessDistricts.join(', ')}`] : []),
        `Seasonal maintenance for ${city.name} buildings`,
      ];
      return {
        citySlug: city.slug,
        cityName: city.name,
        rankingPotential: figure.total,
        targetKeywords,
        contentPillars,
        basis: [
          { label: 'Population band', value: `${city.population.toLocaleString('en-US')} residents: ${figure.populationPoints} of 30` },
          {
            label: 'Local substance',
            value: `overview of ${overviewWords} words, ${city.industries.length} industries, ${city.faq.length} FAQ answers: ${figure.substancePoints} of 30`,
          },
          {
            label: 'Published local posts',
            value: `landing page ${landingPublished ? 'published' : 'not published'}, ${otherPublished} other posts: ${figure.postPoints} of 25`,
          },
          {
            label: 'Keyword coverage',
            value: `${covered} of ${targetKeywords.length} target keywords in published posts: ${figure.keywordPoints} of 15`,
          },
        ],
      };
    },

    async suggestions(slug: string): Promise<CitySuggestions> {
      const city = await citiesService.get(slug);
      const posts = await repo.localPosts(city.slug);
      const out: string[] = [];
      const landing = posts.find((p) => p.origin === 'landing-page');
      if (!landing) out.push(`Generate a landing page for ${city.name}`);
      else if (landing.status === 'draft') out.push(`Review and publish the ${city.name} landing page draft`);
      const coming = nextSeason(seasonOf(companyDate(clock())));
      if (!posts.some((p) => p.origin === 'seasonal' && p.season === coming)) {
        out.push(`Prepare a ${coming} post for ${city.name} before the season starts`);
      }
      const topics = new Set(posts.map((p) => p.topic));
      const missingTopics = CONTENT_TOPICS.filter((t) => !topics.has(t.value)).slice(0, 3);
      for (const t of missingTopics) out.push(`Write about ${t.label.toLowerCase()} for ${city.name}: no post on this topic yet`);
      const focuses = new Set(posts.map((p) => p.serviceType));
      const ranked = focusRanking(city.industries).filter((f) => !focuses.has(f));
      for (const f of ranked.slice(0, 2))
        out.push(`Cover ${SERVICE_FOCUS_LABELS[f].toLowerCase()} facilities in ${city.name}: no post with this focus yet`);
      const text = posts.map((p) => `${p.title}\n${p.content}`.toLowerCase()).join('\n');
      for (const district of city.businessDistricts) {
        if (!text.includes(district.toLowerCase())) out.push(`Feature ${district}: no ${city.name} post mentions it yet`);
      }
      if (city.overview.trim() === '')
        out.push(`Add an overview of ${city.name}'s commercial life to the city: generated pages need local facts`);
      if (city.faq.length === 0) out.push(`Add a local FAQ to ${city.name}: questions facility managers there ask`);
      return { citySlug: city.slug, suggestions: out };
    },

    async calendar(slug: string): Promise<ContentCalendar> {
      const city = await citiesService.get(slug);
      const posts = await repo.localPosts(city.slug);
      const havePairs = new Set(posts.filter((p) => p.origin === 'city-content').map((p) => `${p.topic}|${p.serviceType}`));
      const haveSeasons = new Set(posts.filter((p) => p.origin === 'seasonal').map((p) => p.season));
      const focuses = focusRanking(city.industries);
      // Topic weeks: each topic in turn with the city's best focus, then the next focus, skipping what exists.
      const queue: Array<{ topic: ContentTopic; serviceType: ServiceFocus }> = [];
      for (let round = 0; round < SERVICE_FOCUSES.length; round++) {
        for (const [i, t] of CONTENT_TOPICS.entries()) {
          const serviceType = focuses[(i + round) % focuses.length]!;
          const key = `${t.value}|${serviceType}`;
          if (havePairs.has(key)) continue;
          havePairs.add(key);
          queue.push({ topic: t.value, serviceType });
        }
      }
      const first = addDays(weekStart(companyDate(clock())), 7);
      const weeks: ContentCalendar['weeks'] = [];
      for (let w = 0; w < CALENDAR_WEEKS; w++) {
        const start = addDays(first, 7 * w);
        // A season's post goes in the week four weeks before it starts, unless the city has one.
        const upcoming = seasonOf(addDays(start, 28));
        if (upcoming !== seasonOf(start) && !haveSeasons.has(upcoming)) {
          haveSeasons.add(upcoming);
          weeks.push({
            weekStart: start,
            title: `${SEASON_LABELS[upcoming]} facility cleaning in ${city.name}`,
            topic: SEASON_TOPIC[upcoming],
            serviceType: focuses[0]!,
            season: upcoming,
          });
          continue;
        }
        const next = queue.shift();
        if (!next) break;
        weeks.push({
          weekStart: start,
          title: `${topicLabel(next.topic)} for ${SERVICE_FOCUS_LABELS[next.serviceType].toLowerCase()} facilities in ${city.name}`,
          topic: next.topic,
          serviceType: next.serviceType,
          season: null,
        });
      }
      return { citySlug: city.slug, weeks };
    },

    async coverage(): Promise<HyperLocalCoverage> {
      const [cities, published, drafts] = await Promise.all([citiesService.all(), repo.publishedLocalKeywords(), repo.countLocalDrafts()]);
      const keywords = new Set<string>();
      for (const c of cities) for (const k of c.keywords) keywords.add(k.trim().toLowerCase());
      for (const p of published) for (const k of p.keywords) keywords.add(k.trim().toLowerCase());
      keywords.delete('');
      return {
        totalCities: cities.length,
        citiesWithContent: new Set(published.map((p) => p.citySlug)).size,
        cityTarget: CITY_COVERAGE_TARGET,
        localKeywords: keywords.size,
        keywordTarget: LOCAL_KEYWORD_TARGET,
        drafts,
      };
    },
  };
}

export type HyperLocalService = ReturnType<typeof createHyperLocalService>;
