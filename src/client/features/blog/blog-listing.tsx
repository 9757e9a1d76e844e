import { useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { BlogCategory } from '#shared/contracts/blog.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { BlogHero } from './blog-hero.tsx';
import { BlogFilterBar } from './blog-filter-bar.tsx';
import { BlogResults } from './blog-results.tsx';
import { CategoryPanel } from './category-panel.tsx';
import { BlogQuoteCard } from './blog-quote-card.tsx';
import { isFiltering, type BlogFilters } from './blog-filters.ts';
import { useBlogFilters } from './use-blog-filters.ts';
import { useBlogPosts } from './use-blog-posts.ts';

export interface BlogListingProps {
  categories: readonly BlogCategory[];
  /** The filters of the URL the page was loaded with. */
  initialFilters: BlogFilters;
  /**
   * The list for the initial filters, as the server rendered it: shown until the
   * visitor changes a filter (the island gets it as HTML, never as data).
   */
  initialResults: ReactNode;
}

/** The blog list: hero with filters, the articles, and the Browse by Category panel beside (desktop) or below (phone). */
export function BlogListing({ categories, initialFilters, initialResults }: BlogListingProps) {
  const [queryClient] = useState(createQueryClient);
  const { filters, searchText, setSearchText, submitSearch, setCategory, clear } = useBlogFilters(initialFilters);
  const resultsRef = useRef<HTMLDivElement>(null);
  const unchanged = filters.search === initialFilters.search && filters.category === initialFilters.category;

  // On phones the panel sits under the list: bring the list back into view after choosing.
  const chooseFromPanel = (slug: string) => {
    setCategory(slug);
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <BlogHero>
        <BlogFilterBar
          searchText={searchText}
          onSearchText={setSearchText}
          onSubmit={submitSearch}
          category={filters.category}
          onCategory={setCategory}
          categories={categories}
        />
      </BlogHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_17rem] lg:px-8">
        <div ref={resultsRef} className="min-w-0 scroll-mt-24">
          {unchanged ? (
            initialResults
          ) : (
            <QueryClientProvider client={queryClient}>
              <LiveResults filters={filters} categories={categories} onClear={clear} />
            </QueryClientProvider>
          )}
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <CategoryPanel categories={categories} value={filters.category} onSelect={chooseFromPanel} />
          <BlogQuoteCard />
        </aside>
      </div>
    </>
  );
}

function LiveResults({ filters, categories, onClear }: { filters: BlogFilters; categories: readonly BlogCategory[]; onClear: () => void }) {
  const state = useBlogPosts(filters);
  return <BlogResults state={state} filters={filters} filtering={isFiltering(filters)} categories={categories} onClear={onClear} />;
}
