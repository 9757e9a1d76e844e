import { formatLatLng, type LatLng } from '#shared/domain/geo.ts';

/** Where an address came from: the service, the cache of its earlier answers, or the coordinates themselves. */
export type AddressSource = 'geocoder' | 'cache' | 'coordinates';

export interface ReverseResult {
  address: string;
  source: AddressSource;
}

/**
 * Reverse geocoding (coordinates to a street address) through a Nominatim-compatible HTTP API
 * (`GEOCODER_URL`). It never fails: without a service, or when the service is slow, busy, down
 * or has no address there, the address is the coordinates ('44.876600,-93.330100').
 */
export interface Geocoder {
  readonly configured: boolean;
  reverse(point: LatLng): Promise<ReverseResult>;
}

export interface GeocoderOptions {
  /** Base URL; `/reverse` is appended. Unset: not configured. */
  url?: string | undefined;
  /** Sent as User-Agent: Nominatim's usage policy requires one that names the application. */
  userAgent: string;
  /** Per upstream call, from sending to the whole body read. */
  timeoutMs?: number;
  /** At least this long between the starts of two upstream calls (Nominatim: at most one a second). */
  minIntervalMs?: number;
  /** A caller waits at most this long for its turn; past that it gets the coordinates at once. */
  maxWaitMs?: number;
  /** Addresses remembered, by coordinates rounded to 4 decimals (about 11 m). */
  cacheSize?: number;
  log?: { warn(details: object, message: string): void };
}

const DEFAULTS = { timeoutMs: 3000, minIntervalMs: 1000, maxWaitMs: 2000, cacheSize: 5000 };
/** Nominatim answers a few kilobytes; anything much larger is not an answer. */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_ADDRESS_LENGTH = 300;

/** Coordinates rounded to 4 decimals: the cache key and what is sent upstream (no finer than needed). */
export function roundedPoint({ lat, lng }: LatLng): LatLng {
  const round = (value: number) => Math.round(value * 10_000) / 10_000 + 0; // + 0 turns -0 into 0
  return { lat: round(lat), lng: round(lng) };
}

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
 * A short US-style address from Nominatim's `jsonv2` answer: "7001 France Avenue South, Edina, MN
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

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const { timeoutMs, minIntervalMs, maxWaitMs, cacheSize } = { ...DEFAULTS, ...withoutUndefined(options) };
  const coordinates = (point: LatLng): ReverseResult => ({ address: formatLatLng(point), source: 'coordinates' });
  if (!options.url) return { configured: false, reverse: async (point) => coordinates(point) };

  const endpoint = new URL('reverse', options.url.endsWith('/') ? options.url : `${options.url}/`);
  /** Insertion order is age: a hit moves its entry to the end, the oldest goes first when full. */
  const cache = new Map<string, string>();
  /** One upstream call per key at a time: callers for the same place share it. */
  const pending = new Map<string, Promise<string | null>>();
  /** When the next upstream call may start (epoch ms). */
  let nextSlot = 0;

  /** Reserves the next free start time, or false when it is further away than a caller should wait. */
  function reserveSlot(): number | false {
    const now = Date.now();
    const at = Math.max(now, nextSlot);
    if (at - now > maxWaitMs) return false;
    nextSlot = at + minIntervalMs;
    return at - now;
  }

  async function lookUp(point: LatLng): Promise<string | null> {
    const wait = reserveSlot();
    if (wait === false) {
      options.log?.warn({ geocoder: endpoint.origin }, 'geocoder busy: the address is the coordinates');
      return null;
    }
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = new URL(endpoint);
    url.search = new URLSearchParams({ format: 'jsonv2', lat: String(point.lat), lon: String(point.lng), zoom: '18' }).toString();
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = await response.text();
      if (body.length > MAX_BODY_BYTES) throw new Error('answer too large');
      return addressFromNominatim(JSON.parse(body));
    } catch (error) {
      options.log?.warn({ geocoder: endpoint.origin, err: error }, 'geocoder failed: the address is the coordinates');
      return null;
    }
  }

  return {
    configured: true,
    async reverse(point) {
      const rounded = roundedPoint(point);
      const key = `${rounded.lat},${rounded.lng}`;
      const hit = cache.get(key);
      if (hit !== undefined) {
        cache.delete(key);
        cache.set(key, hit);
        return { address: hit, source: 'cache' };
      }
      let call = pending.get(key);
      if (!call) {
        call = lookUp(rounded).finally(() => pending.delete(key));
        pending.set(key, call);
      }
      const address = await call;
      if (address === null) return coordinates(point);
      cache.set(key, address);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return { address, source: 'geocoder' };
    },
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
