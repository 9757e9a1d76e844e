import { Search } from 'lucide-react';
import type { BlogCategory } from '#shared/contracts/blog.ts';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import type { SelectOption } from '../../components/ui/select-control.tsx';
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
  const options: SelectOption<string>[] = [
    { value: ALL_CATEGORIES, label: 'All Categories' },
    ...categories.map((c) => ({ value: c.slug, label: c.name })),
  ];
  // A category from the address that the list does not (yet) name still shows a readable label.
  if (!options.some((o) => o.value === category)) options.push({ value: category, label: categoryLabel(category, categories) });
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
        <Input
          id="blog-search"
          type="search"
          value={searchText}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder="Search articles"
          autoComplete="off"
          className="pl-10"
        />
      </div>
      <NativeSelect value={category} onValueChange={onCategory} options={options} aria-label="Filter by category" className="sm:w-60" />
    </form>
  );
}
