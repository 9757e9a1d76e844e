import { useId } from 'react';
import type { CalendarEvent } from '#shared/contracts/scheduling.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDay } from '../../lib/business-format.ts';
import { cn } from '../../lib/cn.ts';
import { Panel } from './panel.tsx';
import { RetryNote } from './retry-note.tsx';
import { eventTimeLabel } from './slot-view.ts';
import { useDayEvents } from './use-schedule.ts';

/** Today's taken times as the public may see them: a booking says only "Booked", a calendar's appointment "Busy". */
export function TodaysSchedule({ today }: { today: IsoDate }) {
  const id = useId();
  const events = useDayEvents(today);
  return (
    <Panel id={id} title="Today's schedule" subtitle={formatDay(today)}>
      {events.isError ? (
        <RetryNote message="Today's schedule could not be loaded." onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : events.data === undefined ? (
        <div className="grid gap-2" role="status">
          <span className="sr-only">Loading today's schedule</span>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : events.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing is booked today yet.</p>
      ) : (
        <ul className="grid gap-2">
          {events.data.map((event) => (
            <ScheduleItem key={event.id} event={event} day={today} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ScheduleItem({ event, day }: { event: CalendarEvent; day: IsoDate }) {
  const booked = event.source === 'internal';
  return (
    <li
      className={cn(
        'flex items-center justify-between gap-3 rounded-md border-l-4 px-3 py-2 text-sm',
        booked ? 'border-l-brand-600 bg-brand-50' : 'border-l-slate-400 bg-slate-100',
      )}
    >
      <span className="font-medium text-slate-900">{eventTimeLabel(event, day)}</span>
      <span className={cn('font-semibold', booked ? 'text-brand-800' : 'text-slate-700')}>{event.title}</span>
    </li>
  );
}
