import { useId } from 'react';
import { CircleCheck, CircleMinus } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { calendarNames } from './booking-form.ts';
import { Panel } from './panel.tsx';
import { RetryNote } from './retry-note.tsx';
import { useIntegrations } from './use-schedule.ts';

/** Which of the company's calendars feed the free times (GET /api/scheduling/integrations). */
export function IntegrationStatus() {
  const id = useId();
  const integrations = useIntegrations();
  return (
    <Panel id={id} title="Calendar integrations" subtitle="Busy times in these calendars are kept free of bookings.">
      {integrations.isError ? (
        <RetryNote
          message="The calendar connections could not be loaded."
          onRetry={() => void integrations.refetch()}
          retrying={integrations.isFetching}
        />
      ) : integrations.data === undefined ? (
        <div className="grid gap-2" role="status">
          <span className="sr-only">Loading calendar connections</span>
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      ) : (
        <ul className="grid gap-2 text-sm">
          {(['google', 'outlook'] as const).map((source) => {
            const connected = integrations.data[source];
            const Icon = connected ? CircleCheck : CircleMinus;
            return (
              <li key={source} className="flex items-center justify-between gap-3">
                <span className="font-medium text-slate-900">{calendarNames[source]}</span>
                <span className={cn('inline-flex items-center gap-1.5 font-semibold', connected ? 'text-emerald-800' : 'text-slate-600')}>
                  <Icon className="size-4" aria-hidden="true" />
                  {connected ? 'Connected' : 'Not connected'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
