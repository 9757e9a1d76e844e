import { fleschReadingEase } from './flesch.ts';
import { readPostBody, type PostBody } from './post-body.ts';
import {
  bareRoute,
  containsPhrase,
  hostOf,
  internalPath,
  isCityPath,
  isServicePath,
  normalizePhrase,
  slugStopWords,
  wordsOf,
} from './seo-text.ts';

/** What the analysis reads of a post (drafts included). */
export interface SeoPostInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  contentFormat: 'markdown' | 'html';
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  category: string;
  featuredImage: string | null;
}

export interface SeoCheck {
  id: SeoCheckId;
  label: string;
  passed: boolean;
  points: number;
  maxPoints: number;
}

export interface SeoAnalysisResult {
  score: number;
  wordCount: number;
  readabilityScore: number;
  internalLinks: number;
  imageAltTags: number;
  images: number;
  recommendations: string[];
  checks: SeoCheck[];
}

/** The figures every check and the optimiser share: decision 0027 says why each weight. */
export const SEO_LIMITS = {
  title: { min: 30, max: 60 },
  metaTitleMax: 60,
  metaDescription: { min: 120, max: 160 },
  keywords: { min: 3, max: 10 },
  introWords: 100,
  words: { full: 600, partial: 300 },
  readability: { full: 50, partial: 30 },
  internalLinksMin: 2,
  slugMax: 60,
} as const;

const POINTS = {
  'title-length': 5,
  'keyword-in-title': 10,
  'meta-title': 5,
  'meta-description': 10,
  'keyword-in-meta-description': 5,
  'keyword-in-intro': 5,
  'keyword-in-h2': 5,
  'keyword-count': 5,
  'content-length': 15,
  readability: 10,
  'internal-links': 10,
  'h2-present': 5,
  'image-alt': 5,
  slug: 5,
} as const satisfies Record<string, number>;

export type SeoCheckId = keyof typeof POINTS;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface Measured {
  post: SeoPostInput;
  body: PostBody;
  primary: string | undefined;
  text: string;
  words: string[];
  internal: string[];
  flesch: ReturnType<typeof fleschReadingEase>;
}

function measure(post: SeoPostInput, siteUrl: string): Measured {
  const body = readPostBody(post.content, post.contentFormat);
  const text = body.blocks.join(' ');
  const siteHost = hostOf(siteUrl);
  const internal = body.links.flatMap((href) => {
    const path = internalPath(href, siteHost);
    return path === null || bareRoute(path) === '' ? [] : [path];
  });
  const primary = post.keywords.map((k) => k.trim()).find((k) => normalizePhrase(k) !== '');
  return { post, body, primary, text, words: wordsOf(text), internal, flesch: fleschReadingEase(body.blocks) };
}

type CheckOutcome = { points: number; recommendation?: string };

