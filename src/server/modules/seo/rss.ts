import { escapeHtml } from '#shared/text/escape-html.ts';
import type { BlogPostSummary } from '#shared/contracts/blog.ts';

/** RSS 2.0 of the newest posts. */
export function rssXml(siteUrl: string, companyName: string, posts: BlogPostSummary[]): string {
  const items = posts.map((p) => {
    const url = `${siteUrl}/blog/${p.slug}`;
    return [
      '<item>',
      `<title>${escapeHtml(p.title)}</title>`,
      `<link>${escapeHtml(url)}</link>`,
      `<guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `<description>${escapeHtml(p.excerpt)}</description>`,
      `<category>${escapeHtml(p.category)}</category>`,
      p.publishedAt ? `<pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>` : '',
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${escapeHtml(companyName)} Blog</title>`,
    `<link>${escapeHtml(siteUrl)}/blog</link>`,
    `<atom:link href="${escapeHtml(siteUrl)}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    '<description>Practical commercial cleaning advice for Twin Cities facility managers.</description>',
    '<language>en-us</language>',
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}
