import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { blogPosts } from '#server/db/schema/blog.ts';
import { rssItems } from '#server/db/schema/content-automation.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { startChatCompletionsStub, type ChatCompletionsStub } from '#tests/support/chat-completions-stub.ts';
import { atomFeed, NOT_A_FEED, rssFeed, startFeedStub, type FeedStub } from '#tests/support/feed-stub.ts';

// RSS automation end to end (decision 0025): local RSS and Atom feeds (one malformed, one that hangs, one
// story in two feeds) and a local chat-completions server.
const KEY = 'sk-test-rss-0123456789abcdef';
let feeds: FeedStub;
let llm: ChatCompletionsStub;
let t: TestApp;
let headers: Record<string, string>;

const UV = {
  title: 'Hospitals adopt UV disinfection robots',
  link: 'https://news.example.test/stories/uv-robots?utm_source=rss',
  guid: 'trade-1',
  description: 'Several hospital systems said this week that they now run ultraviolet robots in patient rooms after manual cleaning.',
  published: '2026-11-20T10:00:00Z',
};
const GREEN_SEAL = {
  title: 'Green Seal updates its floor-care standard',
  link: 'https://news.example.test/stories/green-seal-floor',
  guid: 'trade-2',
  description: 'The certifier published a revised standard for floor finishes and strippers used in commercial buildings.',
  published: '2026-11-19T09:00:00Z',
};
const OCCUPANCY = {
  title: 'Office occupancy rises in the Midwest',
  link: 'https://fm.example.test/2026/occupancy',
  guid: 'urn:fm:1',
  description: 'Badge data from office landlords show more workers at their desks on Tuesdays through Thursdays.',
  published: '2026-11-21T08:00:00Z',
};
// The UV story again, through the other feed: another id, the link with www. and a trailing slash.
const UV_AGAIN = {
  title: 'UV robots reach more hospitals',
  link: 'https://www.news.example.test/stories/uv-robots/',
  guid: 'urn:fm:2',
  description: 'More hospitals are adding ultraviolet disinfection to their room turnover.',
  published: '2026-11-18T08:00:00Z',
};

const feedList = (base: string, paths: Array<[string, string]>) => paths.map(([name, path]) => `${name}|${base}${path}`).join(',');

async function appWith(overrides: Record<string, string>): Promise<{ app: TestApp; headers: Record<string, string> }> {
  const app = await createTestApp({ RSS_FETCH_TIMEOUT_SECONDS: '1', OPENAI_BASE_URL: llm.url, ...overrides });
  await insertUser(app.database.db, 'admin', { username: 'rss-runner' });
  return { app, headers: bearer(await tokenFor(app.app, 'rss-runner')) };
}

beforeAll(async () => {
  feeds = await startFeedStub({
    '/trade.xml': rssFeed('Janitorial Trade News', [UV, GREEN_SEAL]),
    '/facilities.atom': atomFeed('Facilities Weekly', [OCCUPANCY, UV_AGAIN]),
    '/moved.xml': NOT_A_FEED,
    '/slow.xml': 'hang',
    // Answers after a while: long enough to see its run running.
    '/delayed.xml': { ...rssFeed('Delayed Digest', [GREEN_SEAL]), delayMs: 1500 },
  });
  llm = await startChatCompletionsStub({ apiKey: KEY });
  ({ app: t, headers } = await appWith({
    OPENAI_API_KEY: KEY,
    RSS_FEEDS: feedList(feeds.url, [
      ['Janitorial Trade News', '/trade.xml'],
      ['Facilities Weekly', '/facilities.atom'],
      ['Old Bulletin', '/moved.xml'],
      ['Slow Wire', '/slow.xml'],
    ]),
  }));
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
  await llm?.close();
});

