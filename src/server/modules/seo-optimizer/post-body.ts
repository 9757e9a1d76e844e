import { marked } from 'marked';

/**
 * The parts of a post body the SEO analysis reads, from Markdown or HTML alike: the body becomes HTML
 * (Markdown through the same parser the blog uses), then links, images, H2 headings and the plain text
 * by blocks are read from that HTML. Regular expressions suffice: the analysis counts, it never
 * renders or sanitises (the blog does that when it serves the post).
 */
export interface PostBody {
  /** Plain text, one entry per block (paragraph, heading, list item, table cell, quote). */
  blocks: string[];
  /** Every link's href, in order. */
  links: string[];
  /** Every image, with its alt text ('' when missing). */
  images: Array<{ src: string; alt: string }>;
  /** H2 headings' text (an H1 in a body is served as an H2, so it counts as one). */
  h2: string[];
}

const BLOCK_TAGS = 'p|h[1-6]|li|td|th|blockquote|pre|br|div|tr|section|article|ul|ol|table|hr|figcaption|dd|dt';
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

export function toHtml(content: string, format: 'markdown' | 'html'): string {
  return format === 'markdown' ? (marked.parse(content, { async: false, gfm: true }) as string) : content;
}

export function readPostBody(content: string, format: 'markdown' | 'html'): PostBody {
  const html = toHtml(content, format)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ');
  const links = [...html.matchAll(/<a\b[^>]*>/gi)].flatMap(([tag]) => {
    const href = attribute(tag, HREF);
    return href === undefined ? [] : [href.trim()];
  });
  const images = [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => ({
    src: attribute(tag, SRC) ?? '',
    alt: (attribute(tag, ALT) ?? '').trim(),
  }));
  const h2 = [...html.matchAll(/<h([12])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((m) => stripTags(m[2] ?? ''));
  const blocks = html
    .replace(BLOCK_BOUNDARY, '\u2029')
    .split('\u2029')
    .map(stripTags)
    .filter((block) => block !== '');
  return { blocks, links, images, h2 };
}
