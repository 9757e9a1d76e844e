import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { rssFeed, startFeedStub, type FeedStub } from '#tests/support/feed-stub.ts';
import { createContentRunsService } from '#server/modules/content-runs/content-runs.service.ts';
import { createRssAggregator } from '#server/modules/content-automation/rss/rss-aggregator.ts';
import { createBuiltInWriter } from '#server/modules/content-automation/writers/built-in-writer.ts';
import { nextRunAfter } from '#server/modules/content-automation/content-automation.service.ts';

// The 6-hourly schedule (decision 0025): every instance ticks; a run starts only when none started in the
// last 6 hours, once across instances (two aggregators on one database stand for two instances).
let feeds: FeedStub;
let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  feeds = await startFeedStub({
    '/trade.xml': rssFeed('Janitorial Trade News', [
      {
        title: 'Hospitals adopt UV disinfection robots',
        link: 'https://news.example.test/stories/uv-robots',
        guid: 'trade-1',
        description: 'Several hospital systems now run ultraviolet robots in patient rooms after manual cleaning.',
        published: '2026-11-20T10:00:00Z',
      },
    ]),
  });
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

describe('the RSS schedule', () => {
  it('runs when due, once across instances, and not again within 6 hours', async () => {
    let now = new Date();
    const clock = () => now;
    const settings = {
      feeds: [{ name: 'Janitorial Trade News', url: `${feeds.url}/trade.xml` }],
      fetchTimeoutMs: 2000,
      itemsPerFeed: 5,
      userAgent: 'test',
    };
    const instance = () =>
      createRssAggregator({
        db: t.database.db,
        runs: createContentRunsService(t.database.db),
        writer: createBuiltInWriter(),
        settings,
        clock,
      });
    const [a, b] = [instance(), instance()];

    // Both instances tick at once: one run.
    const first = await Promise.all([a.runIfDue(), b.runIfDue()]);
    expect(first.filter((r) => r !== null)).toHaveLength(1);
    expect(first.find((r) => r !== null)).toMatchObject({ totalProcessed: 1, totalPublished: 1 });

    // An hour later nothing is due; seven hours later the next run starts (nothing new in the feed).
    now = new Date(now.getTime() + HOUR);
    expect(await a.runIfDue()).toBeNull();
    now = new Date(now.getTime() + 6 * HOUR);
    expect(await b.runIfDue()).toMatchObject({ totalProcessed: 0, totalPublished: 0 });

    const runs = await createContentRunsService(t.database.db).list('rss');
    expect(runs.map((r) => [r.trigger, r.status])).toEqual([
      ['schedule', 'done'],
      ['schedule', 'done'],
    ]);
  });

  it('the next run is the last start plus 6 hours, or now when none ran or it is overdue', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(nextRunAfter(null, now)).toEqual(now);
    expect(nextRunAfter(new Date('2026-11-24T10:30:00Z'), now)).toEqual(new Date('2026-11-24T16:30:00Z'));
    expect(nextRunAfter(new Date('2026-11-24T04:00:00Z'), now)).toEqual(now);
  });

  it('is wired when the app starts its jobs (main.ts): the status says scheduled, and when the next run is', async () => {
    // A database of its own: no run from another test.
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ RSS_FEEDS: `Janitorial Trade News|${feeds.url}/trade.xml` }), {
      database,
      logger: false,
      startJobs: true,
    });
    try {
      await app.ready();
      await insertUser(database.db, 'admin', { username: 'rss-scheduler' });
      const headers = bearer(await tokenFor(app, 'rss-scheduler'));

      // No run yet: the next one is due now (the first tick comes within minutes).
      const before = Date.now();
      const status = (await app.inject({ method: 'GET', url: '/api/admin/rss/status', headers })).json();
      expect(status).toMatchObject({ isScheduled: true, available: true, lastRun: null });
      expect(Date.parse(status.nextRun)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(status.nextRun)).toBeLessThanOrEqual(Date.now());

      // After a run, the next one is 6 hours after its start.
      const run = await createContentRunsService(database.db).start('rss', { requestedBy: null });
      await run.finish('Read 1 of 1 feed; 0 new items; 0 drafts written for review.');
      const after = (await app.inject({ method: 'GET', url: '/api/admin/rss/status', headers })).json();
      expect(after.isScheduled).toBe(true);
      expect(after.nextRun).toBe(new Date(Date.parse(after.lastRun.startedAt) + 6 * HOUR).toISOString());
    } finally {
      await app.close();
      await database.close();
    }
  });
});
