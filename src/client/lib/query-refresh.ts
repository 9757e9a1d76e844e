import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks stale (and refetches if shown) every cached read whose URL starts with one of `paths`
 * ('/api/admin/bookings' covers the lists with any filters and each booking): the app's data never goes
 * stale on its own, so a change refreshes what it touched.
 */
export function refreshReads(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && paths.some((path) => key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`));
    },
  });
}
