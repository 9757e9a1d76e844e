import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { blogListHref, MAX_SEARCH_LENGTH, noFilters, parseBlogFilters, type BlogFilters } from './blog-filters.ts';

/** Typing pauses this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const cleanSearch = (text: string) => text.trim().slice(0, MAX_SEARCH_LENGTH);

/**
 * The blog list's filters, kept in the URL (?category=&search=). The search box
 * updates at once; the URL (and so the list) follows after a short pause, and
 * the box follows the URL when it changes elsewhere (back/forward, the Blog link).
 */
export function useBlogFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const applied = useMemo(() => parseBlogFilters(search), [search]);
  const [searchText, setSearchText] = useState(applied.search);
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  const apply = useCallback((next: BlogFilters) => navigate(blogListHref(next), { replace: true }), [navigate]);

  // A pause in typing puts the search into the URL; only the pause triggers it, so the
  // filters it combines with are read as they are then (an effect event, not a dependency).
  const applyTypedSearch = useEffectEvent((text: string) => {
    const next = cleanSearch(text);
    if (next !== applied.search) apply({ ...applied, search: next });
  });
  useEffect(() => {
    applyTypedSearch(debounced);
  }, [debounced]);

  // The URL's search changed elsewhere: the box follows, adjusted while rendering (React's
  // pattern for state that follows a changed value) unless it already holds that search.
  const [followedSearch, setFollowedSearch] = useState(applied.search);
  if (followedSearch !== applied.search) {
    setFollowedSearch(applied.search);
    if (applied.search !== cleanSearch(debounced)) setSearchText(applied.search);
  }

  return {
    filters: applied,
    searchText,
    setSearchText,
    submitSearch: () => apply({ ...applied, search: cleanSearch(searchText) }),
    setCategory: (category: string) => apply({ category, search: cleanSearch(searchText) }),
    clear: () => {
      setSearchText('');
      apply(noFilters);
    },
  };
}
