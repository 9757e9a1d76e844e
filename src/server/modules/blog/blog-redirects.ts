import type { FastifyInstance } from 'fastify';
import type { BlogService } from './blog.service.ts';

const BLOG_POST_PATH = /^\/blog\/([^/]+)$/;

/**
 * /blog/<slug> answers 301 where the post moved (decision 0028): a published post whose slug changed,
 * or a city's landing page (shown on its city page). Looked up only when the page is a 404 (no live
 * post there), so served articles cost nothing and the page cache keeps working unchanged: a cached
 * 'Article Not Found' is turned into the redirect on its way out.
 */
export function registerBlogRedirects(app: FastifyInstance, blog: BlogService): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 404 || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    const [pathname, query] = splitUrl(request.url);
    const slug = BLOG_POST_PATH.exec(pathname)?.[1];
    if (!slug) return payload;
    let decoded: string;
    try {
      decoded = decodeURIComponent(slug);
    } catch {
      return payload;
    }
    if (decoded.length > 200 || decoded.includes('\u0000')) return payload;
    const target = await blog.redirectFor(decoded).catch((error: unknown) => {
      request.log.warn({ err: error }, 'blog redirect lookup failed');
      return undefined;
    });
    if (!target) return payload;
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.removeHeader('x-page-cache');
    reply
      .code(301)
      .header('location', target + query)
      .type('text/plain; charset=utf-8');
    return `Moved to ${target}`;
  });
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
