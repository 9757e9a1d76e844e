import type { BlogCategory, BlogPostSummary } from '#shared/contracts/blog.ts';
import { Button } from '../../components/ui/button.tsx';
import { BlogCardGrid, BlogCardList } from './blog-card-grid.tsx';
import { BlogCardSkeletons } from './blog-card-skeletons.tsx';
import { BlogEmptyState } from './blog-empty-state.tsx';
import { ALL_CATEGORIES, type BlogFilters } from './blog-filters.ts';
import { categoryLabel } from './category-label.ts';
import { resultSummary } from './result-summary.ts';
import { splitFeatured } from './split-posts.ts';
import type { BlogPostsState } from './use-blog-posts.ts';

interface Props {
  state: BlogPostsState;
  filters: BlogFilters;
  filtering: boolean;
  categories: readonly BlogCategory[];
  /** Clear search: a handler in the live list, the unfiltered list's URL in the server's HTML. */
  onClear: (() => void) | string;
}

/** Without filters: Featured Articles, then Latest Articles. With filters: every match in one grid. */
export function BlogResults({ state, filters, filtering, categories, onClear }: Props) {
  if (!filtering) {
    return state.status === 'ready' ? <AllPosts posts={state.posts} categories={categories} /> : null;
  }
  const categoryName = filters.category === ALL_CATEGORIES ? undefined : categoryLabel(filters.category, categories);
  return (
    <section aria-labelledby="blog-results-heading">
      <h2 id="blog-results-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Search Results
      </h2>
      <p aria-live="polite" className="mt-2 text-slate-600">
        {state.status === 'ready' ? resultSummary(state.posts.length, filters, categoryName) : null}
        {state.status === 'loading' ? 'Searching articles…' : null}
        {state.status === 'error' ? 'The articles could not be loaded. Please check your connection and try again.' : null}
      </p>
      {state.status === 'loading' ? <BlogCardSkeletons className="mt-6" /> : null}
      {state.status === 'error' ? (
        <Button variant="outline" className="mt-6" onClick={state.retry}>
          Try again
        </Button>
      ) : null}
      {state.status === 'ready' && state.posts.length === 0 ? (
        <BlogEmptyState onClear={onClear} headingLevel="h3" className="mt-6" />
      ) : null}
      {state.status === 'ready' && state.posts.length > 0 ? (
        <BlogCardList posts={state.posts} categories={categories} showFeatured className="mt-6" />
      ) : null}
    </section>
  );
}

function AllPosts({ posts, categories }: { posts: readonly BlogPostSummary[]; categories: readonly BlogCategory[] }) {
  if (posts.length === 0) return <BlogEmptyState />;
  const { featured, latest } = splitFeatured(posts);
  return (
    <div className="space-y-14">
      {featured.length > 0 ? (
        <BlogCardGrid id="featured-articles-heading" title="Featured Articles" posts={featured} categories={categories} lead />
      ) : null}
      {latest.length > 0 ? (
        <BlogCardGrid id="latest-articles-heading" title="Latest Articles" posts={latest} categories={categories} />
      ) : null}
    </div>
  );
}
