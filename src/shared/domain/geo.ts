/** A point on the earth in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const LAT_LNG = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** 'lat,lng' as the employee portal sends a location, or null when it is not one (out of range included). */
export function parseLatLng(value: string): LatLng | null {
  const match = LAT_LNG.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export function formatLatLng({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)},${lng.toFixed(6)}`;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): close enough for "was the punch on site". */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
