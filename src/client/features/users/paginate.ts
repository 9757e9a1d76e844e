/** Users per page: a screenful at a desk, a short scroll on a phone (issue 12). */
export const USERS_PAGE_SIZE = 25;

export interface PageOf<T> {
  items: T[];
  /** The page shown, 1-based: the one asked for, kept within 1..pageCount. */
  page: number;
  /** At least 1, so an empty list is page 1 of 1. */
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 and 0 when there are none. */
  first: number;
  last: number;
  total: number;
}

/**
 * One page of a list. A page past the end (the list shrank after a refresh) shows the last page
 * rather than nothing.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageOf<T> {
  const total = items.length;
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page: current, pageCount, first: shown.length ? start + 1 : 0, last: start + shown.length, total };
}

/** 'Showing 1–25 of 60' (an en dash between the positions). */
export function pageSummary(page: Pick<PageOf<unknown>, 'first' | 'last' | 'total'>): string {
  return `Showing ${page.first}–${page.last} of ${page.total}`;
}
