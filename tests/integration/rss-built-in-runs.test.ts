import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/blog.ts';
import { rssItems } from '#server/db/schema/content-automation.ts';
import { createRssAggregator } from '#server/modules/content-automation/rss/rss-aggregator.ts';
import { createBuiltInWriter } from '#server/modules/content-automation/writers/built-in-writer.ts';
import { createContentRunsService } from '#server/modules/content-runs/content-runs.service.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { rssFeed, startFeedStub, type FeedStub } from '#tests/support/feed-stub.ts';

// RSS runs with the built-in writer: a run started from the screen stops taking items after its time
// budget (the admin's request must answer), and a rewrite too close to an earlier one is not kept (the
// item is left for a later run).
let feeds: FeedStub;
// The app's database: migrated and seeded (the blog categories a draft refers to).
let t: TestApp;

// Two stories of different subjects: the built-in writer's rewrites of two stories on one subject
// share too much to both be kept (the duplicate check; see rss-aggregate.test.ts).
const STORIES = [
  {
    title: 'Hospitals adopt UV-C carts for terminal cleaning',
    link: 'https://news.example.test/uv-c-carts',
    guid: 'uv-c-carts',
    description: 'Several hospital systems report shorter room turnover after adding UV-C carts to terminal cleaning.',
    published: '2026-11-21T10:00:00Z',
  },
  {
    title: 'Winter entry matting cuts floor refinishing costs',
    link: 'https://news.example.test/entry-matting',
    guid: 'entry-matting',
    description: 'Facility managers that extend entry matting to fifteen feet report fewer floor refinishing cycles.',
    published: '2026-11-22T10:00:00Z',
  },
];

beforeAll(async () => {
  feeds = await startFeedStub({
    '/news.xml': rssFeed('Janitorial Trade News', STORIES),
    // Two stories on one subject: the built-in writer can only retell each in its templates.
    '/matting.xml': rssFeed('Floor Care Weekly', [
      {
        title: 'Entry matting study finds fewer refinishing cycles',
        link: 'https://floors.example.test/matting-study',
        guid: 'matting-study',
        description: 'Facility managers in a study extended entry matting and reported fewer floor refinishing cycles over the winter.',
        published: '2026-11-20T10:00:00Z',
      },
      {
        title: 'Longer entry mats keep winter salt off lobby floors',
        link: 'https://floors.example.test/longer-mats',
        guid: 'longer-mats',
        description: 'Longer entry mats catch more salt and sand, and lobby floors need refinishing less often.',
        published: '2026-11-19T10:00:00Z',
      },
    ]),
  });
  t = await createTestApp();
});
afterAll(async () => {
  await feeds.close();
  await t.close();
});

function aggregator(manualRunBudgetMs: number, path = '/news.xml', app: TestApp = t) {
  return createRssAggregator({
    db: app.database.db,
    runs: createContentRunsService(app.database.db),
    writer: createBuiltInWriter(),
    settings: {
      feeds: [{ name: 'Janitorial Trade News', url: `${feeds.url}${path}` }],
      fetchTimeoutMs: 2000,
      itemsPerFeed: 5,
      userAgent: 'test',
      manualRunBudgetMs,
    },
  });
}

describe('a manual RSS run keeps to its time budget', () => {
  it('leaves the items it had no time for to the next run, says so, and the next run writes them', async () => {
    const hurried = await aggregator(-1).runNow(null);
    expect(hurried).toMatchObject({ totalProcessed: 0, totalPublished: 0, failedOutright: false });
    expect(hurried.message).toContain('2 items left for the next run');
    expect(await t.database.db.select().from(rssItems)).toEqual([]);

    const next = await aggregator(60_000).runNow(null);
    expect(next).toMatchObject({ totalProcessed: 2, totalPublished: 2 });
    expect((await t.database.db.select().from(blogPosts).where(eq(blogPosts.origin, 'rss'))).length).toBe(2);
  });
});

describe('a rewrite that repeats an earlier one', () => {
  it('is skipped with the share and left unrecorded for a later run; no second draft is written', async () => {
    // A database of its own: no draft from another test to be close to.
    const own = await createTestApp();
    const result = await aggregator(60_000, '/matting.xml', own).runNow(null);
    expect(result).toMatchObject({ totalProcessed: 2, totalPublished: 1 });
    const run = await createContentRunsService(own.database.db).get(result.runId);
    const items = run.outcomes.filter((o) => o.label !== 'Janitorial Trade News');
    expect(items.map((o) => [o.label, o.outcome])).toEqual([
      ['Entry matting study finds fewer refinishing cycles', 'ok'],
      ['Longer entry mats keep winter salt off lobby floors', 'skipped'],
    ]);
    expect(items[1]?.detail).toMatch(
      /^Too close to the draft "What "Entry matting study finds fewer refinishing cycles" Means for Twin Cities Facilities": \d+% of its 5-word phrases are shared; left for a later run$/,
    );
    expect(await own.database.db.select().from(rssItems).where(eq(rssItems.guid, 'longer-mats'))).toEqual([]);
    expect((await own.database.db.select().from(blogPosts).where(eq(blogPosts.origin, 'rss'))).length).toBe(1);

    // The next run tries it again (a language-model writer would write it differently); the built-in one is refused again.
    const again = await aggregator(60_000, '/matting.xml', own).runNow(null);
    expect(again).toMatchObject({ totalProcessed: 1, totalPublished: 0 });
    const second = await createContentRunsService(own.database.db).get(again.runId);
    expect(second.outcomes.find((o) => o.label === 'Longer entry mats keep winter salt off lobby floors')?.outcome).toBe('skipped');
    await own.close();
  });
});
