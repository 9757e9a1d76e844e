import { useEffect, useMemo, useState } from 'react';
import { listSecurityEvents } from '#shared/contracts/security.endpoints.ts';
import type { SecurityEventQuery } from '#shared/contracts/security.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { useKeysetPages } from '../../lib/use-keyset-pages.ts';
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

/** The security log for the filters, newest first, with "Load more" (keyset pages, each its own cached read). */
export function useSecurityLog(filters: SecurityLogFilterValues) {
  const query = useMemo(() => toQuery(filters), [filters]);
  return useKeysetPages(
    (before) => apiQuery(listSecurityEvents, { query: { ...query, before } }),
    (page) => page.events,
  );
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
