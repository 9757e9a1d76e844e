import { listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { BLOG_LIST_LIMIT } from '#shared/domain/blog.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { ALL_CATEGORIES, isFiltering, type BlogFilters } from './blog-filters.ts';

/** Up to 4 related posts (spec §9). */
export const RELATED_LIMIT = 4;

/** The list for these filters: the same read on the server (the page's HTML) and in the listing island. */
export function blogPostsRead(filters: BlogFilters) {
  if (!isFiltering(filters)) return apiQuery(listBlogPosts, { query: { limit: BLOG_LIST_LIMIT } });
  // 'all' is the filter bar's "every category", not a category the API knows.
  const category = filters.category === ALL_CATEGORIES ? undefined : filters.category;
  return apiQuery(listBlogPosts, { query: { search: filters.search, category, limit: BLOG_LIST_LIMIT } });
}

/** Other posts of a post's category. */
export function relatedPostsRead(slug: string, category: string) {
  return apiQuery(listBlogPosts, { query: { category, limit: RELATED_LIMIT, exclude: slug } });
}
