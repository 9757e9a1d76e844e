import { useState } from 'react';
import { failureOf } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { SecurityEventCards } from '../../features/security/security-event-cards.tsx';
import { SecurityEventsTable } from '../../features/security/security-events-table.tsx';
import { hasFilters, noFilters, SecurityLogFilters, type SecurityLogFilterValues } from '../../features/security/security-log-filters.tsx';
import { SecurityLogEmpty, SecurityLogError, SecurityLogSkeleton } from '../../features/security/security-log-states.tsx';
import { useNow, useSecurityLog } from '../../features/security/use-security-log.ts';

const TEXT_DEBOUNCE_MS = 300;

function problemText(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return 'Could not reach the server. Check your connection and try again.';
  return failure.message ?? 'Something went wrong on our side. Please try again.';
}

/** /admin/security-log: sign-ins, refused requests and account changes, with filters and "Load more". */
export function Page() {
  const [filters, setFilters] = useState<SecurityLogFilterValues>(noFilters);
  const user = useDebouncedValue(filters.user, TEXT_DEBOUNCE_MS);
  // What the list shows was asked with the debounced text: the empty state speaks of those filters.
  const asked = { ...filters, user };
  const log = useSecurityLog(asked);
  const now = useNow();
  const { first } = log;

  let body;
  if (first.isPending) body = <SecurityLogSkeleton />;
  else if (first.isError && !first.data)
    body = <SecurityLogError message={problemText(first.error)} onRetry={() => void first.refetch()} retrying={first.isFetching} />;
  else if (log.events.length === 0) body = <SecurityLogEmpty filtered={hasFilters(asked)} onClear={() => setFilters(noFilters)} />;
  else
    body = (
      <>
        <SecurityEventsTable events={log.events} now={now} />
        <SecurityEventCards events={log.events} now={now} />
        <div className="flex flex-col items-center gap-2 border-t border-slate-200 p-4">
          {log.moreFailed ? (
            <>
              <p role="alert" className="text-sm text-red-700">
                More events could not be loaded.
              </p>
              <Button variant="outline" onClick={log.retryMore}>
                Try again
              </Button>
            </>
          ) : log.hasMore ? (
            <Button variant="outline" onClick={log.loadMore} aria-disabled={log.loadingMore || undefined} className="max-sm:w-full">
              {log.loadingMore ? 'Loading…' : 'Load more'}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">That is the oldest matching event.</p>
          )}
        </div>
      </>
    );

  return (
    <PortalPage
      title="Security Log"
      description="Sign-ins, refused requests and account changes, newest first. Dates and times are Minnesota time."
    >
      <Card className="overflow-hidden" aria-labelledby="security-events-heading" role="region">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <h2 id="security-events-heading" className="text-lg font-semibold text-slate-900">
            Events
          </h2>
          <SecurityLogFilters value={filters} onChange={setFilters} />
          {first.isError && first.data ? (
            <p role="alert" className="text-sm text-red-700">
              The log could not be refreshed: {problemText(first.error)}
            </p>
          ) : null}
        </div>
        <div aria-busy={first.isFetching || undefined} aria-live="polite">
          {body}
        </div>
      </Card>
    </PortalPage>
  );
}
