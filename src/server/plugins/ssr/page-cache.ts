import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { prepareAnswer, type PreparedAnswer } from '../../http/prepared-answer.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page as it is sent: the HTML and its brotli and gzip bytes, compressed
 * once when it is rendered instead of on every request, and an answer prepared for each
 * (headers included: decision 0057).
 */
export interface CachedPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  answers: Record<PageEncoding, PreparedAnswer>;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A page's three bodies with their answers: the headers a page is sent with, less the request's own. */
export function cachedPage(status: number, html: Buffer, br: Buffer, gzip: Buffer): CachedPage {
  // Pages are revalidated every time: a content change shows on the next visit.
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding' };
  return {
    status,
    html,
    br,
    gzip,
    answers: {
      br: prepareAnswer(status, { ...headers, 'content-encoding': 'br' }, br),
      gzip: prepareAnswer(status, { ...headers, 'content-encoding': 'gzip' }, gzip),
      identity: prepareAnswer(status, headers, html),
    },
  };
}

/** Compresses a freshly rendered page (off the main thread: zlib's async calls run in the thread pool). */
export async function compressPage(status: number, html: string): Promise<CachedPage> {
  const bytes = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    // Quality 9: close to the best size at a fraction of quality 11's time; once per page and revision.
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return cachedPage(status, bytes, br, gz);
}

/** Accept-Encoding values seen, with their pick: browsers send a handful, each on every request. */
const picked = new Map<string, PageEncoding>();
const PICKS_KEPT = 64;

/** The best encoding the browser accepts (`accept-encoding`), brotli first; q=0 refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (acceptEncoding === undefined) return 'identity';
  let encoding = picked.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(acceptEncoding);
    // Bounded: a client sending endless distinct values cannot grow it.
    if (picked.size >= PICKS_KEPT) picked.clear();
    picked.set(acceptEncoding, encoding);
  }
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): PageEncoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * Rendered pages keyed by page key (path and the query parameters the route reads),
 * valid for one content revision. Bounded, so requests for endless distinct pages
 * cannot grow memory (the least recently used entry goes).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage & { revision: number }>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, revision: number): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.revision !== revision) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh recency: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** The page as last rendered, whatever its revision: served while the database cannot say which is current. */
  getStale(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  set(key: string, revision: number, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, { ...page, revision });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A memoised read: the promise, and the value itself once it has arrived, while it is fresh. */
export interface Memo<T> {
  (): Promise<T>;
  /** The value of a read started within the interval, if it has arrived; never starts a read. */
  peek(): T | undefined;
}

/** Memoises a revision lookup for a short time so a busy page does not query per request. */
export function memoizeFor(ms: number, read: () => Promise<number>, clock: () => Date = () => new Date()): Memo<number> {
  let value: Promise<number> | undefined;
  let arrived: { value: number } | undefined;
  let at = 0;
  const memo = () => {
    const now = clock().getTime();
    if (!value || now - at >= ms) {
      at = now;
      arrived = undefined;
      const reading = read().then(
        (result) => {
          if (value === reading) arrived = { value: result };
          return result;
        },
        (error: unknown) => {
          if (value === reading) value = undefined;
          throw error;
        },
      );
      value = reading;
    }
    return value;
  };
  return Object.assign(memo, {
    peek: () => (arrived !== undefined && clock().getTime() - at < ms ? arrived.value : undefined),
  });
}
