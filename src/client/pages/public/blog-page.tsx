import type { PageProps } from '../../app/page-modules.ts';
import { routeReads } from '../../app/route-reads.ts';
import { useRouteData } from '../../app/use-route-data.ts';
import { BlogListing } from '../../features/blog/blog-listing.tsx';

/** Blog list: search, category filter, Featured and Latest Articles, Browse by Category. */
export function Page(_props: PageProps) {
  const posts = useRouteData(routeReads.blogList());
  const categories = useRouteData(routeReads.blogCategories());
  return <BlogListing posts={posts} categories={categories} />;
}
