import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { LoadError } from '../../components/ui/list-states.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PolledQueryResult } from '../../lib/use-polled-query.ts';

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'America/Chicago' });

/** The spinner with the spec's words, while the live figures load for the first time. */
export function LiveLoading({ label = 'Loading live dashboard data...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center text-slate-600">
      <LoaderCircle className="size-8 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

/** A failed poll with figures still on screen: they stay, with a line saying from when they are. */
export function StaleNote({ query }: { query: PolledQueryResult<unknown> }) {
  if (!query.stale) return null;
  const when = query.dataUpdatedAt ? clock.format(new Date(query.dataUpdatedAt)).replace(/[\u202f\u00a0]/g, ' ') : null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-amber-800" role="status">
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      Could not refresh{when ? `; showing figures from ${when}` : ''}. Trying again shortly.
    </p>
  );
}

/**
 * The state of one polled panel before it has data: the spinner on the first load, the failure with
 * Try again when the first load failed. Answers null once there is data (stale or not).
 */
export function PanelState({ query, title }: { query: PolledQueryResult<unknown>; title: string }) {
  if (query.data !== undefined) return null;
  if (query.isError)
    return (
      <LoadError title={title} message={callErrorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  return <LiveLoading />;
}
