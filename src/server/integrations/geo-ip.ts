import { isIP } from 'node:net';

export interface Place {
  country: string;
  city: string;
}

const UNKNOWN: Place = { country: 'Unknown', city: 'Unknown' };
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Loopback, private and link-local addresses have no place. */
function isPrivate(ip: string): boolean {
  return /^(127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:|::ffff:127\.|::ffff:10\.|::ffff:192\.168\.)/i.test(
    ip,
  );
}

/**
 * Country and city from the client address, looked up in an offline database
 * shipped in the `fast-geoip` package (GeoLite2 data by MaxMind, CC BY-SA 4.0).
 * No request leaves the server and the visitor sees no permission prompt.
 */
export async function placeOf(ip: string | undefined): Promise<Place> {
  if (!ip || !isIP(ip) || isPrivate(ip)) return UNKNOWN;
  try {
    const { default: geoip } = await import('fast-geoip');
    const hit = await geoip.lookup(ip.replace(/^::ffff:/, ''));
    if (!hit) return UNKNOWN;
    const country = hit.country ? (countryNames.of(hit.country) ?? hit.country) : 'Unknown';
    return { country, city: hit.city || 'Unknown' };
  } catch {
    return UNKNOWN;
  }
}
