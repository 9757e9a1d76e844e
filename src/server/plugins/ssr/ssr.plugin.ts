import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import { pageKey, renderPage, type SiteContext } from '#client/entry-server.tsx';
import { isSafeText } from '#shared/contracts/zod.ts';
import { SESSION_COOKIE, type DocumentSession } from '#shared/domain/document-session.ts';
import { cookieNamed } from '../../http/cookies.ts';
import type { FastLane } from '../../http/fast-lane.ts';
import { writePrepared } from '../../http/prepared-answer.ts';
import { requestIdOf } from '../../http/request-id.ts';
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
  /** Where a cached page is answered before Fastify (decision 0057). */
  lane: FastLane;
  /**
   * The live session a document cookie's token names, as the API would see it (decision 0067): undefined for
   * none, and for an admin whose two-factor set-up is due (every admin read would be refused: decision 0035).
   */
  sessionFor?: (token: string) => Promise<Omit<DocumentSession, 'kind'> | undefined>;
}

/** Cross-instance staleness bound for cached pages after a content change. */
const REVISION_TTL_MS = 1000;
const SLASH = 0x2f;

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

  // A page cached at the revision known this second, asked for by its key itself (no query string),
  // is answered before Fastify. Anything else (a query, a revision to read again, a miss) takes the
  // route below, which answers a hit with the same prepared answer.
  options.lane.add((req, res) => {
    const url = req.url ?? '';
    // "//host" and "/\\host" parse as other URLs; keys never hold a query string.
    if (url.charCodeAt(1) === SLASH || url.includes('\\') || url.includes('?')) return false;
    const current = revision.peek();
    const page = current === undefined ? undefined : cache.get(url, current);
    // Only a found page: a 404 may be turned into a redirect by an onSend hook (the blog's moved slugs),
    // which only Fastify's route runs.
    if (!page || page.status !== 200) return false;
    writePage(req.headers['accept-encoding'], res, page, 'hit', requestIdOf(req));
    return true;
  });

  const loadJson = async (url: string, authorization?: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...(authorization && { authorization }) } });
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
      if (hit) return sendPage(reply, hit, 'hit');

      const outcome = await renderPage({
        url: key ?? target,
        site: options.site(),
        loadJson,
        // Only a page never cached may be rendered for a session (decision 0067); looked up only for a screen
        // that renders with its data.
        signedIn: key === undefined ? () => documentSessionOf(request.headers.cookie, loadJson, options.sessionFor) : undefined,
      });
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
      // A screen with a session's data is that browser's alone: no cache anywhere keeps it.
      if (outcome.mode === 'app' && outcome.personal) reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
      const html = htmlDocument(outcome, options.assets);
      if (key === undefined || !outcome.cacheable) return reply.status(outcome.status).type('text/html; charset=utf-8').send(html);
      const page = await compressPage(outcome.status, html);
      if (current !== undefined) cache.set(key, current, page);
      return sendPage(reply, page, 'miss');
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
 * A cached page as stored: the compressed bytes the browser accepts, with their length and
 * headers prepared once, so nothing is compressed or built per request.
 */
function writePage(acceptEncoding: string | undefined, res: ServerResponse, page: CachedPage, cache: 'hit' | 'miss', requestId: string) {
  writePrepared(res, page.answers[pickEncoding(acceptEncoding)], ['x-page-cache', cache, 'x-request-id', requestId]);
}

/**
 * The route's answer of a cached or just cached page: a found page written as the lane writes it; any
 * other status through Fastify's reply, so onSend hooks still see it (the blog's moved slugs turn a 404
 * into a 301, decision 0028).
 */
function sendPage(reply: FastifyReply, page: CachedPage, cache: 'hit' | 'miss') {
  if (page.status !== 200) {
    const encoding = pickEncoding(reply.request.headers['accept-encoding']);
    const body = encoding === 'identity' ? page.html : page[encoding];
    reply.status(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding').header('x-page-cache', cache);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.header('cache-control', 'no-cache').header('content-length', body.length).send(body);
  }
  reply.hijack();
  writePage(reply.request.headers['accept-encoding'], reply.raw, page, cache, reply.request.id);
}

/**
 * The session the browser's document cookie names (decision 0067): `g.` (the general sign-in) or `a.` (the
 * admin sign-in) and its bearer token. Its reads go through the API as that session would make them.
 */
async function documentSessionOf(
  header: string | undefined,
  loadJson: (url: string, authorization?: string) => Promise<{ status: number; body: unknown }>,
  sessionFor: SsrOptions['sessionFor'],
) {
  // A session token is 43 characters of base64url (accounts/secrets.ts); anything else is no session.
  const match = /^([ga])\.([A-Za-z0-9_-]{43})$/.exec(cookieNamed(header, SESSION_COOKIE) ?? '');
  if (!match || !sessionFor) return undefined;
  const token = match[2]!;
  const found = await sessionFor(token).catch(() => undefined);
  if (!found) return undefined;
  const authorization = `Bearer ${token}`;
  return {
    session: { ...found, kind: match[1] === 'a' ? ('admin' as const) : ('general' as const) },
    // A read that fails (the database not answering) is left to the browser, which makes it as before: the
    // document still comes, that part of it loading.
    loadJson: (url: string) => loadJson(url, authorization).catch(() => ({ status: 503, body: undefined })),
  };
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
