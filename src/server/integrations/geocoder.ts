import { formatLatLng, type LatLng } from '#shared/domain/geo.ts';
import { addressFromNominatim, pointFromNominatimSearch } from './geocoder-nominatim.ts';

// The answers' reading lives in geocoder-nominatim.ts; callers of this adapter import it from here.
export { addressFromNominatim, pointFromNominatimSearch };

/** Where an address came from: the service, the cache of its earlier answers, or the coordinates themselves. */
export type AddressSource = 'geocoder' | 'cache' | 'coordinates';

export interface ReverseResult {
  address: string;
  source: AddressSource;
}

/**
 * Geocoding through a Nominatim-compatible HTTP API (`GEOCODER_URL`). It never fails: without a
 * service, or when the service is slow, busy, down or has no answer, `reverse` answers the
 * coordinates ('44.876600,-93.330100') and `search` null.
 */
export interface Geocoder {
  readonly configured: boolean;
  /** Coordinates to a street address (punch locations). */
  reverse(point: LatLng): Promise<ReverseResult>;
  /** A street address to its coordinates (new sites), searched in the US only; null when not found. */
  search(address: string): Promise<LatLng | null>;
}

export interface GeocoderOptions {
  /** Base URL; `/reverse` or `/search` is appended. Unset: not configured. */
  url?: string | undefined;
  /** Sent as User-Agent: Nominatim's usage policy requires one that names the application. */
  userAgent: string;
  /** Per upstream call, from sending to the whole body read. */
  timeoutMs?: number;
  /** At least this long between the starts of two upstream calls (Nominatim: at most one a second). */
  minIntervalMs?: number;
  /** A caller waits at most this long for its turn; past that it gets its fallback at once. */
  maxWaitMs?: number;
  /** Addresses remembered, by coordinates rounded to 4 decimals (about 11 m). */
  cacheSize?: number;
  log?: { warn(details: object, message: string): void };
  /** The clock the turns are kept on, and how a caller waits for its turn: the real ones unless a test's. */
  clock?: { now(): number; wait(ms: number): Promise<void> };
}

const realClock = { now: () => Date.now(), wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };

const DEFAULTS = { timeoutMs: 3000, minIntervalMs: 1000, maxWaitMs: 2000, cacheSize: 5000 };
/** Nominatim answers a few kilobytes; anything much larger is not an answer. */
const MAX_BODY_BYTES = 64 * 1024;
/** A site address longer than this is no address: not worth a call. */
const MAX_QUERY_LENGTH = 300;

/** Coordinates rounded to 4 decimals: the cache key and what is sent upstream (no finer than needed). */
export function roundedPoint({ lat, lng }: LatLng): LatLng {
  const round = (value: number) => Math.round(value * 10_000) / 10_000 + 0; // + 0 turns -0 into 0
  return { lat: round(lat), lng: round(lng) };
}

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const { timeoutMs, minIntervalMs, maxWaitMs, cacheSize } = { ...DEFAULTS, ...withoutUndefined(options) };
  const coordinates = (point: LatLng): ReverseResult => ({ address: formatLatLng(point), source: 'coordinates' });
  if (!options.url) return { configured: false, reverse: async (point) => coordinates(point), search: async () => null };

  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const origin = new URL(base).origin;
  /** Insertion order is age: a hit moves its entry to the end, the oldest goes first when full. */
  const cache = new Map<string, string>();
  /** One upstream call per key at a time: callers for the same place share it. */
  const pending = new Map<string, Promise<string | null>>();
  /** When the next upstream call may start (epoch ms): one slot for both kinds of call, as Nominatim counts them. */
  let nextSlot = 0;
  const clock = options.clock ?? realClock;

  /** Reserves the next free start time, or false when it is further away than a caller should wait. */
  function reserveSlot(): number | false {
    const now = clock.now();
    const at = Math.max(now, nextSlot);
    if (at - now > maxWaitMs) return false;
    nextSlot = at + minIntervalMs;
    return at - now;
  }

  /** The parsed JSON answer of `GET <base><path>?<params>` in its turn, or undefined when busy or failing (logged). */
  async function call(path: 'reverse' | 'search', params: Record<string, string>): Promise<unknown> {
    const wait = reserveSlot();
    if (wait === false) {
      options.log?.warn({ geocoder: origin, call: path }, 'geocoder busy: no answer this time');
      return undefined;
    }
    if (wait > 0) await clock.wait(wait);
    const url = new URL(path, base);
    url.search = new URLSearchParams({ format: 'jsonv2', ...params }).toString();
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = await response.text();
      if (body.length > MAX_BODY_BYTES) throw new Error('answer too large');
      return JSON.parse(body) as unknown;
    } catch (error) {
      options.log?.warn({ geocoder: origin, call: path, err: error }, 'geocoder failed: no answer this time');
      return undefined;
    }
  }

  async function lookUp(point: LatLng): Promise<string | null> {
    const body = await call('reverse', { lat: String(point.lat), lon: String(point.lng), zoom: '18' });
    return body === undefined ? null : addressFromNominatim(body);
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
      let pendingCall = pending.get(key);
      if (!pendingCall) {
        pendingCall = lookUp(rounded).finally(() => pending.delete(key));
        pending.set(key, pendingCall);
      }
      const address = await pendingCall;
      if (address === null) return coordinates(point);
      cache.set(key, address);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return { address, source: 'geocoder' };
    },

    // Not cached: a site is searched once, when it is made.
    async search(address) {
      const q = address.replace(/\s+/g, ' ').trim();
      if (q === '' || q.length > MAX_QUERY_LENGTH) return null;
      const body = await call('search', { q, limit: '1', countrycodes: 'us' });
      return body === undefined ? null : pointFromNominatimSearch(body);
    },
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
