import { Car, Flag, LogIn, LogOut, MapPin } from 'lucide-react';
import type { LocationKind, StoredLocation } from '#shared/contracts/time.ts';
import { parseLatLng } from '#shared/domain/geo.ts';
import { FAR_PUNCH_METERS } from '#shared/domain/operations.ts';
import { Button } from '../../components/ui/button.tsx';
import { StateMessage } from '../../components/ui/list-states.tsx';
import { formatMinnesotaDate } from '../../lib/time-format.ts';
import { ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { mapHref, pointLabel } from './place.ts';
import { assignmentName, formatClockTime } from './portal-format.ts';
import { useStoredLocations } from './use-employee-time.ts';

const kinds: Record<LocationKind, { label: string; Icon: typeof LogIn }> = {
  'clock-in': { label: 'Clocked in', Icon: LogIn },
  'clock-out': { label: 'Clocked out', Icon: LogOut },
  'trip-start': { label: 'Trip started', Icon: Car },
  'trip-end': { label: 'Trip ended', Icon: Flag },
};

const meters = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function LocationItem({ location }: { location: StoredLocation }) {
  const { label, Icon } = kinds[location.kind];
  const distance = location.distanceFromSiteM;
  return (
    <li className="flex gap-3 px-5 py-3.5">
      <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium text-slate-900">
          {label}{' '}
          <time dateTime={location.at} className="font-normal text-slate-700">
            {formatMinnesotaDate(location.at)}, {formatClockTime(location.at)}
          </time>
        </p>
        {/* The address when the geocoder found one; the coordinates (what is stored) only as the small map link below. */}
        {location.address && !parseLatLng(location.address) ? (
          <p className="text-sm break-words text-slate-700">{location.address}</p>
        ) : null}
        {location.serviceType && location.clientName ? (
          <p className="text-sm break-words text-slate-600">
            {assignmentName({ serviceType: location.serviceType, clientName: location.clientName })}
          </p>
        ) : null}
        <a
          href={mapHref(location)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${pointLabel(location)} on a map`}
          className="inline-flex items-center gap-1 self-start text-xs font-medium text-brand-700 tabular-nums underline-offset-2 hover:underline"
        >
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          {pointLabel(location)}
        </a>
        {distance === null ? null : location.farFromSite ? (
          <p className="text-xs font-medium text-amber-800">
            {meters.format(distance)} m from the site: more than {FAR_PUNCH_METERS} m, flagged for the office
          </p>
        ) : (
          <p className="text-xs text-slate-500">{meters.format(distance)} m from the site</p>
        )}
      </div>
    </li>
  );
}

/**
 * Every location the company stores about the employee (issue 13): where each clock-in and
 * clock-out was, and where each trip started and ended, newest first, as the server keeps them.
 */
export function LocationList() {
  const read = useStoredLocations();
  const pages = read.data?.pages;
  const data = pages && { locations: pages.flatMap((page) => page.locations), total: pages[0]?.total ?? 0 };

  let body;
  if (read.isPending) body = <ListSkeleton label="Loading locations…" />;
  else if (!data) body = <ReadError title="Your locations could not be loaded" read={read} />;
  else if (data.locations.length === 0)
    body = (
      <StateMessage icon={<MapPin className="size-6" aria-hidden />} title="No locations stored about you yet.">
        When you clock in or out, or use drive mode, the place is kept and shows here.
      </StateMessage>
    );
  else
    body = (
      <>
        <ul aria-label="Stored locations" className="divide-y divide-slate-200">
          {data.locations.map((location) => (
            <LocationItem key={`${location.kind}-${location.timeEntryId ?? location.tripId}`} location={location} />
          ))}
        </ul>
        {data.total > data.locations.length ? (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 text-sm text-slate-600">
            <p>
              Showing the newest {data.locations.length} of {data.total}.
            </p>
            {read.hasNextPage ? (
              <Button variant="outline" disabled={read.isFetchingNextPage} onClick={() => void read.fetchNextPage()}>
                {read.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            ) : null}
          </div>
        ) : null}
        {read.isFetchNextPageError ? (
          <ReadError
            title="More locations could not be loaded"
            read={{ error: read.error, isFetching: read.isFetchingNextPage, refetch: () => read.fetchNextPage() }}
          />
        ) : null}
      </>
    );

  return (
    <PortalSection
      title="Locations stored about you"
      description="Where you clocked in and out and where your trips started and ended, newest first (Minnesota time). We keep them to check timesheets and mileage."
    >
      {body}
    </PortalSection>
  );
}
