import { escapeHtml } from '#shared/text/escape-html.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  priority?: number;
}

/** The sitemaps.org XML for a list of paths under one origin. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${escapeHtml(siteUrl + e.path)}</loc>`];
    if (e.lastModified) parts.push(`<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /admin-dashboard',
    'Disallow: /employee-dashboard',
    'Disallow: /customer-dashboard',
    'Disallow: /crm-dashboard',
    'Disallow: /user-management',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
