import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import type { AuditEntity, AuditEvent } from '#shared/contracts/audit.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { actionLabel, actorLabel, changesOf } from './audit-changes.ts';

export interface AuditTrailProps {
  entity: AuditEntity;
  entityId: string | number;
  /** The card's heading, e.g. 'History of this visit'. */
  title?: string | undefined;
}

/** The read of one record's trail, so a screen that changes the record can refresh it. */
export const auditRead = (entity: AuditEntity, entityId: string | number) =>
  apiQuery(listAuditEvents, { query: { entity, entityId: String(entityId) } });

/** Every change to one record (who, what, before and after, when), oldest first, as the server recorded it. */
export function AuditTrail({ entity, entityId, title = 'History' }: AuditTrailProps) {
  const events = useQuery(auditRead(entity, entityId));
  const headingId = `audit-${entity}-${entityId}`;
  let body;
  if (events.isPending)
    body = (
      <div className="grid gap-3 p-5" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  else if (events.isError)
    body = (
      <LoadError
        title="The history could not be loaded"
        message={callErrorMessage(events.error)}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
      />
    );
  else if (events.data.length === 0)
    body = (
      <StateMessage icon={<History className="size-6" aria-hidden="true" />} title="No changes recorded">
        Changes made to this record appear here, with who made them and when.
      </StateMessage>
    );
  else
    body = (
      <ol className="divide-y divide-slate-100">
        {events.data.map((event) => (
          <AuditEntry key={event.id} event={event} />
        ))}
      </ol>
    );
  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">Every change, oldest first. Times are Minnesota time.</p>
      </div>
      <div aria-busy={events.isFetching || undefined}>{body}</div>
    </Card>
  );
}

function AuditEntry({ event }: { event: AuditEvent }) {
  // Ids are shown by the names the server sent with the trail (a site's name, a customer's company).
  const changes = changesOf(event.before, event.after, event.names);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4 sm:px-5">
      <div className="text-slate-600">
        <time dateTime={event.occurredAt}>{formatMinnesotaTime(event.occurredAt)}</time>
      </div>
      <div className="min-w-0">
        <p className="text-slate-900">
          <span className="font-semibold">{actionLabel(event.action)}</span> by {actorLabel(event)}
        </p>
        {changes.length > 0 ? (
          <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-slate-700 sm:grid-cols-[max-content_minmax(0,1fr)]">
            {changes.map((change) => (
              <div key={change.field} className="contents">
                <dt className="font-medium text-slate-600">{change.label}</dt>
                <dd className="[overflow-wrap:anywhere]">
                  {change.before !== null && event.before ? (
                    <>
                      <del className="text-slate-500">{change.before}</del>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only"> changed to </span>
                    </>
                  ) : null}
                  {change.after ?? (event.after ? <span className="text-slate-500">none</span> : null)}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  );
}
