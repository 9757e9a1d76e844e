import type { BlogCategory } from '#shared/contracts/blog.ts';
import type { BlogFilters } from '../features/blog/blog-filters.ts';
import { BlogListing } from '../features/blog/blog-listing.tsx';
import { defineIsland } from './define-island.ts';
import { StaticSlot } from './static-slot.tsx';

interface Props {
  categories: readonly BlogCategory[];
  filters: BlogFilters;
}

/** The blog list's filters and results; the first results are the server's HTML (slot "results"). */
function BlogListingIsland({ categories, filters }: Props) {
  return <BlogListing categories={categories} initialFilters={filters} initialResults={<StaticSlot name="results" />} />;
}

export default defineIsland('blog-listing', BlogListingIsland);
