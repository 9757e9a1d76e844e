import { z } from 'zod';
import { CONTENT_TOPICS, SERVICE_FOCUS_LABELS } from '#shared/domain/content-automation.ts';
import { sharedShare, shingles, words } from '#shared/text/shingles.ts';
import { ChatCompletionError, type ChatCompletions, type ChatMessage } from '../../../integrations/chat-completions.ts';
import { WriterError, type ContentWriter, type WriterRequest, type WrittenPost } from './content-writer.ts';

/** The blog's categories a written post may be filed under (the seeded category slugs). */
export const WRITER_CATEGORIES = [
  'office-cleaning',
  'healthcare-cleaning',
  'facility-management',
  'seasonal-maintenance',
  'green-cleaning',
] as const;

/** Below this the answer is not the article asked for (the prompt asks for 500 to 900 words). */
export const MIN_WORDS = 250;
/** An RSS rewrite sharing more of the source's 5-word runs than this is the feed's words, not an original post. */
export const MAX_SHARED_WITH_SOURCE = 0.3;

const clip = (max: number) => (value: string) => {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : trimmed.slice(0, max)).replace(/[\s,;:.-]+$/, '');
};
const list = (max: number) =>
  z
    .array(z.string())
    .default([])
    .transform((items) => [...new Set(items.map((i) => i.replace(/\s+/g, ' ').trim().slice(0, 40)).filter(Boolean))].slice(0, max));

/** The JSON object the model must answer. Lengths the prompt asks for are held by cutting at a word, not by refusing. */
export const writtenPostSchema = z.object({
  title: z.string().trim().min(5, 'title is missing or shorter than 5 characters').transform(clip(200)),
  excerpt: z.string().trim().min(20, 'excerpt is missing or shorter than 20 characters').transform(clip(300)),
  content: z
    .string()
    .trim()
    .refine((c) => words(c).length >= MIN_WORDS, { message: `content must be an article of at least ${MIN_WORDS} words` })
    // The editor's limit, less room for the SEO optimiser's related-services paragraph.
    .refine((c) => c.length <= 90_000, { message: 'content is longer than an article can be (90,000 characters)' }),
  category: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(WRITER_CATEGORIES, { error: `category must be one of ${WRITER_CATEGORIES.join(', ')}` })),
  tags: list(8),
  metaTitle: z.string().trim().min(5, 'metaTitle is missing').transform(clip(60)),
  metaDescription: z.string().trim().min(20, 'metaDescription is missing').transform(clip(160)),
  keywords: list(12),
});

const ANSWER_FORMAT = `Answer with one JSON object and nothing else:
{"title": string, "excerpt": string (1-2 sentences), "content": string (Markdown, 500-900 words, ## section headings),
 "category": one of ${WRITER_CATEGORIES.map((c) => `"${c}"`).join(', ')},
 "tags": string[] (3-6), "metaTitle": string (at most 60 characters), "metaDescription": string (at most 160 characters),
 "keywords": string[] (4-8 search phrases)}`;

const SYSTEM = `You write articles for the blog of a commercial cleaning company serving the Minneapolis-Saint Paul area of Minnesota.
Readers are facility managers, office managers and business owners.
Use ONLY the facts given in the request. Do not invent statistics, prices, quotes, names, dates, certifications or local facts.
Where a fact is not given, write generally instead of making it up. Write plainly and helpfully; no hype.
${ANSWER_FORMAT}`;

