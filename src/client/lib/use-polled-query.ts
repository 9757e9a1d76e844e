import { useEffect } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ApiRead } from './api-client.ts';

export type PolledQueryResult<T> = UseQueryResult<T, Error> & {
  /**
   * The last poll failed and the figures shown are from an earlier one: show them, say they may be
   * out of date, and never swap them for a spinner.
   */
  stale: boolean;
};

/** Is the page in view? The server and a document without the property count as visible. */
function documentVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * A read polled at a fixed interval (the dashboard's, spec §9; the numbers live in
 * shared/domain/dashboard.ts):
 * - TanStack Query refetches every `intervalMs` while the tab is shown and pauses while it is hidden
 *   (`refetchIntervalInBackground: false`).
 * - The app refetches nothing on focus (spec: no refetch on focus), so when the tab shows again a
 *   `visibilitychange` listener refetches this read only if its data is older than its interval.
 * - A failed poll keeps the last data (TanStack keeps it) and marks it `stale`; the spec's "no
 *   retries" holds, the next poll is the retry.
 * Unmounting the component (another tab opened) stops its polling: only what is on screen polls.
 */
export function usePolledQuery<T>(read: ApiRead<T>, intervalMs: number, options: { enabled?: boolean } = {}): PolledQueryResult<T> {
  const enabled = options.enabled ?? true;
  const client = useQueryClient();
  const query = useQuery({
    ...read,
    enabled,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
  });

  const key = read.queryKey[0];
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return;
    const onVisibility = () => {
      if (!documentVisible()) return;
      const state = client.getQueryState([key]);
      if (state?.fetchStatus === 'fetching') return;
      const last = Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0);
      if (Date.now() - last >= intervalMs) void client.refetchQueries({ queryKey: [key], exact: true, type: 'active' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [client, key, intervalMs, enabled]);

  return Object.assign(query, { stale: query.isError && query.data !== undefined });
}
