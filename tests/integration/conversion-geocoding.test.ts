import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '#server/db/schema/customers.ts';
import { createGeocoder } from '#server/integrations/geocoder.ts';
import { locateSite } from '#server/modules/conversion/site-location.ts';
import type { Conversion, QuoteAcceptance } from '#shared/contracts/conversion.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { conversionConfig, queuedAcceptToken, requestQuote } from '#tests/support/conversion.ts';
import { EDINA_OFFICE_PLACE, startGeocoderStub, type GeocoderStub, type SearchPlace } from '#tests/support/geocoder-stub.ts';
import { insertSite } from '#tests/support/operations.ts';

const ADDRESS = '7001 France Ave S, Edina, MN 55435';
const EDINA = { latitude: 44.8766123, longitude: -93.3301456 };
const NO_COORDINATES = { latitude: null, longitude: null };

let stub: GeocoderStub;
beforeAll(async () => {
  stub = await startGeocoderStub();
});
afterAll(async () => {
  await stub.close();
});
afterEach(() => stub.reset());

/** An app (with the geocoder unless `geocoder` is false) and an admin's token. */
async function appWith(geocoder: boolean) {
  const t = await createTestApp({ ...conversionConfig(), ...(geocoder ? { GEOCODER_URL: stub.url } : {}) });
  const admin = await insertUser(t.database.db, 'admin', { username: 'geo-admin' });
  return { t, token: await tokenFor(t.app, admin.username) };
}

