import { renderPostContent } from '../blog/render-content.ts';

/**
 * The parts of a post body the SEO analysis reads, from Markdown or HTML alike: the body is rendered
 * exactly as the blog serves it (renderPostContent: parsed and sanitised), then links, images, H2
 * headings and the plain text by blocks are read from that HTML. So the analysis counts what readers
 * get: no scripts, styles or comments, an H1 already demoted to H2, and no images while the sanitiser
 * allows none. Regular expressions suffice on the sanitiser's well-formed output.
 */
export interface PostBody {
  /** Plain text, one entry per block (paragraph, heading, list item, table cell, quote). */
  blocks: string[];
  /** Every link's href, in order. */
  links: string[];
  /** Every served image, with its alt text ('' when missing): none while the blog's sanitiser strips images. */
  images: Array<{ src: string; alt: string }>;
  /** H2 headings' text (the served HTML, where an H1 is already an H2). */
  h2: string[];
}

// The block tags the sanitiser lets through (others are gone from the served HTML, their text kept inline).
const BLOCK_TAGS = 'p|h[2-4]|li|td|th|blockquote|pre|br|tr|thead|tbody|ul|ol|table|hr';
const BLOCK_BOUNDARY = new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi');
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
const HREF = ATTRIBUTE('href');
const SRC = ATTRIBUTE('src');
const ALT = ATTRIBUTE('alt');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  mdash: '—',
  ndash: '–',
};

/** A numeric reference's character; one outside Unicode (&#9999999;) is U+FFFD, as browsers read it. */
function codePoint(value: number): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '\uFFFD';
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return codePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attribute(tag: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

const stripTags = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

export function readPostBody(content: string, format: 'markdown' | 'html'): PostBody {
  const html = renderPostContent(content, format);
  const links = [...html.matchAll(/<a\b[^>]*>/gi)].flatMap(([tag]) => {
    const href = attribute(tag, HREF);
    return href === undefined ? [] : [href.trim()];
  });
  const images = [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => ({
    src: attribute(tag, SRC) ?? '',
    alt: (attribute(tag, ALT) ?? '').trim(),
  }));
  const h2 = [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi)].map((m) => stripTags(m[1] ?? ''));
  const blocks = html
    .replace(BLOCK_BOUNDARY, '\u2029')
    .split('\u2029')
    .map(stripTags)
    .filter((block) => block !== '');
  return { blocks, links, images, h2 };
}
