import { useRef } from 'react';
import type { BlogCategory, BlogPostSummary } from '#shared/contracts/blog.ts';
import { BlogHero } from './blog-hero.tsx';
import { BlogFilterBar } from './blog-filter-bar.tsx';
import { BlogResults } from './blog-results.tsx';
import { CategoryPanel } from './category-panel.tsx';
import { BlogQuoteCard } from './blog-quote-card.tsx';
import { isFiltering } from './blog-filters.ts';
import { useBlogFilters } from './use-blog-filters.ts';
import { useBlogPosts } from './use-blog-posts.ts';

interface Props {
  /** The unfiltered list, preloaded with the page (newest first). */
  posts: readonly BlogPostSummary[];
  categories: readonly BlogCategory[];
}

/** The blog list: hero with filters, the articles, and the Browse by Category panel beside (desktop) or below (phone). */
export function BlogListing({ posts, categories }: Props) {
  const { filters, searchText, setSearchText, submitSearch, setCategory, clear } = useBlogFilters();
  const state = useBlogPosts(filters, posts);
  const resultsRef = useRef<HTMLDivElement>(null);

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
          <BlogResults state={state} filters={filters} filtering={isFiltering(filters)} categories={categories} onClear={clear} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <CategoryPanel categories={categories} value={filters.category} onSelect={chooseFromPanel} />
          <BlogQuoteCard />
        </aside>
      </div>
    </>
  );
}
