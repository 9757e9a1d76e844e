import type { Assignment } from '#shared/contracts/operations.ts';
import { parseLatLng, type LatLng } from '#shared/domain/geo.ts';

/**
 * How the employee portal names where something happened (issue 30). Raw coordinates are no
 * name for a place: they mean nothing to a person and, with no space in them, wrap badly on a
 * 390 px screen. So a punch on a visit is "at" the visit's site; otherwise the street address
 * the geocoder found; and only when there is none (no geocoder, or it failed, and the server
 * stored the coordinates as the address) a link that opens the point on a map.
 */
export type Place = { kind: 'site' | 'address'; text: string } | { kind: 'point'; point: LatLng; mapHref: string };

/** The visit a punch or trip was for, as far as the place goes. */
export type VisitPlace = Pick<Assignment, 'siteName' | 'address'>;

/** An OpenStreetMap page centred on the point, with a marker. */
export function mapHref({ lat, lng }: LatLng): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** '44.8766, -93.3301': for a label (four decimals are about 10 m; the space lets it wrap). */
export const pointLabel = ({ lat, lng }: LatLng): string => `${lat.toFixed(4)}, ${lng.toFixed(4)}`;

/**
 * The place of a record: `address` as stored (a geocoded address, or the coordinates when there
 * was none), `location` the 'lat,lng' read by the phone, `visit` the visit it was for, if known.
 * Null when nothing at all is known (a manual entry).
 */
export function placeOf(address: string | null, location: string | null, visit?: VisitPlace): Place | null {
  if (visit) return { kind: 'site', text: `at ${visit.siteName ?? visit.address}` };
  if (address && !parseLatLng(address)) return { kind: 'address', text: address };
  const point = parseLatLng(location ?? '') ?? parseLatLng(address ?? '');
  return point ? { kind: 'point', point, mapHref: mapHref(point) } : null;
}

/** The place as a line of its own (a notice's second line): 'At Acme Dental', 'Location: 100 Main St'; none for a bare point. */
export function placeLine(place: Place | null): string | undefined {
  if (place?.kind === 'site') return `At ${place.text.slice('at '.length)}`;
  if (place?.kind === 'address') return `Location: ${place.text}`;
  return undefined;
}
