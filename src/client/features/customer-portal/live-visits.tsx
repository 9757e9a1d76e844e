import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, Truck } from 'lucide-react';
import { getVisitsToday } from '#shared/contracts/customer-quality.endpoints.ts';
import type { LiveVisit, LiveVisits } from '#shared/contracts/customer-quality.ts';
import { LIVE_VISIT_IDLE_POLL_MS, LIVE_VISIT_POLL_MS } from '#shared/domain/service-standards.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { PortalSection } from '../../components/layout/portal-section.tsx';
import { durationLabel, formatClock } from './portal-format.ts';

const statusBadge: Record<LiveVisit['status'], { label: string; variant: BadgeVariant }> = {
  scheduled: { label: 'Scheduled', variant: 'outline' },
  on_site: { label: 'Crew on site', variant: 'success' },
  finished: { label: 'Finished', variant: 'default' },
};

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** What the visit's line says under its heading: when the crew came, how long they have been there, when they left. */
function visitStatusLine(visit: LiveVisit): string {
  switch (visit.status) {
    case 'scheduled':
      return `Scheduled for ${formatClock(visit.scheduledStart)}. The crew’s arrival shows here as soon as they clock in.`;
    case 'on_site':
      return `Crew on site since ${formatClock(visit.arrivedAt!)} · ${durationLabel(visit.minutesOnSite ?? 0)} so far · ${people(visit.crewOnSite)} there now.`;
    case 'finished':
      return visit.arrivedAt
        ? `Finished at ${formatClock(visit.finishedAt!)} · ${durationLabel(visit.minutesOnSite ?? 0)} on site (arrived ${formatClock(visit.arrivedAt)}, ${people(visit.crewCount)}).`
        : `Finished at ${formatClock(visit.finishedAt!)}.`;
  }
}

const StatusIcon = ({ status }: { status: LiveVisit['status'] }) => {
  const Icon = status === 'finished' ? CircleCheck : status === 'on_site' ? Truck : Clock;
  return <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />;
};

function VisitRow({ visit }: { visit: LiveVisit }) {
  const badge = statusBadge[visit.status];
  return (
    <li className="flex items-start gap-3 px-5 py-4">
      <StatusIcon status={visit.status} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold break-words text-slate-900">
            {visit.serviceType}
            {visit.siteName ? <span className="font-normal text-slate-600"> · {visit.siteName}</span> : null}
          </h3>
          <Badge variant={badge.variant} data-status={visit.status}>
            {visit.status === 'on_site' ? (
              <span className="size-2 rounded-full bg-emerald-600 motion-safe:animate-pulse" aria-hidden />
            ) : null}
            {badge.label}
          </Badge>
        </div>
        <p className="text-sm text-slate-600">
          {formatClock(visit.scheduledStart)} to {formatClock(visit.scheduledEnd)}
        </p>
        <p className="text-sm text-slate-800">{visitStatusLine(visit)}</p>
      </div>
    </li>
  );
}

/** Poll often while a visit of today is still to finish, rarely once all are. */
export function liveVisitsInterval(data: LiveVisits | undefined): number {
  return data && data.visits.every((visit) => visit.status === 'finished') ? LIVE_VISIT_IDLE_POLL_MS : LIVE_VISIT_POLL_MS;
}

/**
 * Today's visits as they happen ("Real-Time Monitoring", issue 33, decision 0046): scheduled, crew on
 * site since the first punch, finished at the last, and the time on site. Polled while the page is
 * open (paused in a hidden tab); shown only on a day with a visit. Where anyone is never reaches
 * this screen: the server does not send it.
 */
export function LiveVisitsCard() {
  const read = apiQuery(getVisitsToday);
  // The interval follows the last answer: each answer re-renders this card, which then polls at its pace.
  const last = useQueryClient().getQueryData<LiveVisits>(read.queryKey);
  const live = usePolledQuery(read, liveVisitsInterval(last));
  if (!live.data || live.data.visits.length === 0) return null;
  const { visits, asOf } = live.data;
  return (
    <PortalSection
      title={visits.length === 1 ? 'Today’s visit' : 'Today’s visits'}
      description={
        <span aria-live="polite">
          Live from the crew’s clock-ins · updated {formatClock(asOf)}
          {live.stale ? ' · could not refresh, showing the last update' : ''}
        </span>
      }
    >
      <ul aria-label="Today’s visits" className="divide-y divide-slate-200">
        {visits.map((visit) => (
          <VisitRow key={visit.bookingId} visit={visit} />
        ))}
      </ul>
    </PortalSection>
  );
}
