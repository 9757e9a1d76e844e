/**
 * Content automation and hyper-local SEO figures (signed-in-areas.md §2, §5, §9). The counts named by the
 * spec (four keywords, four sources, 20 picker cities, 10 topics, 6 focuses) and the coverage targets of
 * the progress bars (50+ cities, 850+ local keywords) are content; every value measured against them
 * comes from the database.
 */

/** RSS automation and the auto blog run every 6 hours (§9). */
export const RSS_SCHEDULE_HOURS = 6;

/** The four target keywords shown on the content automation screen. */
export const TARGET_KEYWORDS = [
  'commercial cleaning Minneapolis',
  'janitorial services Twin Cities',
  'office cleaning St. Paul',
  'commercial cleaning services Minnesota',
] as const;

/** SEO score colours (§9): 80 or more green, 60 to 79 yellow, below 60 red. */
export const SEO_SCORE_GREEN = 80;
export const SEO_SCORE_YELLOW = 60;
export function seoScoreTone(score: number): 'green' | 'yellow' | 'red' {
  return score >= SEO_SCORE_GREEN ? 'green' : score >= SEO_SCORE_YELLOW ? 'yellow' : 'red';
}

/** Bulk limits (§5, §9): cities 1 to 30 (default 10); posts 1 to 25 (default 10); not a number falls back to 10. */
export const LANDING_PAGES_LIMIT = { min: 1, max: 30, fallback: 10 } as const;
export const CITY_CONTENT_LIMIT = { min: 1, max: 25, fallback: 10 } as const;

/** The city picker lists the 20 most populous cities (§2). */
export const PICKER_CITY_COUNT = 20;

/** The six service focuses (§2). */
export const SERVICE_FOCUSES = ['office', 'medical', 'retail', 'industrial', 'educational', 'restaurant'] as const;
export type ServiceFocus = (typeof SERVICE_FOCUSES)[number];

export const SERVICE_FOCUS_LABELS: Record<ServiceFocus, string> = {
  office: 'Office',
  medical: 'Medical',
  retail: 'Retail',
  industrial: 'Industrial',
  educational: 'Educational',
  restaurant: 'Restaurant',
};

/** The ten content topics (§2): what a facility manager in a city searches for. */
export const CONTENT_TOPICS = [
  { value: 'cleaning-checklist', label: 'Cleaning checklist' },
  { value: 'choosing-a-provider', label: 'Choosing a cleaning provider' },
  { value: 'cost-and-budgeting', label: 'Cost and budgeting' },
  { value: 'health-and-hygiene', label: 'Health and hygiene' },
  { value: 'winter-readiness', label: 'Winter readiness' },
  { value: 'floor-care', label: 'Floor care' },
  { value: 'green-cleaning', label: 'Green cleaning' },
  { value: 'after-hours-cleaning', label: 'After-hours cleaning' },
  { value: 'compliance-and-safety', label: 'Compliance and safety' },
  { value: 'local-business-spotlight', label: 'Local business districts' },
] as const;
export type ContentTopic = (typeof CONTENT_TOPICS)[number]['value'];
export const CONTENT_TOPIC_VALUES = CONTENT_TOPICS.map((t) => t.value) as [ContentTopic, ...ContentTopic[]];

export const SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;
export type Season = (typeof SEASONS)[number];

/** The coverage targets the hyper-local progress bars measure against (§2: "50+ cities and 850+ local keywords"). */
export const CITY_COVERAGE_TARGET = 50;
export const LOCAL_KEYWORD_TARGET = 850;

/** Toasts and messages of §8 for these screens, exactly as written. */
export const CONTENT_TOASTS = {
  rssCompleted: 'RSS Aggregation Completed',
  rssFailedPage: 'RSS Aggregation Failed - Please check your OpenAI API key configuration.',
  postOptimized: 'Post Optimized',
  optimizationFailed: 'Optimization Failed - Failed to optimize the blog post.',
  massStarted: 'Mass Optimization Started',
  massFailed: 'Mass Optimization Failed - Failed to start SEO optimization for all posts.',
  analysisFailed: 'Failed to load SEO analysis',
  contentGenerated: 'Content Generated Successfully!',
  contentFailed: 'Content Generation Failed',
  contentFailedDefault: 'Failed to generate city content',
  landingGenerated: 'Landing Pages Generated!',
  landingFailed: 'Landing Page Generation Failed',
  landingFailedDefault: 'Failed to generate landing pages',
  seasonalGenerated: 'Seasonal Content Generated!',
  seasonalFailed: 'Seasonal Content Failed',
  seasonalFailedDefault: 'Failed to generate seasonal content',
  seasonalMissing: 'Missing Information - Please select a city and season',
} as const;
