import type { FastifyInstance } from 'fastify';
import { routes } from '#client/entry-server.tsx';
import type { CitiesService } from '../cities/cities.service.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap.ts';

/** Static public pages come from the page routes marked indexable; cities from the database. */
export function registerSeoRoutes(app: FastifyInstance, siteUrl: string, cities: CitiesService): void {
  const staticPaths = routes.filter((r) => r.indexable && !r.path.includes(':') && r.path !== '*').map((r) => r.path);

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const entries: SitemapEntry[] = [
      ...staticPaths.map((path) => ({ path, priority: path === '/' ? 1 : 0.8 })),
      ...(await cities.list()).map((c) => ({ path: `/cities/${c.slug}`, priority: 0.6 })),
    ];
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, entries));
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl));
  });
}
