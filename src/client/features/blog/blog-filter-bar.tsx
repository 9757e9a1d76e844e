import { Search } from 'lucide-react';
import type { BlogCategory } from '#shared/contracts/blog.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { ALL_CATEGORIES, MAX_SEARCH_LENGTH } from './blog-filters.ts';
import { categoryLabel } from './category-label.ts';

interface Props {
  searchText: string;
  onSearchText: (text: string) => void;
  /** Enter in the search box: apply now instead of after the pause. */
  onSubmit: () => void;
  category: string;
  onCategory: (slug: string) => void;
  categories: readonly BlogCategory[];
}

/** The search box and the category dropdown (default All Categories). */
export function BlogFilterBar({ searchText, onSearchText, onSubmit, category, onCategory, categories }: Props) {
  const categoryName = category === ALL_CATEGORIES ? 'All Categories' : categoryLabel(category, categories);
  return (
    <form
      role="search"
      aria-label="Blog articles"
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="relative flex-1">
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          id="blog-search"
          type="search"
          value={searchText}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder="Search articles"
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 hover:border-slate-400"
        />
      </div>
      <Select value={category} onValueChange={onCategory}>
        <SelectTrigger aria-label="Filter by category" className="sm:w-60">
          <SelectValue>{categoryName}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_CATEGORIES}>All Categories</SelectItem>
          {categories.map((c) => (
            <SelectItem key={c.slug} value={c.slug}>
              {c.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </form>
  );
}
