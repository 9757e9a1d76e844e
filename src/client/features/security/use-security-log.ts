import { useEffect, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { listSecurityEvents } from '#shared/contracts/security.endpoints.ts';
import type { SecurityEvent, SecurityEventQuery } from '#shared/contracts/security.ts';
import { apiQuery, endpointUrl } from '../../lib/api-client.ts';
import type { SecurityLogFilterValues } from './security-log-filters.tsx';

/** The API query for the filters (the user text already debounced by the caller). */
export function toQuery(filters: SecurityLogFilterValues): SecurityEventQuery {
  return {
    type: filters.type === 'all' ? undefined : filters.type,
    user: filters.user.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/**
 * The security log for the filters, newest first, with "Load more": the first
 * page and each further page (keyset: events before the last id shown) is its
 * own read, so a page loaded once stays in the cache while the filters change.
 */
export function useSecurityLog(filters: SecurityLogFilterValues) {
  const query = useMemo(() => toQuery(filters), [filters]);
  const key = endpointUrl(listSecurityEvents, { query });
  const [cursors, setCursors] = useState<{ key: string; before: number[] }>({ key, before: [] });
  const before = cursors.key === key ? cursors.before : [];

  const first = useQuery(apiQuery(listSecurityEvents, { query }));
  const more = useQueries({ queries: before.map((id) => apiQuery(listSecurityEvents, { query: { ...query, before: id } })) });
  const pages = [first, ...more];

  const events: SecurityEvent[] = [];
  for (const page of pages) {
    if (!page.data) break;
    events.push(...page.data.events);
  }
  const last = pages.at(-1)!;
  const nextBefore = last.data?.nextBefore ?? null;

  return {
    first,
    events,
    hasMore: nextBefore !== null,
    loadingMore: more.length > 0 && last.isFetching && !last.data,
    moreFailed: more.length > 0 && last.isError && !last.data,
    retryMore: () => void last.refetch(),
    loadMore: () => {
      if (nextBefore !== null) setCursors({ key, before: [...before, nextBefore] });
    },
  };
}

/** The current time, moved on every minute, for "5 minutes ago". */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
