import { useQuery } from '@tanstack/react-query';
import { listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import type { BlogPostSummary } from '#shared/contracts/blog.ts';
import { BLOG_LIST_LIMIT } from '#shared/domain/blog.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { isFiltering, type BlogFilters } from './blog-filters.ts';

export type BlogPostsState =
  { status: 'ready'; posts: readonly BlogPostSummary[] } | { status: 'loading' } | { status: 'error'; retry: () => void };

/**
 * The posts to list: the list preloaded with the page when no filter is set
 * (so the server's HTML carries the cards), else the API's matches.
 */
export function useBlogPosts(filters: BlogFilters, preloaded: readonly BlogPostSummary[]): BlogPostsState {
  const filtering = isFiltering(filters);
  // 'all' is the filter bar's "every category", not a category the API knows.
  const category = filters.category === 'all' ? undefined : filters.category;
  const query = useQuery({
    ...apiQuery(listBlogPosts, { query: { search: filters.search, category, limit: BLOG_LIST_LIMIT } }),
    enabled: filtering,
  });
  if (!filtering) return { status: 'ready', posts: preloaded };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'loading' };
  return { status: 'ready', posts: query.data };
}
