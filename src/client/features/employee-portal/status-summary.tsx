import { useId } from 'react';
import type { TimeEntriesOverview } from '#shared/contracts/time.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { cn } from '../../lib/cn.ts';
import { assignmentName, formatCalendarDay, formatClockTime, formatHours, formatMinutes } from './portal-format.ts';
import { useAssignments, useTimeOverview } from './use-employee-time.ts';
import { useNow } from './use-now.ts';

/** This week's hours, the open entry counted up to now (the server counted it up to when it answered). */
export function liveWeeklyHours(overview: TimeEntriesOverview, answeredAt: number, now: number): number {
  if (!overview.openEntry) return overview.weeklyHours;
  return Math.round((overview.weeklyHours + Math.max(0, now - answeredAt) / 3_600_000) * 100) / 100;
}

/** Status at a glance (spec §2): Active while an entry is open, else Off Duty, and the hours of the week from Sunday. */
export function StatusSummary() {
  const headingId = useId();
  const overview = useTimeOverview();
  const assignments = useAssignments();
  const now = useNow(30_000);
  const data = overview.data;

  let body;
  if (overview.isPending) {
    body = (
      <div className="grid grid-cols-2 gap-4 p-5" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your status…
        </span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (!data) {
    body = (
      <LoadError
        title="Your time clock could not be loaded"
        message={callErrorMessage(overview.error)}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  } else {
    const open = data.openEntry;
    const active = data.status === 'Active';
    const visit = open?.bookingId ? assignments.data?.find((assignment) => assignment.id === open.bookingId) : undefined;
    body = (
      <dl className="grid grid-cols-2 gap-4 p-5">
        <div className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">Status</dt>
          <dd className="mt-1 flex items-center gap-2 text-2xl font-bold text-slate-900">
            <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-full', active ? 'bg-emerald-500' : 'bg-slate-400')} />
            {data.status}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{open ? `Since ${formatClockTime(open.clockIn)}` : 'Not clocked in'}</dd>
          {open ? <dd className="text-sm text-slate-600">{formatMinutes((now - Date.parse(open.clockIn)) / 60_000)} so far</dd> : null}
          {visit ? <dd className="mt-0.5 text-sm break-words text-slate-700">{assignmentName(visit)}</dd> : null}
        </div>
        <div className="min-w-0 text-right">
          <dt className="text-sm font-medium text-slate-600">Hours this week</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
            {formatHours(liveWeeklyHours(data, overview.dataUpdatedAt, now))}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">Since {formatCalendarDay(data.weekStart)}</dd>
        </div>
      </dl>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Your status
      </h2>
      {body}
    </Card>
  );
}
