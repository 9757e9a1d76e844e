import type { FastifyInstance } from 'fastify';
import { renderPage, type SiteContext } from '#client/entry-server.tsx';
import type { ClientAssets } from './client-assets.ts';
import { errorDocument, htmlDocument } from './html-document.ts';
import { memoizeFor, PageCache } from './page-cache.ts';

interface SsrOptions {
  site: SiteContext;
  assets: ClientAssets;
  /** Current revision of public content; cached pages of an older revision are re-rendered. */
  contentRevision: () => Promise<number>;
}

/** Cross-instance staleness bound for cached pages after a content change. */
const REVISION_TTL_MS = 1000;

/** Every GET that is not an API call or a static file is a page, rendered on the server. */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const cache = new PageCache();
  const revision = memoizeFor(REVISION_TTL_MS, options.contentRevision);

  const loadJson = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.statusCode === 200 ? (res.json() as unknown) : undefined };
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
    try {
      const current = await revision();
      const hit = cache.get(url, current);
      if (hit) return reply.status(hit.status).type('text/html; charset=utf-8').send(hit.html);

      const outcome = await renderPage({ url, site: options.site, loadJson });
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
      const html = htmlDocument(outcome, options.assets);
      if (outcome.cacheable) cache.set(url, current, { status: outcome.status, html });
      return reply.status(outcome.status).type('text/html; charset=utf-8').send(html);
    } catch (error) {
      request.log.error({ err: error }, 'page rendering failed');
      return reply.status(500).type('text/html; charset=utf-8').send(errorDocument(request.id));
    }
  });
}
