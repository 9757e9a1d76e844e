import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a request asked for, as the stub saw it. */
export interface GeocoderRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Date.now() when it arrived. */
  at: number;
}

/** How the stub answers the next requests. */
export type GeocoderMode =
  /** Nominatim's jsonv2 answer: a known place for the coordinates, else a made-up street near them. */
  | 'ok'
  /** `{"error":"Unable to geocode"}` with status 200, as Nominatim says for the middle of a lake. */
  | 'no-place'
  /** 500 with an HTML page. */
  | 'error'
  /** 200 with a body that is not JSON. */
  | 'garbage'
  /** Never answers (until the stub closes): the caller's timeout must fire. */
  | 'hang';

export interface GeocoderStub {
  /** The base URL to configure as GEOCODER_URL. */
  url: string;
  requests: GeocoderRequest[];
  mode: GeocoderMode;
  /** Answers by rounded coordinates ('44.8766,-93.3301'), Nominatim's `address` object. */
  places: Map<string, Record<string, string>>;
  close(): Promise<void>;
}

/** A place in Edina, the test factories' default site (tests/support/operations.ts). */
export const EDINA_OFFICE = {
  house_number: '7001',
  road: 'France Avenue South',
  city: 'Edina',
  county: 'Hennepin County',
  state: 'Minnesota',
  'ISO3166-2-lvl4': 'US-MN',
  postcode: '55435',
  country: 'United States',
  country_code: 'us',
};

const key = (lat: number, lon: number) => `${Math.round(lat * 10_000) / 10_000 + 0},${Math.round(lon * 10_000) / 10_000 + 0}`;

function jsonv2(lat: number, lon: number, address: Record<string, string>) {
  const displayName = [
    address['house_number'],
    address['road'],
    address['city'],
    address['county'],
    address['state'],
    address['postcode'],
    address['country'],
  ]
    .filter(Boolean)
    .join(', ');
  return {
    place_id: 1000 + Math.floor(Math.abs(lat * lon)),
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 123456,
    lat: String(lat),
    lon: String(lon),
    category: 'building',
    type: 'yes',
    place_rank: 30,
    importance: 0.00001,
    addresstype: 'building',
    name: '',
    display_name: displayName,
    address,
    boundingbox: [String(lat - 0.0001), String(lat + 0.0001), String(lon - 0.0001), String(lon + 0.0001)],
  };
}

/**
 * A real HTTP server on a free local port that speaks Nominatim's reverse geocoding
 * (`GET /reverse?format=jsonv2&lat=..&lon=..`) and records every request.
 */
export async function startGeocoderStub(): Promise<GeocoderStub> {
  const stub: GeocoderStub = {
    url: '',
    requests: [],
    mode: 'ok',
    places: new Map([[key(44.8766, -93.3301), EDINA_OFFICE]]),
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const query = Object.fromEntries(url.searchParams);
    stub.requests.push({ path: url.pathname, query, headers: req.headers, at: Date.now() });
    const lat = Number(query['lat']);
    const lon = Number(query['lon']);
    if (url.pathname !== '/reverse' || query['format'] !== 'jsonv2' || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 400, message: 'Bad request' } }));
      return;
    }
    switch (stub.mode) {
      case 'hang':
        return;
      case 'error':
        res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end('<<not json>>');
        return;
      case 'no-place':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Unable to geocode' }));
        return;
      case 'ok': {
        const address = stub.places.get(key(lat, lon)) ?? {
          house_number: String(100 + (Math.floor(Math.abs(lon * 1000)) % 900)),
          road: 'Test Street',
          city: 'Minneapolis',
          state: 'Minnesota',
          'ISO3166-2-lvl4': 'US-MN',
          postcode: '55401',
          country: 'United States',
          country_code: 'us',
        };
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(jsonv2(lat, lon, address)));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
