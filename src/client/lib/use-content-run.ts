import { useState } from 'react';
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

/**
 * The newest run of a kind, and the run a click started: while `pending` (the request that does the
 * work), only a run other than the newest one known at the click is this click's run, so the last
 * finished run is never shown as the progress of the new one. Call `markClick` when the button is pressed.
 */
export function useClickedRun(kind: ContentRunKind, pending: boolean, options: { enabled?: boolean } = {}) {
  const latest = useLatestRun(kind, pending, options);
  const [knownRunId, setKnownRunId] = useState<number | null>(null);
  const latestRun = latest.data ?? null;
  const started = pending && latestRun !== null && latestRun.id !== knownRunId ? latestRun : null;
  return {
    /** The newest run read, whatever started it. */
    latest: latestRun,
    /** While pending, the run this click started once it has been read; otherwise null. */
    started,
    /** At the click: the newest run known then (by default the newest read here). */
    markClick: (knownId: number | null = latestRun?.id ?? null) => setKnownRunId(knownId),
  };
}

/** One run by id, read every second until it is no longer running (work started with a 202). */
export function useRunUntilDone(runId: number | null) {
  return useQuery({
    ...apiQuery(getContentRun, { params: { id: runId ?? 0 } }),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' || query.state.data === undefined ? RUN_POLL_MS : false),
  });
}
