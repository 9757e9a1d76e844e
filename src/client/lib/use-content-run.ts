import { useQuery } from '@tanstack/react-query';
import { getContentRun, listContentRuns } from '#shared/contracts/content-runs.endpoints.ts';
import type { ContentRun, ContentRunKind } from '#shared/contracts/content-runs.ts';
import { apiQuery } from './api-client.ts';

/** How often a screen reads a run's progress while work is under way. */
export const RUN_POLL_MS = 1000;

/**
 * The newest run of a kind (a running one comes first), read once, and every second while
 * `polling` (a request that does the work is pending), so the screen shows its progress.
 */
export function useLatestRun(kind: ContentRunKind, polling: boolean, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...apiQuery(listContentRuns, { query: { kind } }),
    enabled: options.enabled ?? true,
    refetchInterval: polling ? RUN_POLL_MS : false,
    select: (runs: ContentRun[]) => runs[0] ?? null,
  });
}

/** One run by id, read every second until it is no longer running (work started with a 202). */
export function useRunUntilDone(runId: number | null) {
  return useQuery({
    ...apiQuery(getContentRun, { params: { id: runId ?? 0 } }),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' || query.state.data === undefined ? RUN_POLL_MS : false),
  });
}
