import { Clock, MapPin, Phone, StickyNote } from 'lucide-react';
import type { Assignment } from '#shared/contracts/operations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatClockTime, formatDay, hoursLabel } from './portal-format.ts';

const statusLabels: Record<Assignment['status'], string> = { confirmed: 'Confirmed', completed: 'Completed' };

/** One visit with the spec's Assignment fields (service, client, phone, when, how long, notes, status) and where it is. */
function AssignmentItem({ assignment, showDay }: { assignment: Assignment; showDay: boolean }) {
  const when = `${showDay ? `${formatDay(assignment.scheduledDate)}, ` : ''}${formatClockTime(assignment.scheduledDate)}`;
  return (
    <li className="grid gap-2 px-5 py-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{assignment.serviceType}</h3>
          <p className="text-sm break-words text-slate-700">{assignment.clientName}</p>
        </div>
        <Badge variant={assignment.status === 'completed' ? 'secondary' : 'outline'}>{statusLabels[assignment.status]}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Clock className="size-4 shrink-0 text-slate-500" aria-hidden />
        <span>
          {when} · {hoursLabel(assignment.duration)}
        </span>
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        <span className="min-w-0 break-words">
          <span className="sr-only">Where: </span>
          {/* The site's name when it is not just the client's own name again, then the address. */}
          {assignment.siteName && assignment.siteName !== assignment.clientName ? `${assignment.siteName}, ` : ''}
          {assignment.address}
        </span>
      </p>
      {assignment.notes ? (
        <p className="flex items-start gap-2 text-sm break-words whitespace-pre-line text-slate-700">
          <StickyNote className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <span>
            <span className="sr-only">Notes: </span>
            {assignment.notes}
          </span>
        </p>
      ) : null}
      {assignment.clientPhone ? (
        <a
          href={`tel:${assignment.clientPhone.replace(/[^\d+]/g, '')}`}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <Phone className="size-4" aria-hidden />
          <span>
            <span className="sr-only">Call {assignment.clientName} at </span>
            {assignment.clientPhone}
          </span>
        </a>
      ) : null}
    </li>
  );
}

/** Visits as a list of cards (the same at 390 and 1280 px: there are few, and each is read whole). */
export function AssignmentList({ assignments, showDay, label }: { assignments: readonly Assignment[]; showDay: boolean; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200">
      {assignments.map((assignment) => (
        <AssignmentItem key={assignment.id} assignment={assignment} showDay={showDay} />
      ))}
    </ul>
  );
}
