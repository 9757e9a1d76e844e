import { History } from 'lucide-react';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { activityTypeLabels, relativeAge } from './crm-format.ts';
import { RECENT_ACTIVITIES, useRecentActivities } from './use-crm.ts';

/** The lead's newest entries (spec: at most 5), with relative times; the exact time on hover. */
export function LeadActivities({ leadId, now }: { leadId: string; now: Date }) {
  const activities = useRecentActivities(leadId);
  if (activities.isPending)
    return (
      <div className="grid gap-2" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  if (activities.isError)
    return (
      <LoadError
        title="The history could not be loaded"
        message={callErrorMessage(activities.error)}
        onRetry={() => void activities.refetch()}
        retrying={activities.isFetching}
      />
    );
  if (activities.data.length === 0)
    return (
      <StateMessage icon={<History className="size-6" aria-hidden="true" />} title="Nothing logged yet">
        Calls, e-mails, meetings, notes and every change to this lead appear here.
      </StateMessage>
    );
  return (
    <ol className="grid gap-3" aria-label={`Last ${RECENT_ACTIVITIES} activities`}>
      {activities.data.slice(0, RECENT_ACTIVITIES).map((activity) => (
        <li key={activity.id} className="rounded-lg border border-slate-200 px-3 py-2">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-slate-900">
              {activityTypeLabels[activity.type]}
              {activity.outcome ? <span className="font-normal text-slate-600"> · {activity.outcome}</span> : null}
            </span>
            <time dateTime={activity.timestamp} title={formatMinnesotaTime(activity.timestamp)} className="text-xs text-slate-600">
              {relativeAge(activity.timestamp, now)}
            </time>
          </p>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-700">{activity.description}</p>
        </li>
      ))}
    </ol>
  );
}
