import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
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
  /** Nominatim's jsonv2 answer: /reverse a known place for the coordinates, else a made-up street near them; /search what `search` says. */
  | 'ok'
  /** Nothing there, with status 200: /reverse `{"error":"Unable to geocode"}` (the middle of a lake), /search `[]`. */
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
  /**
   * What `/search` finds for a query in mode 'ok', best first ([]: nothing). By default every address
   * is the Edina office; a test replaces it (a promise lets it hold the answer back).
   */
  search: (q: string) => SearchPlace[] | Promise<SearchPlace[]>;
  /** Back to mode 'ok', the default `search`, no requests recorded. */
  reset(): void;
  close(): Promise<void>;
}

/** A place `/search` finds: Nominatim sends its degrees as strings. */
export interface SearchPlace {
  lat: string;
  lon: string;
  display_name: string;
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

/** Where /search puts the Edina office (its /reverse place: `EDINA_OFFICE`). */
export const EDINA_OFFICE_PLACE: SearchPlace = {
  lat: '44.8766123',
  lon: '-93.3301456',
  display_name: '7001, France Avenue South, Edina, Hennepin County, Minnesota, 55435, United States',
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

/** One place of a `/search?format=jsonv2` answer, with the fields Nominatim sends besides the three read. */
function searchResult(place: SearchPlace, rank: number) {
  const lat = Number(place.lat);
  const lon = Number(place.lon);
  return {
    place_id: 2000 + rank,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 654321 + rank,
    lat: place.lat,
    lon: place.lon,
    category: 'building',
    type: 'commercial',
    place_rank: 30,
    importance: 0.00001,
    addresstype: 'building',
    name: '',
    display_name: place.display_name,
    boundingbox: [String(lat - 0.0001), String(lat + 0.0001), String(lon - 0.0001), String(lon + 0.0001)],
  };
}

const findsEdina = () => [EDINA_OFFICE_PLACE];

/**
 * A real HTTP server on a free local port that speaks Nominatim's reverse geocoding
 * (`GET /reverse?format=jsonv2&lat=..&lon=..`) and search (`GET /search?format=jsonv2&q=..`), and
 * records every request.
 */
export async function startGeocoderStub(): Promise<GeocoderStub> {
  const stub: GeocoderStub = {
    url: '',
    requests: [],
    mode: 'ok',
    places: new Map([[key(44.8766, -93.3301), EDINA_OFFICE]]),
    search: findsEdina,
    reset() {
      stub.mode = 'ok';
      stub.search = findsEdina;
      stub.requests.length = 0;
    },
    close: async () => undefined,
  };
  const json = (res: ServerResponse, body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const query = Object.fromEntries(url.searchParams);
    stub.requests.push({ path: url.pathname, query, headers: req.headers, at: Date.now() });
    const lat = Number(query['lat']);
    const lon = Number(query['lon']);
    const reverse = url.pathname === '/reverse' && Number.isFinite(lat) && Number.isFinite(lon);
    const search = url.pathname === '/search' && (query['q'] ?? '').trim() !== '';
    if (query['format'] !== 'jsonv2' || !(reverse || search)) {
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
        json(res, search ? [] : { error: 'Unable to geocode' });
        return;
      case 'ok': {
        if (search) {
          const limit = Number(query['limit'] ?? 10);
          Promise.resolve(stub.search(query['q']!)).then(
            (places) => json(res, places.slice(0, limit).map(searchResult)),
            () => res.writeHead(500).end(),
          );
          return;
        }
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
        json(res, jsonv2(lat, lon, address));
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
