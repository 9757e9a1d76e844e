import { parseLatLng } from '#shared/domain/geo.ts';
import type { TimesheetEntry } from '#shared/contracts/timesheets.ts';

/** An OpenStreetMap page centred on the point, with a marker. */
const mapHref = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/**
 * Where a punch was, as the employee portal writes it (issue 30): the address the geocoder stored;
 * without one (the server then stores the coordinates as the address) a short map link, since bare
 * coordinates mean nothing to the admin and wrap badly on a phone.
 */
function Punch({ label, address, location }: { label: string; address: string | null; location: string | null }) {
  if (address && !parseLatLng(address)) return <>{`${label} at ${address}`}</>;
  const point = parseLatLng(location ?? '') ?? parseLatLng(address ?? '');
  if (!point) return null;
  return (
    <>
      {`${label}: `}
      <a
        href={mapHref(point)}
        target="_blank"
        rel="noopener noreferrer"
        title={`${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`}
        className="font-medium text-brand-800 hover:underline"
      >
        on the map<span className="sr-only"> ({`${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`})</span>
      </a>
    </>
  );
}

/** "In at 100 Main St, Minneapolis; out: on the map", or nothing for an entry typed in by hand. */
export function PunchPlaces({ entry }: { entry: TimesheetEntry }) {
  const hasIn = Boolean(entry.address ?? entry.location);
  const hasOut = Boolean(entry.clockOutAddress ?? entry.clockOutLocation);
  if (!hasIn && !hasOut) return null;
  return (
    <p className="text-slate-600 [overflow-wrap:anywhere]">
      {hasIn ? <Punch label="In" address={entry.address} location={entry.location} /> : null}
      {hasIn && hasOut ? '; ' : null}
      {hasOut ? <Punch label={hasIn ? 'out' : 'Out'} address={entry.clockOutAddress} location={entry.clockOutLocation} /> : null}
    </p>
  );
}
