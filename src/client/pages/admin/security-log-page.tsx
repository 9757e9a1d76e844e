import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Card } from '../../components/ui/card.tsx';
import { ListStates, RefreshFailed } from '../../components/ui/list-states.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { SecurityEventCards } from '../../features/security/security-event-cards.tsx';
import { SecurityEventsTable } from '../../features/security/security-events-table.tsx';
import { hasFilters, noFilters, SecurityLogFilters, type SecurityLogFilterValues } from '../../features/security/security-log-filters.tsx';
import { SecurityLogEmpty, SecurityLogSkeleton } from '../../features/security/security-log-states.tsx';
import { useNow, useSecurityLog } from '../../features/security/use-security-log.ts';

const TEXT_DEBOUNCE_MS = 300;

/** /admin/security-log: sign-ins, refused requests and account changes, with filters and "Load more". */
export function Page() {
  const [filters, setFilters] = useState<SecurityLogFilterValues>(noFilters);
  const user = useDebouncedValue(filters.user, TEXT_DEBOUNCE_MS);
  // What the list shows was asked with the debounced text: the empty state speaks of those filters.
  const asked = { ...filters, user };
  const log = useSecurityLog(asked);
  const now = useNow();
  const { first } = log;

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
          <RefreshFailed read={first} what="log" />
        </div>
        <ListStates
          read={first}
          failedTitle="The security log could not be loaded"
          loading={<SecurityLogSkeleton />}
          live
          isEmpty={log.items.length === 0}
          empty={<SecurityLogEmpty filtered={hasFilters(asked)} onClear={() => setFilters(noFilters)} />}
        >
          <SecurityEventsTable events={log.items} now={now} />
          <SecurityEventCards events={log.items} now={now} />
          <LoadMore pages={log} failed="More events could not be loaded." end="That is the oldest matching event." />
        </ListStates>
      </Card>
    </PortalPage>
  );
}
