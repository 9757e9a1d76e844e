/** Text helpers shared by the SEO analysis and the optimiser. */

/** Lower case, curly apostrophes straightened, every other mark a space: 'St. Paul' and 'st paul' match. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` holds `phrase` as whole words (case and punctuation aside). */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = normalizePhrase(phrase);
  return needle !== '' && ` ${normalizePhrase(text)} `.includes(` ${needle} `);
}

/** Words: whitespace-separated tokens holding a letter or a digit ('4,000' and 'sq.' count; '—' does not). */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

export const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'by',
  'from',
  'is',
  'are',
  'be',
  'how',
  'what',
  'why',
  'your',
  'you',
  'our',
  'we',
  'it',
  'its',
  'this',
  'that',
  'do',
  'does',
  'can',
  'into',
  'as',
  'about',
]);

/**
 * The longest start of `text` of at most `max` characters that ends at a word boundary, without a
 * dangling stop word or punctuation at its end. Never cuts inside a word.
 */
export function fitToLength(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const words = clean.split(' ');
  let fitted = '';
  for (const word of words) {
    const next = fitted === '' ? word : `${fitted} ${word}`;
    if (next.length > max) break;
    fitted = next;
  }
  const tail = fitted.split(' ');
  while (tail.length > 1) {
    const last = tail[tail.length - 1]!;
    const bare = last.replace(/[^\p{L}\p{N}']+$/u, '');
    if (bare === '' || STOP_WORDS.has(bare.toLowerCase())) tail.pop();
    else break;
  }
  return tail.join(' ').replace(/[\s,;:–—-]+$/u, '');
}

/** 'office cleaning edina' → 'Office Cleaning Edina' (small words after the first stay lower case). */
export function titleCase(phrase: string): string {
  return phrase
    .split(' ')
    .map((word, i) => (i > 0 && STOP_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export const sentenceCase = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/** The path of an href that points at this site ('/...' or an absolute URL on the site's host), else null. */
export function internalPath(href: string, siteHost: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
    return siteHost !== '' && bare(url.host) === bare(siteHost) ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return '';
  }
}

/** The path without query or fragment. */
export const bareRoute = (path: string) => path.split(/[?#]/)[0] ?? path;

export const isServicePath = (path: string) => {
  const route = bareRoute(path);
  return route === '/quote-calculator' || route === '/services' || route.startsWith('/services/');
};

export const isCityPath = (path: string) => /^\/cities\/[^/?#]+/.test(path);

/** Slug words that are stop words, and whether they make up more than half of it. */
export function slugStopWords(slug: string): { words: number; stop: number; soup: boolean } {
  const words = slug.split('-').filter((w) => w !== '');
  const stop = words.filter((w) => STOP_WORDS.has(w)).length;
  return { words: words.length, stop, soup: stop * 2 > words.length };
}

/** The title's leading clauses (up to each ':', ',', ' - ', ' – ', ' — ' or ' | '), shortest first, then the whole title. */
export function clausesOf(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const prefixes = [...clean.matchAll(/:|,|\s[-–—|]\s/g)].map((m) => clean.slice(0, m.index).trim()).filter((p) => p !== '');
  return [...prefixes, clean];
}

/** The longest leading clause of at most `max` and at least `min` characters: a cut that never leaves half a phrase. */
export function wholeClause(text: string, max: number, min: number): string | undefined {
  return clausesOf(text)
    .filter((clause) => clause.length <= max && clause.length >= min)
    .pop();
}

/**
 * A lower-case keyword as it is written in the post: each word capitalised when the text (and the
 * cities) write it so more often than not ('minnesota' → 'Minnesota', 'twin cities' → 'Twin Cities').
 */
export function spokenForm(keyword: string, corpus: string): string {
  const count = (word: string) =>
    corpus.match(new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu'))?.length ?? 0;
  return keyword
    .split(' ')
    .map((word) => {
      if (!/^\p{Ll}/u.test(word)) return word;
      const capital = word.charAt(0).toUpperCase() + word.slice(1);
      return count(capital) > count(word) ? capital : word;
    })
    .join(' ');
}

/** The served cities the text names (longest names first, so 'St. Louis Park' is not 'St. Paul'), in order of first mention. */
export function citiesNamed<C extends { name: string }>(text: string, cities: readonly C[], count: number): C[] {
  let masked = text;
  const found: Array<{ city: C; at: number }> = [];
  for (const city of [...cities].sort((a, b) => b.name.length - a.name.length)) {
    const escaped = city.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])(?!\\s+County)`, 'gu');
    const matches = [...masked.matchAll(pattern)];
    if (matches.length === 0) continue;
    found.push({ city, at: matches[0]!.index });
    masked = masked.replace(pattern, (m) => ' '.repeat(m.length));
  }
  const named = found.sort((a, b) => a.at - b.at).map((f) => f.city);
  if (named.length === 0 && /\bTwin Cities\b/.test(text)) {
    return ['Minneapolis', 'St. Paul'].flatMap((name) => cities.filter((c) => c.name === name)).slice(0, count);
  }
  return named.slice(0, count);
}
