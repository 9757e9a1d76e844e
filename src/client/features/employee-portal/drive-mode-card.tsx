import { Suspense, useState } from 'react';
import { Car } from 'lucide-react';
import type { MileageLog } from '#shared/contracts/time.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { placeOf } from './place.ts';
import { PlaceText } from './place-text.tsx';
import type { Outcome } from './portal-notice.tsx';
import { ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { formatClockTime, formatElapsed, formatMiles } from './portal-format.ts';
import { useMileageWeek } from './use-employee-time.ts';
import { useNow } from './use-now.ts';

// The trip's forms are their own chunk (the form layer), fetched as the card first renders (issue 36).
const TripForm = lazyNamed(() => import('./trip-form.tsx'), 'TripForm');

/** The trip under way: where and when it started, the starting mileage, and a running clock. */
function TripInProgress({ trip }: { trip: MileageLog }) {
  const now = useNow(1000);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-b border-slate-200 bg-brand-50/60 px-5 py-4 text-sm">
      <div>
        <dt className="text-slate-600">Started</dt>
        <dd className="font-semibold text-slate-900">{formatClockTime(trip.startedAt)}</dd>
      </div>
      <div className="text-right">
        <dt className="text-slate-600">Elapsed</dt>
        <dd className="font-semibold text-slate-900 tabular-nums" role="timer">
          {formatElapsed(now - Date.parse(trip.startedAt))}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Starting mileage</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{formatMiles(trip.startMileage)}</dd>
      </div>
      <div className="min-w-0 text-right">
        <dt className="text-slate-600">From</dt>
        <dd className="text-slate-900">
          <PlaceText place={placeOf(trip.startAddress, trip.startLocation)} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Drive mode (spec §4), stored as a mileage log: inactive until a starting mileage and the location
 * are taken; active, with the elapsed time, until the ending mileage, a destination and the location.
 * `docked`: while a trip is under way, End Drive Mode is the Overview's main action (issue 30).
 */
export function DriveModeCard({ docked = false }: { docked?: boolean }) {
  const week = useMileageWeek();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const trip = week.data?.openTrip ?? null;

  // While its code loads, the form alone is grey: the trip under way shows at once.
  const form = (
    <Suspense fallback={<ListSkeleton label="Loading drive mode…" rows={1} />}>
      <TripForm trip={trip} outcome={outcome} onOutcome={setOutcome} docked={docked} />
    </Suspense>
  );
  let body;
  if (week.isPending) body = <ListSkeleton label="Loading drive mode…" rows={2} />;
  else if (!week.data) body = <ReadError title="Drive mode could not be loaded" read={week} />;
  else if (trip)
    body = (
      <>
        <TripInProgress trip={trip} />
        {form}
      </>
    );
  else body = form;

  return (
    <PortalSection
      title="Drive mode"
      description={trip ? 'A trip is under way.' : 'Record the miles you drive between sites.'}
      action={
        trip ? (
          <Badge variant="default">
            <Car className="size-3.5" aria-hidden />
            Driving
          </Badge>
        ) : null
      }
    >
      {body}
    </PortalSection>
  );
}
