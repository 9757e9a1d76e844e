import type { SeoSnapshot } from '#shared/contracts/seo-optimizer.ts';
import type { ServiceId } from '#shared/content/services.ts';
import { escapeHtml } from '#shared/text/escape-html.ts';
import { internalLinksOf, SEO_LIMITS, type SeoPostInput } from './analyze-post.ts';
import { readPostBody } from './post-body.ts';
import {
  bareRoute,
  citiesNamed,
  containsPhrase,
  fitToLength,
  normalizePhrase,
  sentenceCase,
  spokenForm,
  titleCase,
  wholeClause,
} from './seo-text.ts';

export interface OptimizePostInput extends SeoPostInput {
  tags: string[];
  /** The generation's service focus (office, medical, ...), when the post has one. */
  serviceType: string | null;
}

export interface CityRef {
  name: string;
  slug: string;
}

export interface OptimizeContext {
  siteUrl: string;
  /** The post's own city (its city_slug), and the served cities nearest to it. */
  city: CityRef | null;
  nearby: CityRef[];
  /** Every served city: a post without a city links the ones its text names. */
  servedCities: CityRef[];
}

export interface OptimizeResult {
  after: SeoSnapshot;
  /** What changed, in words; empty when nothing could be improved. */
  changes: string[];
}

const FOCUS: Record<string, { keyword: string; service: ServiceId | null }> = {
  office: { keyword: 'office cleaning', service: 'office-cleaning' },
  medical: { keyword: 'medical facility cleaning', service: 'medical-facilities' },
  retail: { keyword: 'retail cleaning', service: 'retail-spaces' },
  industrial: { keyword: 'industrial cleaning', service: 'industrial-cleaning' },
  educational: { keyword: 'school cleaning', service: 'educational-facilities' },
  restaurant: { keyword: 'restaurant cleaning', service: null },
};

/** Without a service focus, the post's category, keywords and title say which service it is about (first match wins). */
const SERVICE_HINTS: Array<[RegExp, ServiceId]> = [
  [/\b(medical|healthcare|clinic|hospital|dental)/, 'medical-facilities'],
  [/\b(school|education|campus|universit|classroom)/, 'educational-facilities'],
  [/\b(industrial|warehouse|manufactur|plant floor)/, 'industrial-cleaning'],
  [/\b(retail|store|showroom)/, 'retail-spaces'],
  [/\b(office|workplace)/, 'office-cleaning'],
];

const SERVICE_LINK_LABELS: Record<ServiceId, string> = {
  'office-cleaning': 'office cleaning services',
  'industrial-cleaning': 'industrial cleaning services',
  'medical-facilities': 'medical facility cleaning',
  'educational-facilities': 'school and campus cleaning',
  'retail-spaces': 'retail cleaning',
};

/** Service phrases a title may hold that make good keywords. */
const SERVICE_PHRASES = [
  'commercial cleaning',
  'office cleaning',
  'janitorial services',
  'floor care',
  'carpet cleaning',
  'window cleaning',
  'green cleaning',
  'disinfection',
  'restroom cleaning',
  'medical cleaning',
  'healthcare cleaning',
  'school cleaning',
  'retail cleaning',
  'industrial cleaning',
  'warehouse cleaning',
  'post-construction cleaning',
  'day porter',
];

const KEYWORDS_WHEN_DERIVED = 5;

const lowerKeyword = (k: string) => k.toLowerCase().replace(/\s+/g, ' ').trim();