describe('POST /api/admin/rss/aggregate', () => {
  // One chain on one database: the second run and the status read what the first run wrote.
  it('writes a draft citing its source for each new story, records the duplicate, the malformed and the hanging feed; a second run writes nothing new; the status says what was done', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      totalProcessed: 4,
      totalPublished: 3,
      message: 'Read 2 of 4 feeds; 4 new items; 3 drafts written for review.',
    });

    // The language model was asked, with the key, the model and a JSON answer, about each new story.
    expect(llm.requests).toHaveLength(3);
    for (const request of llm.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(request.body).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } });
    }
    expect(llm.requests[0]!.body.messages[1]!.content).toContain('"link": "https://news.example.test/stories/uv-robots?utm_source=rss"');

    const posts = await t.database.db.select().from(blogPosts).where(eq(blogPosts.origin, 'rss')).orderBy(asc(blogPosts.id));
    // The stub's tags, as it answered them.
    expect(posts.map((p) => p.tags)).toEqual([
      ['facility management', 'industry news'],
      ['facility management', 'industry news'],
      ['facility management', 'industry news'],
    ]);
    expect(posts.map((p) => [p.title, p.status, p.authorId, p.sourceName, p.writer])).toEqual([
      [
        'What Hospitals adopt UV disinfection robots means for your building',
        'draft',
        'system',
        'Janitorial Trade News',
        'llm:gpt-4o-mini',
      ],
      [
        'What Green Seal updates its floor-care standard means for your building',
        'draft',
        'system',
        'Janitorial Trade News',
        'llm:gpt-4o-mini',
      ],
      ['What Office occupancy rises in the Midwest means for your building', 'draft', 'system', 'Facilities Weekly', 'llm:gpt-4o-mini'],
    ]);
    const uv = posts[0]!;
    expect(uv.slug).toBe('what-hospitals-adopt-uv-disinfection-robots-means-for-your-building');
    expect(uv.sourceUrl).toBe('https://news.example.test/stories/uv-robots?utm_source=rss');
    expect(uv.sourceTitle).toBe('Hospitals adopt UV disinfection robots');
    expect(uv.category).toBe('facility-management');
    expect(uv.readTime).toBe(2);
    expect(uv.publishedAt).toBeNull();
    // The stub left the source line out: it was appended.
    expect(
      uv.content
        .trimEnd()
        .endsWith(
          'Source: [Hospitals adopt UV disinfection robots](https://news.example.test/stories/uv-robots?utm_source=rss), Janitorial Trade News',
        ),
    ).toBe(true);
    expect(uv.content).toContain('](/quote-calculator)');

    const items = await t.database.db
      .select({ guid: rssItems.guid, outcome: rssItems.outcome, detail: rssItems.detail, postId: rssItems.postId })
      .from(rssItems)
      .orderBy(asc(rssItems.id));
    expect(items).toEqual([
      {
        guid: 'trade-1',
        outcome: 'drafted',
        detail: 'Draft "What Hospitals adopt UV disinfection robots means for your building" written for review',
        postId: uv.id,
      },
      {
        guid: 'trade-2',
        outcome: 'drafted',
        detail: 'Draft "What Green Seal updates its floor-care standard means for your building" written for review',
        postId: posts[1]!.id,
      },
      {
        guid: 'urn:fm:1',
        outcome: 'drafted',
        detail: 'Draft "What Office occupancy rises in the Midwest means for your building" written for review',
        postId: posts[2]!.id,
      },
      { guid: 'urn:fm:2', outcome: 'duplicate', detail: 'Already covered from Janitorial Trade News', postId: uv.id },
    ]);

    const run = (await t.app.inject({ method: 'GET', url: `/api/admin/content/runs/${body.runId}`, headers })).json();
    expect(run).toMatchObject({ kind: 'rss', status: 'done', trigger: 'manual', total: 4, processed: 4, succeeded: 3, failed: 0 });
    expect(run.message).toBe('Read 2 of 4 feeds; 4 new items; 3 drafts written for review.');
    expect(run.outcomes).toEqual([
      { label: 'Janitorial Trade News', outcome: 'ok', detail: 'Read: 2 new items of the newest 2' },
      { label: 'Facilities Weekly', outcome: 'ok', detail: 'Read: 2 new items of the newest 2' },
      { label: 'Old Bulletin', outcome: 'failed', detail: 'Feed Old Bulletin could not be read: not RSS or Atom' },
      { label: 'Slow Wire', outcome: 'failed', detail: 'Feed Slow Wire did not answer within 1 s' },
      {
        label: 'Hospitals adopt UV disinfection robots',
        outcome: 'ok',
        detail: 'Draft "What Hospitals adopt UV disinfection robots means for your building" written for review (llm:gpt-4o-mini)',
      },
      {
        label: 'Green Seal updates its floor-care standard',
        outcome: 'ok',
        detail: 'Draft "What Green Seal updates its floor-care standard means for your building" written for review (llm:gpt-4o-mini)',
      },
      {
        label: 'Office occupancy rises in the Midwest',
        outcome: 'ok',
        detail: 'Draft "What Office occupancy rises in the Midwest means for your building" written for review (llm:gpt-4o-mini)',
      },
      { label: 'UV robots reach more hospitals', outcome: 'duplicate', detail: 'Already covered from Janitorial Trade News' },
    ]);

    // A second run writes nothing new; two at once: one runs, the other is told to wait (409).
    llm.reset();
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers }),
      t.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const done = a.statusCode === 200 ? a : b;
    const busy = a.statusCode === 200 ? b : a;
    expect(done.json()).toMatchObject({
      totalProcessed: 0,
      totalPublished: 0,
      message: 'Read 2 of 4 feeds; 0 new items; 0 drafts written for review.',
    });
    expect(busy.json().message).toMatch(/^An RSS aggregation is already running \(run \d+, started .+\); wait for it to finish$/);
    expect(llm.requests).toHaveLength(0);
    expect(await t.database.db.$count(blogPosts, eq(blogPosts.origin, 'rss'))).toBe(3);

    // The status lists the feeds, the writer and the last run; the content status counts the review queue.
    const status = (await t.app.inject({ method: 'GET', url: '/api/admin/rss/status', headers })).json();
    expect(status).toMatchObject({
      totalPosts: 3,
      todayPosts: 3,
      isScheduled: false,
      nextRun: null,
      available: true,
      message: 'Writer: language model gpt-4o-mini',
      writer: 'llm:gpt-4o-mini',
      sources: [
        { name: 'Janitorial Trade News', url: `${feeds.url}/trade.xml` },
        { name: 'Facilities Weekly', url: `${feeds.url}/facilities.atom` },
        { name: 'Old Bulletin', url: `${feeds.url}/moved.xml` },
        { name: 'Slow Wire', url: `${feeds.url}/slow.xml` },
      ],
    });
    expect(status.lastRun).toMatchObject({ kind: 'rss', status: 'done', total: 0 });
    expect(status.recentPosts[0]).toMatchObject({
      title: 'What Office occupancy rises in the Midwest means for your building',
      status: 'draft',
      path: '/blog/what-office-occupancy-rises-in-the-midwest-means-for-your-building',
    });
    const content = (await t.app.inject({ method: 'GET', url: '/api/admin/content/status', headers })).json();
    expect(content).toMatchObject({
      systemGenerated: 3,
      reviewQueue: 3,
      automationEnabled: true,
      writer: 'llm:gpt-4o-mini',
      nextRun: null,
    });
  });

  it('the run can be read while it is running (a slow feed), and is done when the request answers', async () => {
    llm.reset();
    const { app, headers: admin } = await appWith({
      OPENAI_API_KEY: KEY,
      RSS_FETCH_TIMEOUT_SECONDS: '10',
      RSS_FEEDS: feedList(feeds.url, [['Delayed Digest', '/delayed.xml']]),
    });
    try {
      const pending = app.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers: admin });
      let seen: { status?: string; kind?: string; trigger?: string } | undefined;
      for (let attempt = 0; attempt < 100 && !seen; attempt++) {
        const runs = (await app.app.inject({ method: 'GET', url: '/api/admin/content/runs?kind=rss', headers: admin })).json() as Array<{
          status: string;
        }>;
        seen = runs.find((r) => r.status === 'running');
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toMatchObject({ kind: 'rss', status: 'running', trigger: 'manual' });

      const res = await pending;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        totalProcessed: 1,
        totalPublished: 1,
        message: 'Read 1 of 1 feed; 1 new item; 1 draft written for review.',
      });
      const [run] = (await app.app.inject({ method: 'GET', url: '/api/admin/content/runs?kind=rss', headers: admin })).json();
      expect(run).toMatchObject({ status: 'done', total: 1, processed: 1, succeeded: 1 });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/admin/rss/aggregate with the built-in writer (no OPENAI_API_KEY)', () => {
  it('writes the drafts offline, citing their source, without asking the language model', async () => {
    llm.reset();
    const { app, headers: admin } = await appWith({ RSS_FEEDS: feedList(feeds.url, [['Facilities Weekly', '/facilities.atom']]) });
    try {
      const res = await app.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        totalProcessed: 2,
        totalPublished: 2,
        message: 'Read 1 of 1 feed; 2 new items; 2 drafts written for review.',
      });
      expect(llm.requests).toHaveLength(0);
      const posts = await app.database.db.select().from(blogPosts).where(eq(blogPosts.origin, 'rss')).orderBy(asc(blogPosts.id));
      expect(posts.map((p) => [p.writer, p.status, p.authorId, p.sourceUrl])).toEqual([
        ['built-in', 'draft', 'system', 'https://fm.example.test/2026/occupancy'],
        ['built-in', 'draft', 'system', 'https://www.news.example.test/stories/uv-robots/'],
      ]);
      expect(posts[0]!.content).toContain(
        'Source: [Office occupancy rises in the Midwest](https://fm.example.test/2026/occupancy), Facilities Weekly',
      );
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/admin/rss/aggregate: failures', () => {
  it('a key the language model refuses: 502 with the reason, each item recorded as failed and left for the next run', async () => {
    const { app, headers: admin } = await appWith({
      OPENAI_API_KEY: 'sk-wrong-key-0000000000',
      RSS_FEEDS: feedList(feeds.url, [['Janitorial Trade News', '/trade.xml']]),
    });
    try {
      const res = await app.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers: admin });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Read 1 of 1 feed; 2 new items; 0 drafts written for review. Every item failed: The language model refused the API key (401); check OPENAI_API_KEY.',
      );
      const [run] = (await app.app.inject({ method: 'GET', url: '/api/admin/content/runs?kind=rss', headers: admin })).json();
      expect(run).toMatchObject({ status: 'failed', total: 2, processed: 2, succeeded: 0, failed: 2 });
      expect(run.outcomes[1]).toEqual({
        label: 'Hospitals adopt UV disinfection robots',
        outcome: 'failed',
        detail: 'The language model refused the API key (401)',
      });
      expect(await app.database.db.$count(rssItems)).toBe(0);
      expect(await app.database.db.$count(blogPosts, eq(blogPosts.origin, 'rss'))).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('every feed failing: 502 saying why for each', async () => {
    const { app, headers: admin } = await appWith({
      OPENAI_API_KEY: KEY,
      RSS_FEEDS: feedList(feeds.url, [
        ['Old Bulletin', '/moved.xml'],
        ['Gone Gazette', '/gone.xml'],
      ]),
    });
    try {
      const res = await app.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers: admin });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'No feed could be read: Feed Old Bulletin could not be read: not RSS or Atom; Feed Gone Gazette answered HTTP 404',
      );
    } finally {
      await app.close();
    }
  });

  it('no feed configured: 503, and the status says so', async () => {
    const { app, headers: admin } = await appWith({});
    try {
      const res = await app.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers: admin });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('No RSS feeds are configured (set RSS_FEEDS)');
    } finally {
      await app.close();
    }
  });
});
