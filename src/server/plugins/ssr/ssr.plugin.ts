import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageKey, renderPage, type SiteContext } from '#client/entry-server.tsx';
import { isSafeText } from '#shared/contracts/zod.ts';
import type { ClientAssets } from './client-assets.ts';
import { errorDocument, htmlDocument } from './html-document.ts';
import { compressPage, memoizeFor, PageCache, pickEncoding, type CachedPage } from './page-cache.ts';

interface SsrOptions {
  /** The site as it is now (the company profile can change while the app runs: decision 0024). */
  site: () => SiteContext;
  assets: ClientAssets;
  /** Current revision of public content; cached pages of an older revision are re-rendered. */
  contentRevision: () => Promise<number>;
  /** The clock of the revision's one-second memo; the real time unless a test moves it. */
  clock?: () => Date;
}

/** Cross-instance staleness bound for cached pages after a content change. */
const REVISION_TTL_MS = 1000;

/**
 * Renders a page that is never cached (a sign-in or password page) with data placed in its query
 * cache first: the answer to its form posted without JavaScript (decision 0032).
 */
export type PageRenderer = (
  url: string,
  seed: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>,
) => Promise<{ kind: 'redirect'; location: string } | { kind: 'page'; status: number; html: string }>;

/** Every GET that is not an API call or a static file is a page, rendered on the server. */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<PageRenderer> {
  const cache = new PageCache();
  const revision = memoizeFor(REVISION_TTL_MS, options.contentRevision, options.clock);

  const loadJson = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (res.statusCode === 503) throw new DataUnavailable(url);
    // A path parameter the API refuses as malformed (`/blog/a%00`) names a page that does not exist.
    const status = res.statusCode === 400 ? 404 : res.statusCode;
    return { status, body: res.statusCode === 200 ? (res.json() as unknown) : undefined };
  };

  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // Collapse leading slashes and backslashes too: "//host/" or "/\\host/" must never
      // become a redirect off-site (browsers read a backslash as a slash).
      const clean = '/' + pathname.replace(/^[/\\]+/, '').replace(/[/\\]+$/, '');
      return reply.redirect(clean + url.slice(pathname.length), 301);
    }
    reply.header('cache-control', 'no-cache');
    // A path that cannot be decoded to clean text (`/blog/a%00`) is a page that does not exist.
    const target = isSafePath(pathname) ? url : '/page-not-found';
    // Public pages render and cache under their key (path and the query parameters they read);
    // login and signed-in screens render with the URL as requested and are not cached.
    const key = pageKey(target);
    // Without the database the revision is unknown: serve the page as last rendered, or
    // render it (pages that need no data still can) without caching the result.
    const current = await revision().catch(() => undefined);
    try {
      const hit = key === undefined ? undefined : current === undefined ? cache.getStale(key) : cache.get(key, current);
      if (hit) return sendPage(request, reply, hit, 'hit');

      const outcome = await renderPage({ url: key ?? target, site: options.site(), loadJson });
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
      const html = htmlDocument(outcome, options.assets);
      if (key === undefined || !outcome.cacheable) return reply.status(outcome.status).type('text/html; charset=utf-8').send(html);
      const page = await compressPage(outcome.status, html);
      if (current !== undefined) cache.set(key, current, page);
      return sendPage(request, reply, page, 'miss');
    } catch (error) {
      if (error instanceof DataUnavailable || current === undefined) {
        request.log.warn({ err: error }, 'page data unavailable');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .type('text/html; charset=utf-8')
          .send(errorDocument(request.id));
      }
      request.log.error({ err: error }, 'page rendering failed');
      return reply.status(500).type('text/html; charset=utf-8').send(errorDocument(request.id));
    }
  });

  return async (url, seed) => {
    const outcome = await renderPage({ url, site: options.site(), loadJson, seed });
    if (outcome.kind === 'redirect') return outcome;
    return { kind: 'page', status: outcome.status, html: htmlDocument(outcome, options.assets) };
  };
}

/**
 * A cached page as stored: the compressed bytes the browser accepts, with their length,
 * so nothing is compressed per request (the compression plugin leaves encoded bodies alone).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cache: 'hit' | 'miss') {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? page.html : page[encoding];
  reply.status(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding').header('x-page-cache', cache);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('content-length', body.length).send(body);
}

/** Seconds a client should wait before retrying while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/** The API answered 503: the page's data is temporarily unavailable. */
class DataUnavailable extends Error {
  constructor(url: string) {
    super(`Page data ${url} is unavailable`);
    this.name = 'DataUnavailable';
  }
}

/** A path whose every segment decodes to text without U+0000 or a lone surrogate. */
function isSafePath(pathname: string): boolean {
  try {
    return isSafeText(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}
