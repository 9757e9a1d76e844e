import { getBlogPost, listBlogCategories } from '#shared/contracts/blog.endpoints.ts';
import { getCity, listCities } from '#shared/contracts/cities.endpoints.ts';
import { getPasswordLink } from '#shared/contracts/auth.endpoints.ts';
import { getManagedWalkThrough } from '#shared/contracts/scheduling.endpoints.ts';
import { getUnsubscribeLink } from '#shared/contracts/self-service.endpoints.ts';
import { apiQuery } from '../lib/api-client.ts';
import { blogPostsRead, relatedPostsRead } from '../features/blog/blog-reads.ts';
import type { BlogFilters } from '../features/blog/blog-filters.ts';

/**
 * The API reads that pages are rendered with: the route table loads them (on the
 * server before rendering, in the browser before showing the page) and the page
 * reads them back with useRouteData, both through these builders so the keys agree.
 */
export const routeReads = {
  cities: () => apiQuery(listCities),
  city: (slug: string) => apiQuery(getCity, { params: { slug } }),
  blogList: (filters: BlogFilters) => blogPostsRead(filters),
  relatedPosts: (slug: string, category: string) => relatedPostsRead(slug, category),
  blogCategories: () => apiQuery(listBlogCategories),
  blogPost: (slug: string) => apiQuery(getBlogPost, { params: { slug } }),
};

/** A set-password link's description: the route loads it on the server, the page reads it with the same key. */
export const passwordLinkRead = (token: string) => apiQuery(getPasswordLink, { params: { token } });

/** A walk-through by its manage link (decision 0048): the route loads it on the server, the page reads it with the same key. */
export const managedWalkThroughRead = (token: string) => apiQuery(getManagedWalkThrough, { params: { token } });

/** An e-mail's unsubscribe link (decision 0054): the route loads it on the server, the page reads it with the same key. */
export const unsubscribeLinkRead = (token: string) => apiQuery(getUnsubscribeLink, { params: { token } });
