import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '#server/db/schema/blog.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** Sends one tracking event to `app` as a browser at `ip` would. */
const trackOn =
  (app: TestApp) =>
  (payload: object, ua = CHROME, ip = '24.118.0.1') =>
    app.app.inject({ method: 'POST', url: '/api/visitor-tracking', payload, headers: { 'user-agent': ua }, remoteAddress: ip });
const track = (payload: object, ua?: string, ip?: string) => trackOn(t)(payload, ua, ip);

describe('POST /api/visitor-tracking', () => {
  it('stores a visit with device, browser, referrer or direct, and a place derived on the server', async () => {
    expect(
      (await track({ visitor_id: 'visitor-0001', session_id: 'session-0001', page: '/services', referrer: 'https://www.google.com/' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await track({ visitor_id: 'visitor-0002', session_id: 'session-0002', page: '/#quote', country: 'Atlantis' }, IPHONE, '127.0.0.1'))
        .statusCode,
    ).toBe(204);
    const rows = await t.database.db.select().from(visits);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          page: '/services',
          referrer: 'https://www.google.com/',
          deviceType: 'desktop',
          browserName: 'Chrome',
          country: 'United States',
          city: 'Saint Paul',
        }),
        expect.objectContaining({
          page: '/#quote',
          referrer: 'direct',
          deviceType: 'mobile',
          browserName: 'Safari',
          country: 'Unknown',
          city: 'Unknown',
        }),
      ]),
    );
  });

  it('completes the visit with its duration on exit', async () => {
    await track({ visitor_id: 'visitor-0003', session_id: 'session-0003', page: '/about' });
    await track({ visitor_id: 'visitor-0003', session_id: 'session-0003', page: '/about', duration: 42 });
    const row = (await t.database.db.select().from(visits)).find((v) => v.sessionId === 'session-0003');
    expect(row?.durationSeconds).toBe(42);
  });

  it('does not count bots or headless browsers', async () => {
    const before = (await t.database.db.select().from(visits)).length;
    await track(
      { visitor_id: 'visitor-bot1', session_id: 'session-bot1', page: '/' },
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    );
    await track(
      { visitor_id: 'visitor-bot2', session_id: 'session-bot2', page: '/' },
      'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36',
    );
    expect((await t.database.db.select().from(visits)).length).toBe(before);
  });

  it('rejects bad and oversized payloads with 4xx', async () => {
    expect((await track({ visitor_id: 'x', session_id: 'session-0001', page: 'no-slash' })).statusCode).toBe(400);
    expect((await track({ visitor_id: 'visitor-0001', session_id: 'session-0001', page: '/', duration: -5 })).statusCode).toBe(400);
    expect((await track({ visitor_id: 'visitor-0001', session_id: 'session-0001', page: '/'.padEnd(5000, 'a') })).statusCode).toBe(413);
  });
});

describe('the per-address limit (TRACKING_RATE_LIMIT_PER_MINUTE)', () => {
  it('answers 429 past the limit of one address in a minute, and still takes another address', async () => {
    const limited = await createTestApp({ TRACKING_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const event = (ip: string, n: number) =>
        trackOn(limited)({ visitor_id: 'visitor-limit', session_id: 'session-limit', page: `/p${n}` }, CHROME, ip);
      const first = [];
      for (let n = 1; n <= 4; n++) first.push((await event('24.118.9.9', n)).statusCode);
      expect(first).toEqual([204, 204, 204, 429]);
      expect((await event('24.118.9.10', 5)).statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });
});

describe('admin analytics', () => {
  it('answers the spec shapes with figures that match what was recorded', async () => {
    // Its own database: the figures below are exactly these three visits, whatever else ran.
    const own = await createTestApp();
    try {
      const token = await tokenFor(own.app, (await insertUser(own.database.db, 'admin')).username);
      const visit = trackOn(own);
      // Two desktop Chrome visits from Saint Paul (one stays 42 s on /about), one iPhone visit from an unknown place.
      expect((await visit({ visitor_id: 'visitor-stat1', session_id: 'session-stat1', page: '/services' })).statusCode).toBe(204);
      expect((await visit({ visitor_id: 'visitor-stat2', session_id: 'session-stat2', page: '/about' })).statusCode).toBe(204);
      expect((await visit({ visitor_id: 'visitor-stat2', session_id: 'session-stat2', page: '/about', duration: 42 })).statusCode).toBe(
        204,
      );
      // A second exit of the same visit (a page hidden twice) completes nothing more: 42 s stays the average.
      expect((await visit({ visitor_id: 'visitor-stat2', session_id: 'session-stat2', page: '/about', duration: 300 })).statusCode).toBe(
        204,
      );
      expect(
        (await visit({ visitor_id: 'visitor-stat3', session_id: 'session-stat3', page: '/#quote' }, IPHONE, '127.0.0.1')).statusCode,
      ).toBe(204);
      const get = async (url: string) => (await own.app.inject({ url, headers: bearer(token) })).json();

      expect(await get('/api/admin/visitor-stats')).toMatchObject({
        today_visits: 3,
        month_visits: 3,
        year_visits: 3,
        unique_visitors: 3,
        new_visitors: 3,
        avg_duration: 42,
      });

      const analytics = await get('/api/admin/visitor-analytics?period=today');
      expect(analytics.total_visits).toBe(3);
      expect(analytics.device_data).toEqual(
        expect.arrayContaining([
          { device_type: 'desktop', count: 2 },
          { device_type: 'mobile', count: 1 },
        ]),
      );
      expect(analytics.browser_data[0]).toEqual({ browser_name: 'Chrome', count: 2 });
      expect(analytics.location_data).toEqual(expect.arrayContaining([{ city: 'Saint Paul', country: 'United States', count: 2 }]));

      const pages = await get('/api/admin/top-pages?period=week');
      expect(pages).toEqual(expect.arrayContaining([{ page: '/about', unique_visitors: 1, avg_duration: 42, visits: 1 }]));

      expect((await get('/api/admin/visitor-analytics?period=year&year=2024')).total_visits).toBe(0);
      expect((await own.app.inject({ url: '/api/admin/visitor-analytics?period=decade', headers: bearer(token) })).statusCode).toBe(400);
    } finally {
      await own.close();
    }
  });
});
