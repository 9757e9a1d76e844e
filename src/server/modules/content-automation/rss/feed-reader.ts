import { parseFeed } from '@rowanmanning/feed-parser';
import type { RssFeedSource } from '../../../config.ts';
import { FeedReadError } from './feed-errors.ts';
import { fetchFeed } from './feed-redirects.ts';

/** A feed larger than this is not read (a news feed is a few hundred kilobytes at most). */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;

/** An item of a feed, as a run uses it. */
export interface FeedEntry {
  /** The item's id (guid / Atom id), else its link, else its title. */
  guid: string;
  title: string;
  /** '' when the item has none (it cannot be cited, so it is skipped). */
  link: string;
  /** Plain text, cut to SUMMARY_CHARS. */
  summary: string;
  publishedAt: Date | null;
}

const SUMMARY_CHARS = 2000;

export { FeedReadError };

/** HTML to plain text: tags out, the common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, code: string) => {
      // A reference outside Unicode (&#99999999;) would throw: read it as U+FFFD, as browsers do.
      const value = Number(code);
      return value <= 0x10ffff ? String.fromCodePoint(value) : '\uFFFD';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A feed's items, newest first (items without a date after dated ones, in feed order). RSS 2.0, RSS 1.0
 * and Atom; anything else throws FeedReadError "<name> could not be read: not RSS or Atom".
 */
export function parseFeedText(name: string, xml: string): FeedEntry[] {
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch {
    throw new FeedReadError(`Feed ${name} could not be read: not RSS or Atom`);
  }
  const entries = feed.items.map((item, index) => {
    const title = plainText(item.title ?? '').slice(0, 300);
    // Only an absolute http(s) address is a link we cite (a feed could carry javascript: or data:).
    const link = /^https?:\/\//i.test(item.url ?? '') ? item.url! : '';
    const summary = plainText(item.description ?? item.content ?? '').slice(0, SUMMARY_CHARS);
    const guid = (item.id ?? link) || title;
    return { entry: { guid, title, link, summary, publishedAt: item.published ?? item.updated ?? null }, index };
  });
  return entries
    .filter(({ entry }) => entry.guid !== '' && entry.title !== '')
    .sort((a, b) => {
      const at = a.entry.publishedAt?.getTime();
      const bt = b.entry.publishedAt?.getTime();
      if (at !== undefined && bt !== undefined && at !== bt) return bt - at;
      if (at === undefined && bt !== undefined) return 1;
      if (bt === undefined && at !== undefined) return -1;
      return a.index - b.index;
    })
    .map(({ entry }) => entry);
}

/**
 * Fetches and parses one feed within `timeoutMs` (connecting and reading the body), refusing bodies over
 * MAX_FEED_BYTES. Every failure is a FeedReadError naming the feed.
 */
export async function readFeed(source: RssFeedSource, options: { timeoutMs: number; userAgent: string }): Promise<FeedEntry[]> {
  const seconds = Math.round(options.timeoutMs / 1000);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const failed = (error: unknown): FeedReadError => {
    if (error instanceof FeedReadError) return error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError' || signal.aborted) {
      return new FeedReadError(`Feed ${source.name} did not answer within ${seconds} s`);
    }
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    const code = typeof cause?.code === 'string' && /^[A-Z_]{3,40}$/.test(cause.code) ? ` (${cause.code})` : '';
    return new FeedReadError(`Feed ${source.name} could not be reached${code}`);
  };

  let text: string;
  try {
    // Redirects are followed within the feed's own host only (feed-redirects.ts, decision 0034).
    const response = await fetchFeed(source.name, source.url, {
      signal,
      headers: {
        'user-agent': options.userAgent,
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedReadError(`Feed ${source.name} answered HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_FEED_BYTES) {
      await response.body?.cancel();
      throw new FeedReadError(`Feed ${source.name} is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`);
    }
    text = await readCapped(response, source.name);
  } catch (error) {
    throw failed(error);
  }
  return parseFeedText(source.name, text);
}

async function readCapped(response: Response, name: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      throw new FeedReadError(`Feed ${name} is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
