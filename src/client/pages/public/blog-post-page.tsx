import { useQuery } from '@tanstack/react-query';
import type { PageProps } from '../../app/page-modules.ts';
import { routeReads } from '../../app/route-reads.ts';
import { ArticleNotFound } from '../../features/blog/article-not-found.tsx';
import { BlogArticle } from '../../features/blog/blog-article.tsx';

/**
 * Blog post. An unknown slug arrives as null data (server render, HTTP 404) or
 * as a 404 error (client navigation): both show 'Article Not Found'.
 */
export function Page({ params }: PageProps) {
  const slug = params['slug'] ?? '';
  // RouteView has loaded the query already. No retry on mount: a 404 refetched here would flip the
  // route back to its skeleton, unmount this page, and start over (an endless request loop).
  // A server-rendered 404 stores null as the post.
  const { data: post, isError } = useQuery(routeReads.blogPost(slug));
  if (isError || !post) return <ArticleNotFound />;
  // Keyed by slug: moving to a related post starts that article fresh.
  return <BlogArticle key={post.slug} post={post} />;
}
