import type { LatLng } from '#shared/domain/geo.ts';

/** Reading Nominatim's `jsonv2` answers (https://nominatim.org/release-docs/latest/api/Output/). */

const MAX_ADDRESS_LENGTH = 300;

interface NominatimAddress {
  house_number?: string;
  road?: string;
  pedestrian?: string;
  city?: string;
  town?: string;
  village?: string;
  hamlet?: string;
  suburb?: string;
  municipality?: string;
  county?: string;
  state?: string;
  'ISO3166-2-lvl4'?: string;
  postcode?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * A short US-style address from a `/reverse` answer: "7001 France Avenue South, Edina, MN
 * 55435". Its `display_name` (every level down to the country) when the parts are missing; null
 * when the answer has no place (`{"error": "Unable to geocode"}`).
 */
export function addressFromNominatim(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || 'error' in body) return null;
  const record = body as { address?: unknown; display_name?: unknown };
  const parts = (typeof record.address === 'object' && record.address !== null ? record.address : {}) as Record<string, unknown>;
  const a: NominatimAddress = Object.fromEntries(Object.entries(parts).flatMap(([k, v]) => (text(v) ? [[k, text(v)]] : [])));
  const street = [a.house_number, a.road ?? a.pedestrian].filter(Boolean).join(' ');
  const locality = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.suburb ?? a.municipality;
  const region = a['ISO3166-2-lvl4']?.match(/^[A-Z]{2}-([A-Z0-9]{1,3})$/)?.[1] ?? a.state;
  const regionPostcode = [region, a.postcode].filter(Boolean).join(' ');
  const short = street && locality ? [street, locality, regionPostcode].filter(Boolean).join(', ') : undefined;
  const address = short ?? text(record.display_name);
  return address ? address.slice(0, MAX_ADDRESS_LENGTH) : null;
}

/** Nominatim sends degrees as decimal strings ("44.8766123"); anything else (hex, exponents, '') is no coordinate. */
const DEGREES = /^-?\d{1,3}(?:\.\d{1,15})?$/;

function degrees(value: unknown, limit: number): number | null {
  if (typeof value !== 'string' || !DEGREES.test(value.trim())) return null;
  const n = Number(value.trim());
  return Math.abs(n) <= limit ? n : null;
}

/**
 * The first place of a `/search` answer (an array, best match first, empty when nothing matched),
 * or null when there is none or its `lat`/`lon` are not coordinates in range.
 */
export function pointFromNominatimSearch(body: unknown): LatLng | null {
  if (!Array.isArray(body)) return null;
  const first: unknown = body[0];
  if (typeof first !== 'object' || first === null) return null;
  const { lat, lon } = first as { lat?: unknown; lon?: unknown };
  const latitude = degrees(lat, 90);
  const longitude = degrees(lon, 180);
  return latitude === null || longitude === null ? null : { lat: latitude, lng: longitude };
}
