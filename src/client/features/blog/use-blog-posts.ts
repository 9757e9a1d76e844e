import { useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '#shared/contracts/blog.ts';
import { blogPostsRead } from './blog-reads.ts';
import type { BlogFilters } from './blog-filters.ts';

export type BlogPostsState =
  { status: 'ready'; posts: readonly BlogPostSummary[] } | { status: 'loading' } | { status: 'error'; retry: () => void };

/** The posts for the filters, from the API (the island fetches them once the visitor changes a filter). */
export function useBlogPosts(filters: BlogFilters): BlogPostsState {
  const query = useQuery(blogPostsRead(filters));
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'loading' };
  return { status: 'ready', posts: query.data };
}