function keywordsFor(post: OptimizePostInput, ctx: OptimizeContext): { keywords: string[]; change: string | null } {
  const seen = new Set<string>();
  const keep = (list: string[]) =>
    list.map(lowerKeyword).filter((k) => {
      const key = normalizePhrase(k);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const own = keep(post.keywords);
  const focus = post.serviceType ? FOCUS[post.serviceType] : undefined;
  const city = ctx.city?.name.toLowerCase();
  let keywords = own.slice(0, SEO_LIMITS.keywords.max);
  const added: string[] = [];
  if (own.length < SEO_LIMITS.keywords.min) {
    const titleText = normalizePhrase(post.title);
    const candidates = keep([
      ...(city ? [`${focus?.keyword ?? 'commercial cleaning'} ${city}`] : []),
      post.category.replace(/-/g, ' '),
      ...(focus ? [focus.keyword] : []),
      ...SERVICE_PHRASES.filter((phrase) => ` ${titleText} `.includes(` ${normalizePhrase(phrase)} `)),
      ...post.tags,
      ...(city ? [city] : []),
    ]);
    added.push(...candidates.slice(0, KEYWORDS_WHEN_DERIVED - own.length));
    keywords = [...own, ...added];
  }
  const same = keywords.length === post.keywords.length && keywords.every((k, i) => k === post.keywords[i]);
  if (same) return { keywords, change: null };
  const parts = [
    ...(added.length > 0 ? [`added ${added.map((k) => `'${k}'`).join(', ')}`] : []),
    ...(own.length > SEO_LIMITS.keywords.max ? [`kept the first ${SEO_LIMITS.keywords.max} of ${own.length}`] : []),
    ...(added.length === 0 && own.length <= SEO_LIMITS.keywords.max ? ['lower-cased and de-duplicated'] : []),
  ];
  return { keywords, change: `Keywords: ${parts.join('; ')} (now ${keywords.length}).` };
}

/**
 * The primary keyword is added after the title (or its first clause) when it fits in 60 characters; a title
 * over 60 is cut back to its longest leading clause of 30-60. Otherwise the title stays as written: a
 * fragment cut at any word would read worse than a long title.
 */
function titleFor(title: string, primary: string | undefined, spoken: string | undefined): string {
  const { min, max } = SEO_LIMITS.title;
  if (primary && spoken && !containsPhrase(title, primary)) {
    const suffix = `: ${titleCase(spoken)}`;
    const clause = wholeClause(title, max - suffix.length, 20);
    if (clause) return `${clause}${suffix}`;
  }
  if (title.trim().length > max) return wholeClause(title, max, min) ?? title;
  return title;
}

const sentencesOf = (text: string) =>
  text
    .match(/[^.!?]+(?:[.!?]+|$)/g)
    ?.map((s) => s.trim())
    .filter((s) => s !== '') ?? [];

function metaDescriptionFor(
  post: OptimizePostInput,
  primary: string | undefined,
  spoken: string | undefined,
  ctx: OptimizeContext,
  bodyBlocks: string[],
): string {
  const { min, max } = SEO_LIMITS.metaDescription;
  const current = post.metaDescription.trim();
  const inRange = (s: string) => s.length >= min && s.length <= max;
  const source = (inRange(current) ? current : post.excerpt.trim() || bodyBlocks[0] || '').replace(/\s+/g, ' ');
  const withKeyword = (text: string) => (!primary || !spoken || containsPhrase(text, primary) ? text : `${sentenceCase(spoken)}: ${text}`);

  let built = '';
  for (const sentence of sentencesOf(source)) {
    const next = built === '' ? sentence : `${built} ${sentence}`;
    if (next.length > max) break;
    built = next;
  }
  if (built.length < min && source.length > max) built = `${fitToLength(source, max - 1)}…`;
  if (built === '') built = source;
  if (primary && !containsPhrase(built, primary)) {
    built = withKeyword(built);
    if (built.length > max) built = `${fitToLength(built, max - 1)}…`;
  }
  if (built.length < min) {
    if (built !== '' && !/[.!?…]$/.test(built)) built += '.';
    const where = ctx.city ? `in ${ctx.city.name} and nearby cities` : 'across the Twin Cities';
    const extras = [...bodyBlocks.slice(0, 3).flatMap(sentencesOf), `Serving businesses ${where}.`, 'Request a free quote today.'];
    for (const sentence of extras) {
      if (built.length >= min) break;
      const next = built === '' ? sentence : `${built} ${sentence}`;
      if (next.length <= max && !built.includes(sentence)) built = next;
    }
  }
  return built;
}

function serviceFor(post: OptimizePostInput): { path: string; label: string } {
  const focus = post.serviceType ? FOCUS[post.serviceType] : undefined;
  const hint = `${post.category} ${post.keywords.join(' ')} ${post.title}`.toLowerCase();
  const id = focus ? focus.service : (SERVICE_HINTS.find(([pattern]) => pattern.test(hint))?.[1] ?? null);
  // The services page's catalogue cards carry their id, so /services#<id> lands on the card.
  return id ? { path: `/services#${id}`, label: SERVICE_LINK_LABELS[id] } : { path: '/services', label: 'commercial cleaning services' };
}

function relatedLinks(post: OptimizePostInput, ctx: OptimizeContext, bodyText: string): { paragraph: string; paths: string[] } | null {
  const present = internalLinksOf(post, ctx.siteUrl).map(bareRoute);
  const service = serviceFor(post);
  const cities = ctx.city ? [ctx.city, ...ctx.nearby.slice(0, 2)] : citiesNamed(`${post.title}\n${bodyText}`, ctx.servedCities, 2);
  const missingCities = cities.filter((c) => !present.includes(`/cities/${c.slug}`));
  const link = (label: string, href: string) =>
    post.contentFormat === 'markdown' ? `[${label}](${href})` : `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const parts: string[] = [];
  const paths: string[] = [];
  if (!present.some((p) => p === '/services' || p.startsWith('/services/'))) {
    parts.push(`our ${link(service.label, service.path)}`);
    paths.push(service.path);
  }
  if (!present.includes('/quote-calculator')) {
    parts.push(`a ${link('free quote', '/quote-calculator')}`);
    paths.push('/quote-calculator');
  }
  if (missingCities.length > 0) {
    const linked = missingCities.map((c) => link(c.name, `/cities/${c.slug}`));
    const list = linked.length === 1 ? linked[0]! : `${linked.slice(0, -1).join(', ')} and ${linked[linked.length - 1]!}`;
    parts.push(`commercial cleaning in ${list}`);
    paths.push(...missingCities.map((c) => `/cities/${c.slug}`));
  }
  if (parts.length === 0) return null;
  const paragraph =
    post.contentFormat === 'markdown'
      ? `**Related services:** ${parts.join('; ')}.`
      : `<p><strong>Related services:</strong> ${parts.join('; ')}.</p>`;
  return { paragraph, paths };
}

/**
 * Improves a post's SEO fields without touching the author's prose: keywords (normalised, derived when
 * fewer than 3, at most 10), the title (the primary keyword added, or trimmed to 60 at a word), a meta
 * title when missing or too long, a meta description of 120-160 characters with the keyword, and a
 * "Related services" paragraph appended with the internal links the post lacks. Pure: the caller
 * supplies the cities.
 */
export function optimizePost(post: OptimizePostInput, ctx: OptimizeContext): OptimizeResult {
  const changes: string[] = [];
  const body = readPostBody(post.content, post.contentFormat);

  const { keywords, change: keywordChange } = keywordsFor(post, ctx);
  if (keywordChange) changes.push(keywordChange);
  const primary = keywords[0];
  // Keywords are lower case; written into a title or a sentence, proper names get their capitals back.
  const corpus = [post.excerpt, ...body.blocks, ...[ctx.city, ...ctx.nearby].flatMap((c) => (c ? [c.name] : []))].join('\n');
  const spoken = primary ? spokenForm(primary, corpus) : undefined;

  const title = titleFor(post.title, primary, spoken);
  if (title !== post.title) {
    changes.push(
      primary && !containsPhrase(post.title, primary) && containsPhrase(title, primary)
        ? `Title: added the primary keyword '${primary}' ("${post.title}" → "${title}").`
        : `Title: shortened from ${post.title.length} to ${title.length} characters ("${title}").`,
    );
  }

  let metaTitle = post.metaTitle;
  const currentMeta = post.metaTitle.trim();
  if (currentMeta === '' || currentMeta.length > SEO_LIMITS.metaTitleMax) {
    const source = currentMeta === '' ? title : currentMeta;
    metaTitle = wholeClause(source, SEO_LIMITS.metaTitleMax, 20) ?? fitToLength(source, SEO_LIMITS.metaTitleMax);
    changes.push(
      currentMeta === ''
        ? `Meta title: set to "${metaTitle}".`
        : `Meta title: shortened from ${currentMeta.length} to ${metaTitle.length} characters.`,
    );
  }

  let metaDescription = post.metaDescription;
  const { min, max } = SEO_LIMITS.metaDescription;
  const grade = (s: string) =>
    (s.trim().length >= min && s.trim().length <= max ? 2 : 0) + (!primary || containsPhrase(s, primary) ? 1 : 0);
  if (grade(post.metaDescription) < 3) {
    const built = metaDescriptionFor(post, primary, spoken, ctx, body.blocks);
    if (built !== post.metaDescription && grade(built) > grade(post.metaDescription)) {
      metaDescription = built;
      changes.push(
        `Meta description: rewritten from the excerpt (${post.metaDescription.trim().length} → ${built.length} characters${primary ? `, with '${primary}'` : ''}).`,
      );
    }
  }

  let content = post.content;
  const related = relatedLinks(post, ctx, body.blocks.join('\n'));
  if (related) {
    content = `${post.content.trimEnd()}\n\n${related.paragraph}\n`;
    changes.push(`Internal links: appended a Related services paragraph linking to ${related.paths.join(', ')}.`);
  }

  return { after: { title, metaTitle, metaDescription, keywords, content }, changes };
}
