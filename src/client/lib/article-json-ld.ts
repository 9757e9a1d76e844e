import type { BlogPost } from '#shared/contracts/blog.ts';
import type { SiteContext } from './page-meta.ts';

/** schema.org Article for a blog post page. */
export function articleJsonLd(post: BlogPost, site: SiteContext): object {
  const url = `${site.siteUrl}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    keywords: post.keywords.join(', '),
    articleSection: post.category,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: `${site.siteUrl}/og-image.jpg`,
    author: { '@type': 'Organization', name: site.company.name, url: site.siteUrl },
    publisher: { '@type': 'Organization', name: site.company.name, logo: { '@type': 'ImageObject', url: `${site.siteUrl}/favicon.svg` } },
  };
}
