import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ALL_CATEGORIES, blogListHref, MAX_SEARCH_LENGTH, parseBlogFilters, type BlogFilters } from './blog-filters.ts';

/** Typing pauses this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const cleanSearch = (text: string) => text.trim().slice(0, MAX_SEARCH_LENGTH);

/**
 * The blog list's filters, kept in the URL (?category=&search=) so a filtered list
 * can be shared. The search box updates at once; the search follows after a short
 * pause (or at once on Enter or a category choice), and everything follows the URL
 * on back and forward.
 */
export function useBlogFilters(initial: BlogFilters) {
  const [category, setCategory] = useState(initial.category);
  const [searchText, setSearchText] = useState(initial.search);
  // The text applied without waiting for the pause (Enter, a category choice, Clear).
  const [appliedText, setAppliedText] = useState(initial.search);
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const search = cleanSearch(appliedText === searchText ? searchText : debounced);
  const filters: BlogFilters = { category, search };

  // The address follows the filters (replaced, not pushed: typing is not history).
  const href = blogListHref(filters);
  useEffect(() => {
    if (window.location.pathname + window.location.search !== href) window.history.replaceState(window.history.state, '', href);
  }, [href]);

  useEffect(() => {
    const follow = () => {
      const fromUrl = parseBlogFilters(window.location.search);
      setCategory(fromUrl.category);
      setSearchText(fromUrl.search);
      setAppliedText(fromUrl.search);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  return {
    filters,
    searchText,
    setSearchText,
    submitSearch: () => setAppliedText(searchText),
    setCategory: (next: string) => {
      setCategory(next);
      setAppliedText(searchText);
    },
    clear: () => {
      setSearchText('');
      setAppliedText('');
      setCategory(ALL_CATEGORIES);
    },
  };
}
