import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/blog.ts';
import { rssItems } from '#server/db/schema/content-automation.ts';
import { createRssAggregator } from '#server/modules/content-automation/rss/rss-aggregator.ts';
import { createBuiltInWriter } from '#server/modules/content-automation/writers/built-in-writer.ts';
import { createContentRunsService } from '#server/modules/content-runs/content-runs.service.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { rssFeed, startFeedStub, type FeedStub } from '#tests/support/feed-stub.ts';

// A run started from the screen stops taking items after its time budget (the admin's request must
// answer); the items left are not recorded, so the next run writes them.
let feeds: FeedStub;
// The app's database: migrated and seeded (the blog categories a draft refers to).
let t: TestApp;

const item = (n: number) => ({
  title: `Entry matting study number ${n} for winter lobbies`,
  link: `https://news.example.test/matting-${n}`,
  guid: `matting-${n}`,
  description: `Facility managers in study ${n} extended entry matting and reported fewer floor refinishing cycles over the winter.`,
  published: `2026-11-2${n}T10:00:00Z`,
});

beforeAll(async () => {
  feeds = await startFeedStub({ '/news.xml': rssFeed('Janitorial Trade News', [item(1), item(2)]) });
  t = await createTestApp();
});
afterAll(async () => {
  await feeds.close();
  await t.close();
});

function aggregator(manualRunBudgetMs: number) {
  return createRssAggregator({
    db: t.database.db,
    runs: createContentRunsService(t.database.db),
    writer: createBuiltInWriter(),
    settings: {
      feeds: [{ name: 'Janitorial Trade News', url: `${feeds.url}/news.xml` }],
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
