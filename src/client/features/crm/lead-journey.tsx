import { Footprints } from 'lucide-react';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { cn } from '../../lib/cn.ts';
import { relativeAge } from './crm-format.ts';
import { ScoreBadge } from './lead-badges.tsx';
import { useLeadJourney } from './use-crm.ts';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** Why the lead scores what it does, and what its visitor did on the site before and after asking. */
export function LeadJourney({ leadId, now }: { leadId: string; now: Date }) {
  const journey = useLeadJourney(leadId);
  if (journey.isPending) return <Skeleton className="h-40 rounded-lg" aria-hidden="true" />;
  if (journey.isError)
    return (
      <LoadError
        title="The score and journey could not be loaded"
        message={callErrorMessage(journey.error)}
        onRetry={() => void journey.refetch()}
        retrying={journey.isFetching}
      />
    );
  const j = journey.data;
  return (
    <div className="grid gap-4">
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          Score <ScoreBadge score={j.score} />
          {j.daysInactive > 0 ? (
            <span className="font-normal text-slate-600">
              · untouched {j.daysInactive} {j.daysInactive === 1 ? 'day' : 'days'}
            </span>
          ) : null}
        </p>
        <ul className="mt-2 grid gap-1 text-sm" aria-label="How the score is made">
          {j.scoreParts.map((part) => (
            <li key={part.label} className="flex justify-between gap-3">
              <span className="text-slate-700">{part.label}</span>
              <span className={cn('font-semibold tabular-nums', part.points < 0 ? 'text-red-800' : 'text-slate-900')}>
                {signed(part.points)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {!j.tracked ? (
        <StateMessage icon={<Footprints className="size-6" aria-hidden="true" />} title="No visits known">
          This lead did not come through a tracked visit (typed in, or the visitor's browser kept no id), so there is no journey to show.
        </StateMessage>
      ) : (
        <div className="grid gap-3">
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {[
              ['Arrived on', j.arrivalPage ?? '—'],
              ['Page views', String(j.pageViews)],
              ['Return visits', String(j.returnVisits)],
              ['PDF downloads', String(j.pdfDownloads)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <ol className="grid gap-1 text-sm" aria-label="Pages viewed, newest first">
            {j.visits.map((visit, index) => (
              <li
                key={`${visit.at}-${index}`}
                className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1 last:border-0"
              >
                <span className="min-w-0 font-mono text-xs break-all text-slate-800">
                  {visit.page}
                  {visit.afterLead ? <span className="ml-2 font-sans font-semibold text-brand-800">after the quote</span> : null}
                </span>
                <time dateTime={visit.at} title={formatMinnesotaTime(visit.at)} className="shrink-0 text-xs text-slate-600">
                  {relativeAge(visit.at, now)}
                </time>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
