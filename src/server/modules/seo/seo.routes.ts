import type { FastifyInstance } from 'fastify';
import { INDEXABLE_PAGE_PATHS } from '#shared/content/site-map.ts';
import type { CitiesService } from '../cities/cities.service.ts';
import type { BlogService } from '../blog/blog.service.ts';
import { rssXml } from './rss.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap.ts';

/** Fixed-path public pages come from the shared site map; cities and blog posts from the database. */
export function registerSeoRoutes(
  app: FastifyInstance,
  siteUrl: string,
  cities: CitiesService,
  blog: BlogService,
  /** The company's name as it is now (Settings can change it: decision 0024). */
  companyName: () => string,
): void {
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const entries: SitemapEntry[] = [
      ...INDEXABLE_PAGE_PATHS.map((path) => ({ path, priority: path === '/' ? 1 : 0.8 })),
      ...(await cities.list()).map((c) => ({ path: `/cities/${c.slug}`, priority: 0.6 })),
      ...(await blog.list({ limit: 100 })).map((p) => ({ path: `/blog/${p.slug}`, lastModified: new Date(p.updatedAt), priority: 0.7 })),
    ];
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, entries));
  });

  app.get('/blog/rss.xml', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=900');
    return reply.type('application/rss+xml; charset=utf-8').send(rssXml(siteUrl, companyName(), await blog.list({ limit: 20 })));
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl));
  });
}
