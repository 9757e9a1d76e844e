import { CalendarClock, Users } from 'lucide-react';
import type { CustomerBooking } from '#shared/contracts/operations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDollars } from '../../lib/business-format.ts';
import { formatVisitTime, hoursLabel, teamLabel } from './portal-format.ts';

const statusLabels: Record<CustomerBooking['status'], string> = { confirmed: 'Confirmed', completed: 'Completed' };

export function VisitStatusBadge({ status }: { status: CustomerBooking['status'] }) {
  return <Badge variant={status === 'completed' ? 'success' : 'outline'}>{statusLabels[status]}</Badge>;
}

/** A visit's service, when and how long (Minnesota time), its team and status: the spec's Booking. */
export function VisitSummary({ visit, headingLevel = 'h3' }: { visit: CustomerBooking; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start justify-between gap-3">
        <Heading className="font-semibold break-words text-slate-900">{visit.serviceType}</Heading>
        <VisitStatusBadge status={visit.status} />
      </div>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        <span>
          {formatVisitTime(visit.scheduledDate)} · {hoursLabel(visit.duration)}
          {/* Plan visits have no price of their own: the plan is billed by the month. */}
          {visit.price !== null ? ` · ${formatDollars(visit.price)}` : null}
        </span>
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Users className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        <span>
          <span className="sr-only">Team: </span>
          {teamLabel(visit.assignedTeam)}
        </span>
      </p>
      {visit.notes ? <p className="text-sm break-words whitespace-pre-line text-slate-600">{visit.notes}</p> : null}
    </div>
  );
}
