import { blogApi } from '#shared/contracts/blog.paths.ts';
import type { BlogCategory, BlogPostSummary } from '#shared/contracts/blog.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { BLOG_LIST_LIMIT } from '../../app/routes.ts';
import { useRouteData } from '../../app/use-route-data.ts';
import { BlogListing } from '../../features/blog/blog-listing.tsx';

/** Blog list: search, category filter, Featured and Latest Articles, Browse by Category. */
export function Page(_props: PageProps) {
  const posts = useRouteData<BlogPostSummary[]>(blogApi.posts({ limit: BLOG_LIST_LIMIT }));
  const categories = useRouteData<BlogCategory[]>(blogApi.categories);
  return <BlogListing posts={posts} categories={categories} />;
}
