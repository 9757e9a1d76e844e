import { useSearch } from 'wouter';
import type { PageProps } from '../../app/page-modules.ts';
import { routeReads } from '../../app/route-reads.ts';
import { useRouteData } from '../../app/use-route-data.ts';
import { BlogResults } from '../../features/blog/blog-results.tsx';
import { isFiltering, parseBlogFilters } from '../../features/blog/blog-filters.ts';
import { Island } from '../../islands/island.tsx';
import blogListing from '../../islands/blog-listing.island.tsx';

/** Blog list: search, category filter, Featured and Latest Articles, Browse by Category (filtered on the server too). */
export function Page(_props: PageProps) {
  const filters = parseBlogFilters(useSearch());
  const posts = useRouteData(routeReads.blogList(filters));
  const categories = useRouteData(routeReads.blogCategories());
  return (
    <Island
      island={blogListing}
      props={{ categories, filters }}
      slots={{
        results: (
          <BlogResults
            state={{ status: 'ready', posts }}
            filters={filters}
            filtering={isFiltering(filters)}
            categories={categories}
            onClear="/blog"
          />
        ),
      }}
    />
  );
}
