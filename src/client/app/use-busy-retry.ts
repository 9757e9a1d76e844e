import { useEffect, useEffectEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isBusyRefusal } from '../lib/api-client.ts';

/**
 * A page's reads refused by a busy server (503 with Retry-After, decision 0031) are read again after the
 * time it asked for, for as long as it stays busy; the page meanwhile says so (true while any is).
 * Only here, at the page: the data cache itself does not retry (the spec's default), and other failures
 * stay failures.
 */
export function useBusyRetry(results: ReadonlyArray<Pick<UseQueryResult, 'isError' | 'error' | 'errorUpdatedAt' | 'refetch'>>): boolean {
  const busy = results.find((r) => r.isError && isBusyRefusal(r.error));
  const retryAfterMs = busy && isBusyRefusal(busy.error) ? Math.max(1, busy.error.retryAfterSeconds) * 1000 : 0;
  const readAgain = useEffectEvent(() => {
    for (const r of results) if (r.isError && isBusyRefusal(r.error)) void r.refetch();
  });
  const refusedAt = busy?.errorUpdatedAt ?? 0;
  useEffect(() => {
    if (!refusedAt) return;
    const timer = setTimeout(readAgain, retryAfterMs);
    return () => clearTimeout(timer);
  }, [refusedAt, retryAfterMs]);
  return busy !== undefined;
}
