import { getBlogPost, listBlogCategories, listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { BLOG_LIST_LIMIT } from '#shared/domain/blog.ts';
import { getCity, listCities } from '#shared/contracts/cities.endpoints.ts';
import { apiQuery } from '../lib/api-client.ts';

/**
 * The API reads that pages are rendered with: the route table loads them (on the
 * server before rendering, in the browser before showing the page) and the page
 * reads them back with useRouteData, both through these builders so the keys agree.
 */
export const routeReads = {
  cities: () => apiQuery(listCities),
  city: (slug: string) => apiQuery(getCity, { params: { slug } }),
  blogList: () => apiQuery(listBlogPosts, { query: { limit: BLOG_LIST_LIMIT } }),
  blogCategories: () => apiQuery(listBlogCategories),
  blogPost: (slug: string) => apiQuery(getBlogPost, { params: { slug } }),
};
