import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ApiRead } from './api-client.ts';

/** A page of a keyset list: its rows, and the `before` of the next page (null on the last). */
interface KeysetPage {
  nextBefore: number | null;
}

/**
 * A list read in keyset pages with "Load more" (invoices, the security log): the first page and each
 * further one (rows before the last id shown) is its own cached read, so pages loaded once stay in the
 * cache while the filters change. `read(before)` is the read of one page for the current filters; its
 * first page's key tells when the filters changed, and the pages asked for start again from it.
 */
export function useKeysetPages<Page extends KeysetPage, Item>(
  read: (before: number | undefined) => ApiRead<Page>,
  itemsOf: (page: Page) => readonly Item[],
) {
  const firstRead = read(undefined);
  const key = firstRead.queryKey[0];
  const [cursors, setCursors] = useState<{ key: string; before: number[] }>({ key, before: [] });
  const before = cursors.key === key ? cursors.before : [];

  const first = useQuery(firstRead);
  const more = useQueries({ queries: before.map((id) => read(id)) });
  const pages = [first, ...more];

  const items: Item[] = [];
  for (const page of pages) {
    if (!page.data) break;
    items.push(...itemsOf(page.data));
  }
  const last = pages.at(-1)!;
  const nextBefore = last.data?.nextBefore ?? null;

  return {
    first,
    items,
    hasMore: nextBefore !== null,
    loadingMore: more.length > 0 && last.isFetching && !last.data,
    moreFailed: more.length > 0 && last.isError && !last.data,
    retryMore: () => void last.refetch(),
    loadMore: () => {
      if (nextBefore !== null) setCursors({ key, before: [...before, nextBefore] });
    },
  };
}
