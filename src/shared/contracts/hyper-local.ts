import { CITY_CONTENT_LIMIT, CONTENT_TOPIC_VALUES, LANDING_PAGES_LIMIT, SEASONS, SERVICE_FOCUSES } from '../domain/content-automation.ts';
import * as z from './zod.ts';

/**
 * The hyper-local SEO screen's calls (spec §2, §5, §7; issue 16, decision 0026): bulk landing pages, city
 * content (one article or a bulk run), seasonal content, and the city's strategy, suggestions, content
 * calendar and the screen's coverage figures. Everything generated is a draft for review.
 */

export const LIMIT_MESSAGES = {
  landingPages: `Enter a whole number of cities from ${LANDING_PAGES_LIMIT.min} to ${LANDING_PAGES_LIMIT.max}`,
  cityContent: `Enter a whole number of posts from ${CITY_CONTENT_LIMIT.min} to ${CITY_CONTENT_LIMIT.max}`,
} as const;

export const SELECT_CITY_MESSAGE = 'Select a city';
export const SELECT_SEASON_MESSAGE = 'Select a season';
export const SELECT_TOPIC_MESSAGE = `Choose a topic: ${CONTENT_TOPIC_VALUES.join(', ')}`;
export const SELECT_FOCUS_MESSAGE = `Choose a service focus: ${SERVICE_FOCUSES.join(', ')}`;

const limitOf = (range: { min: number; max: number }, message: string) =>
  z.optional(z.int({ error: message }).check(z.minimum(range.min, message), z.maximum(range.max, message)));

const citySlugParam = z.object({ citySlug: z.text().check(z.minLength(1), z.maxLength(100)) });

export const landingPagesRequestSchema = z.object({ limit: limitOf(LANDING_PAGES_LIMIT, LIMIT_MESSAGES.landingPages) });

export const generationAnswerFields = {
  totalGenerated: z.int(),
  /** Pages the doorway check or the writer refused (their outcomes are in the run). */
  failed: z.int(),
  message: z.text(),
};

export const landingPagesResponseSchema = z.object({ ...generationAnswerFields, runId: z.int() });
export type LandingPagesResponse = z.infer<typeof landingPagesResponseSchema>;

/** One article ({citySlug, topic, serviceType}) or a bulk run ({limit}); the service tells them apart. */
export const cityContentRequestSchema = z.object({
  citySlug: z.optional(z.text({ error: SELECT_CITY_MESSAGE }).check(z.maxLength(100, SELECT_CITY_MESSAGE))),
  topic: z.optional(z.enum(CONTENT_TOPIC_VALUES, { error: SELECT_TOPIC_MESSAGE })),
  serviceType: z.optional(z.enum(SERVICE_FOCUSES, { error: SELECT_FOCUS_MESSAGE })),
  limit: limitOf(CITY_CONTENT_LIMIT, LIMIT_MESSAGES.cityContent),
});
export type CityContentRequest = z.infer<typeof cityContentRequestSchema>;

export const cityContentResponseSchema = z.object({
  ...generationAnswerFields,
  /** The city of a single article; null for a bulk run. */
  citySlug: z.nullable(z.text()),
  postIds: z.array(z.int()),
  /** The bulk run; null for a single article. */
  runId: z.nullable(z.int()),
});
export type CityContentResponse = z.infer<typeof cityContentResponseSchema>;

export const seasonalRequestSchema = z.object({
  citySlug: z.text({ error: SELECT_CITY_MESSAGE }).check(z.minLength(1, SELECT_CITY_MESSAGE), z.maxLength(100, SELECT_CITY_MESSAGE)),
  season: z.enum(SEASONS, { error: SELECT_SEASON_MESSAGE }),
});

export const seasonalResponseSchema = z.object({
  citySlug: z.text(),
  season: z.enum(SEASONS),
  totalGenerated: z.int(),
  postId: z.int(),
  message: z.text(),
});
export type SeasonalResponse = z.infer<typeof seasonalResponseSchema>;

export const cityStrategySchema = z.object({
  citySlug: z.text(),
  cityName: z.text(),
  /** 0 to 100 (decision 0026: the formula). */
  rankingPotential: z.int(),
  targetKeywords: z.array(z.text()),
  contentPillars: z.array(z.text()),
  /** The parts of the figure, each with its points. */
  basis: z.array(z.object({ label: z.text(), value: z.text() })),
});
export type CityStrategy = z.infer<typeof cityStrategySchema>;

export const citySuggestionsSchema = z.object({ citySlug: z.text(), suggestions: z.array(z.text()) });
export type CitySuggestions = z.infer<typeof citySuggestionsSchema>;

export const calendarWeekSchema = z.object({
  /** The Sunday that starts the week, YYYY-MM-DD. */
  weekStart: z.text(),
  title: z.text(),
  topic: z.enum(CONTENT_TOPIC_VALUES),
  serviceType: z.enum(SERVICE_FOCUSES),
  season: z.nullable(z.enum(SEASONS)),
});
export const contentCalendarSchema = z.object({ citySlug: z.text(), weeks: z.array(calendarWeekSchema) });
export type ContentCalendar = z.infer<typeof contentCalendarSchema>;

export const hyperLocalCoverageSchema = z.object({
  totalCities: z.int(),
  /** Cities with at least one published local post or landing page. */
  citiesWithContent: z.int(),
  cityTarget: z.int(),
  /** Distinct keywords over the cities and the published local posts. */
  localKeywords: z.int(),
  keywordTarget: z.int(),
  /** Generated city drafts (landing pages, city content, seasonal) awaiting review. */
  drafts: z.int(),
});
export type HyperLocalCoverage = z.infer<typeof hyperLocalCoverageSchema>;

/** The schemas of each endpoint in hyper-local.endpoints.ts, by its name (the server registers them). */
export const hyperLocalSchemas = {
  generateLandingPages: { body: landingPagesRequestSchema, response: landingPagesResponseSchema },
  generateCityContent: { body: cityContentRequestSchema, response: cityContentResponseSchema },
  generateSeasonalContent: { body: seasonalRequestSchema, response: seasonalResponseSchema },
  getCityStrategy: { params: citySlugParam, response: cityStrategySchema },
  getCitySuggestions: { params: citySlugParam, response: citySuggestionsSchema },
  getContentCalendar: { params: citySlugParam, response: contentCalendarSchema },
  getHyperLocalCoverage: { response: hyperLocalCoverageSchema },
};
