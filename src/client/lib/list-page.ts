import { formatCount } from './business-format.ts';

/** One page of a list shown a screenful at a time (the lists of the operations screens). */
export const LIST_PAGE_SIZE = 25;

export interface ListPage<T> {
  items: T[];
  /** 1-based, kept within 1..pageCount (a list that shrank shows its last page). */
  page: number;
  pageCount: number;
  first: number;
  last: number;
  total: number;
}

export function pageOf<T>(items: readonly T[], page: number, size = LIST_PAGE_SIZE): ListPage<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page: current, pageCount, first: shown.length ? start + 1 : 0, last: start + shown.length, total };
}

/** 'Showing 1–25 of 60'. */
export function listPageSummary(page: Pick<ListPage<unknown>, 'first' | 'last' | 'total'>): string {
  return `Showing ${formatCount(page.first)}–${formatCount(page.last)} of ${formatCount(page.total)}`;
}

/** Where a page the server cut stands in its list (a list paged by the API), in the shape the pager reads. */
export function serverPage(
  answer: { page: number; pageCount: number; pageSize: number; total: number },
  shown: number,
): Omit<ListPage<never>, 'items'> {
  const start = (answer.page - 1) * answer.pageSize;
  return { page: answer.page, pageCount: answer.pageCount, first: shown ? start + 1 : 0, last: start + shown, total: answer.total };
}