function runChecks(m: Measured): Array<{ id: SeoCheckId; label: string } & CheckOutcome> {
  const { post, body, primary, words, internal, flesch } = m;
  const kw = primary ? `'${primary}'` : '';
  const noKeyword =
    'No primary keyword is set: add keywords, the one to rank for first, so the title, meta description, opening and a heading can target it.';
  const full = (id: SeoCheckId): CheckOutcome => ({ points: POINTS[id] });
  const fail = (recommendation: string, points = 0): CheckOutcome => ({ points, recommendation });

  const title = post.title.trim();
  const metaTitle = post.metaTitle.trim();
  const metaDescription = post.metaDescription.trim();
  const intro = words.slice(0, SEO_LIMITS.introWords).join(' ');
  const { title: T, metaDescription: D, keywords: K, words: W, readability: R } = SEO_LIMITS;
  const keywords = new Set(post.keywords.map(normalizePhrase).filter((k) => k !== '')).size;
  const services = internal.some(isServicePath);
  const cities = internal.some(isCityPath);
  const missingAlt = body.images.filter((image) => image.alt === '').length;
  const slug = slugStopWords(post.slug);
  const sentenceLength = flesch.sentences === 0 ? 0 : Math.round((flesch.words / flesch.sentences) * 10) / 10;

  const linkNeeds = [
    ...(internal.length < SEO_LIMITS.internalLinksMin ? [`at least ${SEO_LIMITS.internalLinksMin} links to pages of this site`] : []),
    ...(services ? [] : ['one to a service page (/services) or /quote-calculator']),
    ...(cities ? [] : ['one to a city page (/cities/...)']),
  ];

  return [
    {
      id: 'title-length',
      label: `Title is ${T.min}-${T.max} characters`,
      ...(title.length >= T.min && title.length <= T.max
        ? full('title-length')
        : fail(
            `Title is ${plural(title.length, 'character')}: write a title of ${T.min}-${T.max} characters${primary ? ` that includes ${kw}` : ''}.`,
          )),
    },
    {
      id: 'keyword-in-title',
      label: 'Primary keyword in the title',
      ...(!primary
        ? fail(noKeyword)
        : containsPhrase(title, primary)
          ? full('keyword-in-title')
          : fail(`Primary keyword ${kw} is not in the title: work it into the title.`)),
    },
    {
      id: 'meta-title',
      label: `Meta title set, at most ${SEO_LIMITS.metaTitleMax} characters`,
      ...(metaTitle === ''
        ? fail(`Meta title is missing: add one of at most ${SEO_LIMITS.metaTitleMax} characters${primary ? ` that includes ${kw}` : ''}.`)
        : metaTitle.length > SEO_LIMITS.metaTitleMax
          ? fail(`Meta title is ${metaTitle.length} characters: shorten it to at most ${SEO_LIMITS.metaTitleMax} characters.`)
          : full('meta-title')),
    },
    {
      id: 'meta-description',
      label: `Meta description is ${D.min}-${D.max} characters`,
      ...(metaDescription.length >= D.min && metaDescription.length <= D.max
        ? full('meta-description')
        : fail(
            `${metaDescription === '' ? 'Meta description is missing' : `Meta description is ${plural(metaDescription.length, 'character')}`}: write ${D.min}-${D.max} characters${primary ? ` that include ${kw}` : ' that sum up the post'}.`,
          )),
    },
    {
      id: 'keyword-in-meta-description',
      label: 'Primary keyword in the meta description',
      ...(!primary
        ? fail(noKeyword)
        : containsPhrase(metaDescription, primary)
          ? full('keyword-in-meta-description')
          : fail(`Primary keyword ${kw} is not in the meta description: include it.`)),
    },
    {
      id: 'keyword-in-intro',
      label: `Primary keyword in the first ${SEO_LIMITS.introWords} words`,
      ...(!primary
        ? fail(noKeyword)
        : containsPhrase(intro, primary)
          ? full('keyword-in-intro')
          : fail(
              `Primary keyword ${kw} does not appear in the first ${SEO_LIMITS.introWords} words: mention it in the opening paragraph.`,
            )),
    },
    {
      id: 'keyword-in-h2',
      label: 'Primary keyword in an H2 heading',
      ...(!primary
        ? fail(noKeyword)
        : body.h2.some((heading) => containsPhrase(heading, primary))
          ? full('keyword-in-h2')
          : fail(
              body.h2.length === 0
                ? `Primary keyword ${kw} is in no H2 heading (the body has none): add an H2 subheading that includes it.`
                : `Primary keyword ${kw} is in none of the ${plural(body.h2.length, 'H2 heading')}: include it in one.`,
            )),
    },
    {
      id: 'keyword-count',
      label: `${K.min}-${K.max} keywords`,
      ...(keywords >= K.min && keywords <= K.max
        ? full('keyword-count')
        : fail(
            keywords < K.min
              ? `The post has ${plural(keywords, 'keyword')}: set ${K.min}-${K.max}, the primary one first.`
              : `The post has ${keywords} keywords: keep the ${K.max} that matter most.`,
          )),
    },
    {
      id: 'content-length',
      label: `Body of at least ${W.full} words`,
      ...(words.length >= W.full
        ? full('content-length')
        : fail(
            `The body has ${plural(words.length, 'word')}: expand it to at least ${W.full} words${words.length < W.partial ? ` (${W.partial} earns part of the points)` : ''}.`,
            words.length >= W.partial ? 8 : 0,
          )),
    },
    {
      id: 'readability',
      label: `Readability (Flesch reading ease) of ${R.full} or more`,
      ...(flesch.score >= R.full
        ? full('readability')
        : fail(
            `Readability (Flesch reading ease) is ${flesch.score}: aim for ${R.full} or more with shorter sentences (now ${sentenceLength} words on average) and plainer words.`,
            flesch.score >= R.partial ? 5 : 0,
          )),
    },
    {
      id: 'internal-links',
      label: 'Internal links to a service page and a city page',
      ...(linkNeeds.length === 0
        ? full('internal-links')
        : fail(`The post has ${plural(internal.length, 'internal link')}: add ${linkNeeds.join(', ')}.`, internal.length > 0 ? 5 : 0)),
    },
    {
      id: 'h2-present',
      label: 'At least one H2 heading',
      ...(body.h2.length > 0 ? full('h2-present') : fail('The body has no H2 subheading: break it into sections with at least one H2.')),
    },
    {
      id: 'image-alt',
      label: 'Images have alt text',
      ...(missingAlt === 0
        ? full('image-alt')
        : fail(
            `${missingAlt} of ${plural(body.images.length, 'image')} ${missingAlt === 1 ? 'has' : 'have'} no alt text: describe each image in its alt text.`,
          )),
    },
    {
      id: 'slug',
      label: `Short slug (at most ${SEO_LIMITS.slugMax} characters, mostly meaningful words)`,
      ...(post.slug.length > SEO_LIMITS.slugMax
        ? fail(
            `Slug is ${post.slug.length} characters: shorten it to at most ${SEO_LIMITS.slugMax} in the editor (the old address redirects).`,
          )
        : slug.soup
          ? fail(`Slug '${post.slug}' is mostly stop words (${slug.stop} of ${slug.words}): keep the words that carry meaning.`)
          : full('slug')),
    },
  ];
}

/** The SEO analysis of a post: figures, a score out of 100 and a sentence for every check it fails. */
export function analyzePost(post: SeoPostInput, options: { siteUrl: string }): SeoAnalysisResult {
  const m = measure(post, options.siteUrl);
  const results = runChecks(m);
  const checks: SeoCheck[] = results.map(({ id, label, points }) => ({
    id,
    label,
    passed: points === POINTS[id],
    points,
    maxPoints: POINTS[id],
  }));
  const recommendations = [...new Set(results.flatMap((r) => (r.recommendation ? [r.recommendation] : [])))];
  return {
    score: checks.reduce((sum, c) => sum + c.points, 0),
    wordCount: m.words.length,
    readabilityScore: m.flesch.score,
    internalLinks: m.internal.length,
    imageAltTags: m.body.images.length - m.body.images.filter((i) => i.alt === '').length,
    images: m.body.images.length,
    recommendations,
    checks,
  };
}

/** Internal link paths of a body (for the optimiser: which links are already there). */
export function internalLinksOf(post: Pick<SeoPostInput, 'content' | 'contentFormat'>, siteUrl: string): string[] {
  const host = hostOf(siteUrl);
  return readPostBody(post.content, post.contentFormat).links.flatMap((href) => {
    const path = internalPath(href, host);
    return path === null ? [] : [path];
  });
}
