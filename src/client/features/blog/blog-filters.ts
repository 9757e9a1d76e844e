/** The blog list's filters, kept in the URL (?category=&search=) so a filtered list can be shared. */
export interface BlogFilters {
  /** Trimmed search text; empty for none. */
  search: string;
  /** A category slug, or 'all'. */
  category: string;
}

export const ALL_CATEGORIES = 'all';
/** The API accepts at most 100 characters of search text. */
export const MAX_SEARCH_LENGTH = 100;

export const noFilters: BlogFilters = { search: '', category: ALL_CATEGORIES };

export function parseBlogFilters(search: string): BlogFilters {
  const params = new URLSearchParams(search);
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: params.get('category')?.trim() || ALL_CATEGORIES,
  };
}

export function isFiltering(filters: BlogFilters): boolean {
  return filters.search !== '' || filters.category !== ALL_CATEGORIES;
}

/** The list URL for these filters: "/blog" without any, else "/blog?category=...&search=...". */
export function blogListHref(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.category && filters.category !== ALL_CATEGORIES) params.set('category', filters.category);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  const qs = params.toString();
  return qs ? `/blog?${qs}` : '/blog';
}