/** The facts and the task for one request: the prompt carries nothing the request does not. */
export function promptFor(request: WriterRequest): ChatMessage[] {
  const links = (slugs: string[]) =>
    `Link inside the content with Markdown links to /services and /quote-calculator${slugs.length ? `, and to ${slugs.map((s) => `/cities/${s}`).join(', ')}` : ''}.`;
  let task: string;
  let facts: unknown;
  if (request.kind === 'rss-rewrite') {
    const { item } = request;
    facts = { sourceArticle: item };
    task = [
      `Write an original article for facility managers prompted by this industry news item from ${item.sourceName}.`,
      'Explain what it means for the cleaning and upkeep of commercial buildings. Do not copy sentences or phrases from the source; use your own words and structure.',
      'Only state what the source item says about the news itself; do not add details of the story it does not give.',
      `End the content with the line: Source: [${item.title}](${item.link}), ${item.sourceName}`,
      links([]),
    ].join('\n');
  } else {
    const { city, nearby } = request;
    const cityFacts = {
      name: city.name,
      slug: city.slug,
      county: `${city.county} County`,
      state: 'Minnesota',
      population: city.population,
      description: city.description,
      overview: city.overview,
      landmarks: city.landmarks,
      businessDistricts: city.businessDistricts,
      industries: city.industries,
      localQuestions: city.faq,
    };
    const nearbyFacts = nearby.map((n) => ({ name: n.name, slug: n.slug, miles: n.miles }));
    const linkSlugs = [city.slug, ...nearby.map((n) => n.slug)];
    if (request.kind === 'city-article') {
      const topic = CONTENT_TOPICS.find((t) => t.value === request.topic)?.label ?? request.topic;
      facts = { city: cityFacts, nearbyCitiesServed: nearbyFacts, topic, serviceFocus: SERVICE_FOCUS_LABELS[request.serviceType] };
      task = `Write an article about "${topic}" for ${SERVICE_FOCUS_LABELS[request.serviceType].toLowerCase()} facilities in ${city.name}, using the city's own districts, landmarks and industries.`;
    } else if (request.kind === 'landing-page') {
      facts = { city: cityFacts, nearbyCitiesServed: nearbyFacts };
      task = `Write the landing page for commercial cleaning in ${city.name}: who is served there, its business districts and industries, and the nearby cities also served.`;
    } else {
      facts = { city: cityFacts, nearbyCitiesServed: nearbyFacts, season: request.season };
      task = `Write a ${request.season} article about keeping commercial buildings in ${city.name} clean and well kept in that season.`;
    }
    task = `${task}\n${links(linkSlugs)}`;
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `${task}\n\nFacts (JSON):\n${JSON.stringify(facts, null, 2)}` },
  ];
}

/** The citation an RSS-derived post ends with. */
export function citationLine(item: { title: string; link: string; sourceName: string }): string {
  const title = item.title.replace(/[[\]]/g, '');
  return `Source: [${title}](${item.link}), ${item.sourceName}`;
}

/**
 * Reads the model's answer into a post, or throws a WriterError saying what was wrong. An RSS rewrite must
 * be in its own words and always ends citing and linking its source (appended when the model left it out).
 */
export function readAnswer(request: WriterRequest, answer: string): WrittenPost {
  let json: unknown;
  try {
    json = JSON.parse(answer.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new WriterError('The language model did not answer with JSON', false);
  }
  const parsed = writtenPostSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ');
    throw new WriterError(`The language model's answer is not a usable post (${problems})`, false);
  }
  const post: WrittenPost = parsed.data;
  if (request.kind !== 'rss-rewrite') return post;

  const { item } = request;
  // The source's summary against the post without its citation (which quotes the title).
  const source = shingles(item.summary);
  const body = post.content.replaceAll(item.title, ' ');
  if (source.size >= 10 && sharedShare(source, shingles(body)) > MAX_SHARED_WITH_SOURCE) {
    throw new WriterError(`The language model's post repeats the source's words instead of writing its own`, false);
  }
  if (!post.content.includes(`](${item.link})`)) post.content = `${post.content.trimEnd()}\n\n${citationLine(item)}\n`;
  return post;
}

/** The OpenAI-compatible writer: one chat completion per post, its answer validated. */
export function createLlmWriter(chat: ChatCompletions): ContentWriter {
  return {
    name: `llm:${chat.model}`,
    async write(request) {
      let answer: string;
      try {
        answer = await chat.complete(promptFor(request), { temperature: 0.7, json: true });
      } catch (error) {
        if (error instanceof ChatCompletionError) throw new WriterError(error.message, error.retryable, error.refusedKey);
        throw error;
      }
      return readAnswer(request, answer);
    },
  };
}