const convert = (t: TestApp, token: string, leadId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/leads/${leadId}/convert`, headers: bearer(token), payload: {} });

async function coordinatesOf(t: TestApp, siteId: number) {
  const [site] = await t.database.db
    .select({ latitude: sites.latitude, longitude: sites.longitude })
    .from(sites)
    .where(eq(sites.id, siteId));
  return site;
}

/** The stub's /search holds its answer until `release()`. */
function heldSearch() {
  let release!: (places: SearchPlace[]) => void;
  const answer = new Promise<SearchPlace[]>((resolve) => (release = resolve));
  stub.search = () => answer;
  return { release: () => release([EDINA_OFFICE_PLACE]) };
}

/** Resolves once the stub has received `n` /search requests (the locate runs after the answer). */
async function searched(n: number) {
  for (let i = 0; i < 200 && stub.requests.filter((r) => r.path === '/search').length < n; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(stub.requests.filter((r) => r.path === '/search')).toHaveLength(n);
}

describe('the geocoder’s search', () => {
  const geocoder = (options: Partial<Parameters<typeof createGeocoder>[0]> = {}) =>
    createGeocoder({ url: stub.url, userAgent: 'Twin Pines tests', ...options });

  it('answers nothing without a URL, or for an empty address, without asking', async () => {
    expect(await createGeocoder({ userAgent: 'x' }).search(ADDRESS)).toBeNull();
    expect(await geocoder().search('   ')).toBeNull();
    expect(stub.requests).toEqual([]);
  });

  it('answers nothing when the service finds nothing, fails, answers garbage or is too slow', async () => {
    const g = geocoder({ timeoutMs: 300, minIntervalMs: 0 });
    for (const mode of ['no-place', 'error', 'garbage', 'hang'] as const) {
      stub.mode = mode;
      expect(await g.search(ADDRESS), mode).toBeNull();
    }
    stub.mode = 'ok';
    expect(await g.search(ADDRESS)).toEqual({ lat: EDINA.latitude, lng: EDINA.longitude });
    expect(stub.requests).toHaveLength(5);
  });

  it('takes turns with reverse geocoding: one upstream call a second for both', async () => {
    // On the test's clock, which moves only when a caller waits for its turn: the waits are known to the
    // millisecond, however busy the machine. Without the shared turn neither call would wait.
    let now = Date.parse('2026-11-18T16:00:00.000Z');
    const waits: number[] = [];
    const clock = {
      now: () => now,
      wait: async (ms: number) => {
        waits.push(ms);
        now += ms;
      },
    };
    stub.reset();
    const g = geocoder({ clock });
    const [address, point] = await Promise.all([g.reverse({ lat: 44.8766, lng: -93.3301 }), g.search(ADDRESS)]);
    expect(address.source).toBe('geocoder');
    expect(point).toEqual({ lat: EDINA.latitude, lng: EDINA.longitude });
    expect(stub.requests.map((r) => r.path).sort()).toEqual(['/reverse', '/search']);
    // One call started at once; the other waited a whole second after it.
    expect(waits).toEqual([1000]);
  });
});

describe('a converted lead’s site with the geocoder configured', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await appWith(true));
  });
  afterAll(async () => {
    await t.close();
  });

  it('gets the coordinates of its address after the admin’s conversion has answered, audited as the geocoder’s', async () => {
    const quote = await requestQuote(t, { email: 'geo-admin-1@lakeside.example' });
    const held = heldSearch();
    const res = await convert(t, token, quote.leadId);
    // The answer came while the geocoder was still thinking: the conversion does not wait for it.
    expect(res.statusCode, res.body).toBe(201);
    const { site } = res.json() as Conversion;
    await searched(1);
    expect(await coordinatesOf(t, site.id)).toEqual(NO_COORDINATES);

    held.release();
    await t.app.siteLocator.idle();
    expect(await coordinatesOf(t, site.id)).toEqual(EDINA);
    expect(stub.requests[0]).toMatchObject({
      path: '/search',
      query: { format: 'jsonv2', q: ADDRESS, limit: '1', countrycodes: 'us' },
      headers: { 'user-agent': 'Twin Pines Commercial Cleaning employee portal (https://www.example.test)' },
    });
    const trail = await t.app.inject({ url: `/api/admin/audit?entity=site&entityId=${site.id}`, headers: bearer(token) });
    expect(trail.json()).toMatchObject([
      { action: 'create', actorUser: { username: 'geo-admin' } },
      {
        action: 'update',
        actor: 'geocoder',
        actorUser: null,
        before: NO_COORDINATES,
        after: { ...EDINA, from: ADDRESS },
      },
    ]);
  });

  it('gets them when the client accepts the quote online', async () => {
    const quote = await requestQuote(t, {
      email: 'geo-online@lakeside.example',
      address: '  4400 Excelsior Blvd,  St Louis Park, MN 55416 ',
    });
    const acceptToken = await queuedAcceptToken(t.database.db, 'geo-online@lakeside.example');
    const page = (await t.app.inject({ url: `/api/quote-acceptances/${acceptToken}` })).json() as QuoteAcceptance;
    stub.search = (q) =>
      q === '4400 Excelsior Blvd, St Louis Park, MN 55416' ? [{ lat: '44.9349', lon: '-93.3355', display_name: 'x' }] : [];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quote-acceptances/${acceptToken}`,
      payload: { signerName: 'Mara Holm', signerTitle: 'Office Manager', consent: true, agreementSha256: page.agreementSha256 },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.siteLocator.idle();
    const [site] = await t.database.db.select().from(sites).where(eq(sites.leadId, quote.leadId));
    expect(site).toMatchObject({ latitude: 44.9349, longitude: -93.3355 });
  });

  it('stays without coordinates when the geocoder finds nothing or fails, and the conversion still succeeds', async () => {
    for (const [n, failure] of [
      [1, () => (stub.search = () => [])],
      [2, () => (stub.mode = 'error')],
    ] as const) {
      failure();
      const quote = await requestQuote(t, { email: `geo-nothing-${n}@lakeside.example` });
      const res = await convert(t, token, quote.leadId);
      expect(res.statusCode, res.body).toBe(201);
      await t.app.siteLocator.idle();
      expect(await coordinatesOf(t, (res.json() as Conversion).site.id)).toEqual(NO_COORDINATES);
      expect(stub.requests.filter((r) => r.path === '/search')).toHaveLength(n);
    }
  });

  it('never overwrites coordinates set while the geocoder was asked, nor a site that has them', async () => {
    const quote = await requestQuote(t, { email: 'geo-manual@lakeside.example' });
    const held = heldSearch();
    const res = await convert(t, token, quote.leadId);
    expect(res.statusCode, res.body).toBe(201);
    const { site, customer } = res.json() as Conversion;
    await searched(1);
    const manual = { latitude: 44.88, longitude: -93.33 };
    await t.database.db.update(sites).set(manual).where(eq(sites.id, site.id));
    held.release();
    await t.app.siteLocator.idle();
    expect(await coordinatesOf(t, site.id)).toEqual(manual);
    const trail = await t.app.inject({ url: `/api/admin/audit?entity=site&entityId=${site.id}`, headers: bearer(token) });
    expect((trail.json() as Array<{ action: string }>).map((e) => e.action)).toEqual(['create']);

    // The same for a call on its own, on a site made with coordinates.
    const located = await insertSite(t.database.db, customer.id, { latitude: 45.01, longitude: -93.2 });
    const geocoder = createGeocoder({ url: stub.url, userAgent: 'Twin Pines tests' });
    expect(await locateSite(t.database.db, geocoder, located.id, ADDRESS)).toBeNull();
    expect(await coordinatesOf(t, located.id)).toEqual({ latitude: 45.01, longitude: -93.2 });
  });
});

describe('a converted lead’s site without a geocoder', () => {
  it('has no coordinates, nothing is asked, and the conversion answers as before', async () => {
    const { t, token } = await appWith(false);
    try {
      const quote = await requestQuote(t, { email: 'geo-unset@lakeside.example' });
      const res = await convert(t, token, quote.leadId);
      expect(res.statusCode, res.body).toBe(201);
      await t.app.siteLocator.idle();
      expect(await coordinatesOf(t, (res.json() as Conversion).site.id)).toEqual(NO_COORDINATES);
      expect(stub.requests).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
