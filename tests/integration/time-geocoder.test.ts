import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { addressFromNominatim, createGeocoder } from '#server/integrations/geocoder.ts';
import { createTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts';
import { EDINA_OFFICE, startGeocoderStub, type GeocoderStub } from '#tests/support/geocoder-stub.ts';
import { insertBooking, insertSite } from '#tests/support/operations.ts';
import { AT_SITE, call, signedIn } from '#tests/support/time-clock.ts';

let stub: GeocoderStub;
beforeAll(async () => {
  stub = await startGeocoderStub();
});
afterAll(async () => {
  await stub.close();
});
afterEach(() => {
  stub.mode = 'ok';
  stub.requests.length = 0;
});

const EDINA = { lat: 44.8766, lng: -93.3301 };
const EDINA_ADDRESS = '7001 France Avenue South, Edina, MN 55435';
const geocoder = (options: Partial<Parameters<typeof createGeocoder>[0]> = {}) =>
  createGeocoder({ url: stub.url, userAgent: 'Twin Pines tests (https://www.example.test)', ...options });

describe('the geocoder adapter', () => {
  it('without a URL is not configured and answers the coordinates', async () => {
    const none = createGeocoder({ userAgent: 'x' });
    expect(none.configured).toBe(false);
    expect(await none.reverse(EDINA)).toEqual({ address: '44.876600,-93.330100', source: 'coordinates' });
  });

  it('asks Nominatim’s /reverse in jsonv2 with its user agent and coordinates rounded to 4 decimals, and answers a short address', async () => {
    const g = geocoder();
    expect(await g.reverse({ lat: 44.876612, lng: -93.330088 })).toEqual({ address: EDINA_ADDRESS, source: 'geocoder' });
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({
      path: '/reverse',
      query: { format: 'jsonv2', lat: '44.8766', lon: '-93.3301' },
      headers: { 'user-agent': 'Twin Pines tests (https://www.example.test)' },
    });
  });

  it('answers the same rounded place from its cache, and shares one call among callers asking at once', async () => {
    const g = geocoder();
    const together = await Promise.all([g.reverse(EDINA), g.reverse(EDINA), g.reverse({ lat: 44.87664, lng: -93.33012 })]);
    expect(together.map((r) => r.address)).toEqual([EDINA_ADDRESS, EDINA_ADDRESS, EDINA_ADDRESS]);
    expect(stub.requests).toHaveLength(1);
    expect(await g.reverse({ lat: 44.876649, lng: -93.330149 })).toEqual({ address: EDINA_ADDRESS, source: 'cache' });
    expect(stub.requests).toHaveLength(1);
  });

  it('falls back to the coordinates when the service fails, says nothing is there, answers garbage or is too slow, and asks again later', async () => {
    const g = geocoder({ timeoutMs: 300, minIntervalMs: 0 });
    for (const mode of ['error', 'no-place', 'garbage', 'hang'] as const) {
      stub.mode = mode;
      const started = Date.now();
      expect(await g.reverse(EDINA), mode).toEqual({ address: '44.876600,-93.330100', source: 'coordinates' });
      expect(Date.now() - started).toBeLessThan(2000);
    }
    expect(stub.requests).toHaveLength(4);
    // Failures are not remembered: once the service is back, the address comes.
    stub.mode = 'ok';
    expect(await g.reverse(EDINA)).toEqual({ address: EDINA_ADDRESS, source: 'geocoder' });
  });

  it('times out after 3 seconds by default', async () => {
    stub.mode = 'hang';
    const started = Date.now();
    expect((await geocoder().reverse(EDINA)).source).toBe('coordinates');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(4500);
  });

  it('starts at most one upstream call a second, and answers the coordinates at once rather than queue past 2 seconds', async () => {
    // A clock that stands still at 0 and records every wait: four callers asking at once are given the
    // starts 0, 1000 and 2000 ms; the fourth would wait 3000 ms, past the 2 s a caller waits, so it gets
    // its coordinates without waiting. No wall clock: a loaded machine cannot move the figures.
    const waits: number[] = [];
    const g = geocoder({ clock: { now: () => 0, wait: async (ms) => void waits.push(ms) } });
    const points = [0, 1, 2, 3].map((i) => ({ lat: 45 + i / 100, lng: -93 }));
    const answers = await Promise.all(points.map((p) => g.reverse(p)));
    expect(answers.map((a) => a.source)).toEqual(['geocoder', 'geocoder', 'geocoder', 'coordinates']);
    expect(waits).toEqual([1000, 2000]);
    expect(stub.requests).toHaveLength(3);
  });

  it('reads Nominatim’s answers: the short form, the display name when parts are missing, nothing for an error', () => {
    expect(addressFromNominatim({ address: EDINA_OFFICE, display_name: 'long' })).toBe(EDINA_ADDRESS);
    expect(addressFromNominatim({ address: { road: 'Lake Street', town: 'Wayzata', state: 'Minnesota' } })).toBe(
      'Lake Street, Wayzata, Minnesota',
    );
    expect(
      addressFromNominatim({ address: { county: 'Hennepin County' }, display_name: 'Hennepin County, Minnesota, United States' }),
    ).toBe('Hennepin County, Minnesota, United States');
    expect(addressFromNominatim({ error: 'Unable to geocode' })).toBeNull();
    expect(addressFromNominatim('nonsense')).toBeNull();
    expect(addressFromNominatim({ address: {} })).toBeNull();
  });

  it('is configured by GEOCODER_URL (http or https) and GEOCODER_USER_AGENT, with a user agent that names the company and site', () => {
    expect(testConfig().geocoder).toEqual({
      url: undefined,
      userAgent: 'Twin Pines Commercial Cleaning employee portal (https://www.example.test)',
    });
    expect(
      testConfig({ GEOCODER_URL: 'https://nominatim.example', GEOCODER_USER_AGENT: 'TP portal/1.0 (ops@example.test)' }).geocoder,
    ).toEqual({
      url: 'https://nominatim.example',
      userAgent: 'TP portal/1.0 (ops@example.test)',
    });
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://nominatim.example' })).toThrow(/GEOCODER_URL/);
  });
});

describe('punch addresses through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GEOCODER_URL: stub.url });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the geocoder’s address for the clock-in and clock-out, not the one the browser sent', async () => {
    const me = await signedIn(t, 'employee');
    const customer = await signedIn(t, 'customer');
    const site = await insertSite(t.database.db, customer.id);
    const visit = await insertBooking(t.database.db, customer.id, site.id, { scheduledStart: new Date() }, [me.id]);
    const entry = await call(t, me, 'POST', '/api/employee/clock-in', {
      bookingId: visit.id,
      location: AT_SITE,
      address: 'Somewhere else',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(entry.json()).toMatchObject({ address: EDINA_ADDRESS, distanceMeters: 0 });
    const out = await call(t, me, 'POST', '/api/employee/clock-out', { location: '44.87661,-93.33012', address: 'Elsewhere' });
    expect(out.json()).toMatchObject({ clockOutAddress: EDINA_ADDRESS });
    // The clock-out's place rounds to the clock-in's: one upstream call for both.
    expect(stub.requests).toHaveLength(1);
  });

  it('keeps clocking in when the geocoder fails: the address is then the coordinates', async () => {
    stub.mode = 'error';
    const me = await signedIn(t, 'employee');
    const res = await call(t, me, 'POST', '/api/employee/clock-in', { location: '45.0123,-93.4567' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ location: '45.012300,-93.456700', address: '45.012300,-93.456700' });
    expect(stub.requests).toHaveLength(1);
  });

  it('asks the geocoder nothing for a refused punch', async () => {
    const me = await signedIn(t, 'employee');
    expect((await call(t, me, 'POST', '/api/employee/clock-out', { location: '45.1,-93.1' })).statusCode).toBe(409);
    expect((await call(t, me, 'POST', '/api/employee/clock-in', { location: '45.2,-93.2', bookingId: 2_147_483_647 })).statusCode).toBe(
      404,
    );
    expect(stub.requests).toEqual([]);
  });
});
