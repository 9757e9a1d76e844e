import { Clock3 } from 'lucide-react';
import type { Assignment } from '#shared/contracts/operations.ts';
import type { TimeEntry } from '#shared/contracts/time.ts';
import { FAR_PUNCH_METERS, LATEST_TIME_ENTRIES_SHOWN } from '#shared/domain/operations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { StateMessage } from '../../components/ui/list-states.tsx';
import { placeOf } from './place.ts';
import { PlaceText } from './place-text.tsx';
import { ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { assignmentName, formatDay, formatHours, formatTimeRange } from './portal-format.ts';
import { useAssignments, useTimeOverview } from './use-employee-time.ts';

const sourceLabels: Record<TimeEntry['source'], string | null> = { clock: null, manual: 'Manual entry', admin: 'Corrected by the office' };

function EntryItem({ entry, visit }: { entry: TimeEntry; visit: Assignment | undefined }) {
  const source = sourceLabels[entry.source];
  return (
    <li className="grid gap-1 px-5 py-3.5">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium text-slate-900">
          {formatDay(entry.clockIn)} <span className="font-normal text-slate-700">{formatTimeRange(entry.clockIn, entry.clockOut)}</span>
        </p>
        {entry.clockOut === null ? (
          <Badge variant="default">In progress</Badge>
        ) : (
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatHours(entry.hoursWorked ?? 0)} h</span>
        )}
      </div>
      {visit ? <p className="text-sm break-words text-slate-700">{assignmentName(visit)}</p> : null}
      {entry.description ? <p className="text-sm break-words text-slate-700">{entry.description}</p> : null}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
        {source ? <span>{source}</span> : null}
        {/* Where the clock-in was: the visit's site (unless the punch was far from it), an address, or a map link; never bare coordinates. */}
        <PlaceText place={placeOf(entry.address, entry.location, entry.farFromSite ? undefined : visit)} />
        {entry.farFromSite ? <span className="font-medium text-amber-800">More than {FAR_PUNCH_METERS} m from the site</span> : null}
      </p>
    </li>
  );
}

/** The 10 most recent time entries (spec §2, §9), newest first, as the server lists them. */
export function TimeEntryList() {
  const overview = useTimeOverview();
  const assignments = useAssignments();

  let body;
  if (overview.isPending) body = <ListSkeleton label="Loading time entries…" />;
  else if (!overview.data) body = <ReadError title="Your time entries could not be loaded" read={overview} />;
  else if (overview.data.entries.length === 0)
    body = (
      <StateMessage icon={<Clock3 className="size-6" aria-hidden />} title="No time entries yet">
        Clock in on the Overview tab, or add the time you worked as a manual entry.
      </StateMessage>
    );
  else
    body = (
      <ul aria-label="Recent time entries" className="divide-y divide-slate-200">
        {overview.data.entries.slice(0, LATEST_TIME_ENTRIES_SHOWN).map((entry) => (
          <EntryItem key={entry.id} entry={entry} visit={assignments.data?.find((assignment) => assignment.id === entry.bookingId)} />
        ))}
      </ul>
    );

  return (
    <PortalSection title="Recent time entries" description={`Your ${LATEST_TIME_ENTRIES_SHOWN} latest entries, newest first.`}>
      {body}
    </PortalSection>
  );
}
