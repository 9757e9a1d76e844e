import { Car } from 'lucide-react';
import type { MileageLog } from '#shared/contracts/time.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { StateMessage } from '../../components/ui/list-states.tsx';
import { placeOf } from './place.ts';
import { PlaceText } from './place-text.tsx';
import { ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { formatCalendarDay, formatDay, formatMiles, formatMinutes, formatTimeRange } from './portal-format.ts';
import { useMileageWeek } from './use-employee-time.ts';

function TripItem({ trip }: { trip: MileageLog }) {
  return (
    <li className="grid gap-1 px-5 py-3.5">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium text-slate-900">
          {formatDay(trip.startedAt)} <span className="font-normal text-slate-700">{formatTimeRange(trip.startedAt, trip.endedAt)}</span>
        </p>
        {trip.miles === null ? (
          <Badge variant="default">In progress</Badge>
        ) : (
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatMiles(trip.miles)} mi</span>
        )}
      </div>
      <p className="text-sm break-words text-slate-700">
        {/* From where it started (an address, else a map link; never bare coordinates) to the destination typed in. */}
        <PlaceText place={placeOf(trip.startAddress, trip.startLocation)} />
        {trip.destination ? ` → ${trip.destination}` : null}
      </p>
      <p className="text-xs text-slate-500 tabular-nums">
        Odometer {formatMiles(trip.startMileage)}
        {trip.endMileage === null ? '' : ` – ${formatMiles(trip.endMileage)}`}
        {trip.minutes === null ? '' : ` · ${formatMinutes(trip.minutes)}`}
      </p>
    </li>
  );
}

/** The week's trips (from Sunday), newest first, and the miles they add up to. */
export function TripList() {
  const week = useMileageWeek();
  const data = week.data;

  let body;
  if (week.isPending) body = <ListSkeleton label="Loading trips…" />;
  else if (!data) body = <ReadError title="Your trips could not be loaded" read={week} />;
  else if (data.trips.length === 0)
    body = (
      <StateMessage icon={<Car className="size-6" aria-hidden />} title="No trips this week">
        Start drive mode on the Overview tab before you drive to a site; the trip and its miles show here.
      </StateMessage>
    );
  else
    body = (
      <ul aria-label="Trips this week" className="divide-y divide-slate-200">
        {data.trips.map((trip) => (
          <TripItem key={trip.id} trip={trip} />
        ))}
      </ul>
    );

  return (
    <PortalSection
      title="Trips this week"
      description={data ? `Since ${formatCalendarDay(data.weekStart)}` : undefined}
      action={
        data ? (
          <p className="text-right">
            <span className="block text-2xl font-bold text-slate-900 tabular-nums">{formatMiles(data.totalMiles)}</span>
            <span className="block text-xs font-medium text-slate-600">miles in total</span>
          </p>
        ) : null
      }
    >
      {body}
    </PortalSection>
  );
}
