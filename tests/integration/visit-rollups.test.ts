import { pageVisitors, visitDaily, visitors } from '#server/db/schema/blog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrackingRepository } from '#server/modules/tracking/tracking.repository.ts';
import { rebuildVisitRollups } from '#server/modules/tracking/visit-rollups.repository.ts';
import { createTrackingService } from '#server/modules/tracking/tracking.service.ts';
import { periodRange } from '#server/modules/tracking/period-range.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
];
const PAGES = [
  '/',
  '/services',
  '/about',
  '/cities/edina',
  '/blog',
  '/quote-calculator',
  '/process',
  '/window-cleaning',
  '/areas-we-serve',
];
const DAY = 86_400_000;

let handle: DatabaseHandle;
// A Wednesday afternoon in Minnesota: the week so far holds three days of visits whatever day the test
// runs (with the real clock, early on a Sunday the week was two hours old and held none).
const now = new Date('2026-11-25T20:00:00Z');
beforeAll(async () => {
  handle = await openTestDatabase();
  // A small linear congruential generator: the same "random" year of visits on every run.
  let seed = 20261124;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  let at = now;
  const service = createTrackingService(handle.db, () => at);
  for (let i = 0; i < 500; i++) {
    // Most visits in the last 40 days (today, this week and this month all get some), the rest over 400 days.
    const ago = i % 5 === 0 ? next(400) * DAY + next(DAY) : next(40 * DAY);
    at = new Date(now.getTime() - ago - 1000);
    const body = { visitor_id: `visitor-${next(60)}`, session_id: `session-${i}`, page: PAGES[next(PAGES.length)]! };
    await service.record(body, { userAgent: AGENTS[next(AGENTS.length)]!, ip: next(3) === 0 ? '24.118.0.1' : '127.0.0.1' });
    if (next(3) > 0) await service.record({ ...body, duration: 1 + next(900) }, { userAgent: AGENTS[0]!, ip: '127.0.0.1' });
  }
  at = now;
});
afterAll(async () => {
  await handle.close();
});

const bySet = <T>(rows: T[]) => [...rows].map((r) => JSON.stringify(r)).sort();

describe('visit rollups', () => {
  it('give the same figures as counting the visits themselves, for every period up to now', async () => {
    const service = createTrackingService(handle.db, () => now);
    const raw = createTrackingRepository(handle.db);
    for (const period of ['today', 'week', 'month', 'year'] as const) {
      const { from, to } = periodRange(period, now);
      const live = await service.analytics(period);
      const summary = await raw.summary(from, to);
      expect(live.total_visits, period).toBe(summary.visits);
      expect([live.unique_visitors, live.new_visitors, live.avg_duration], period).toEqual([
        summary.unique,
        summary.newVisitors,
        summary.avgDuration,
      ]);
      expect(bySet(live.device_data), period).toEqual(bySet(await raw.devices(from, to)));
      expect(live.browser_data, period).toEqual(await raw.browsers(from, to, 6));
      expect(live.location_data, period).toEqual(await raw.locations(from, to, 8));
      expect(await service.topPages(period), period).toEqual(await raw.topPages(from, to, 8));
    }
    expect((await service.analytics('year')).total_visits).toBeGreaterThan(100);
    expect((await service.analytics('week')).total_visits).toBeGreaterThan(10);

    const stats = await service.stats();
    const count = (p: 'today' | 'week' | 'month' | 'year') => raw.countBetween(periodRange(p, now).from, now);
    expect([stats.today_visits, stats.week_visits, stats.month_visits, stats.year_visits]).toEqual([
      await count('today'),
      await count('week'),
      await count('month'),
      await count('year'),
    ]);
  });

  it('kept as visits arrive, equal a recount from the visits (what the migration and the benchmark run)', async () => {
    const snapshot = async () => ({
      daily: await handle.db.select().from(visitDaily).orderBy(visitDaily.day, visitDaily.dimension, visitDaily.key, visitDaily.key2),
      pages: await handle.db.select().from(pageVisitors).orderBy(pageVisitors.page, pageVisitors.visitorId),
      visitors: await handle.db.select().from(visitors).orderBy(visitors.visitorId),
    });
    const kept = await snapshot();
    expect(kept.daily.length).toBeGreaterThan(100);
    await rebuildVisitRollups(handle.db);
    expect(await snapshot()).toEqual(kept);
  });
});
