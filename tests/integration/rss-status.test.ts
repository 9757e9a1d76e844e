import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPosts } from '#server/db/schema/blog.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

// The Auto Blog tab's RSS status (decision 0025): generated posts counted, the feeds, the writer and the last run.
let t: TestApp;
let headers: Record<string, string>;
const HOUR = 3_600_000;

const post = (n: number, authorId: string, createdAt: Date, status: 'draft' | 'published', category: string) => ({
  title: `Generated post ${n}`,
  slug: `generated-post-${n}`,
  excerpt: `Excerpt ${n}`,
  content: 'Body',
  category,
  tags: [],
  readTime: 3,
  status,
  publishedAt: status === 'published' ? createdAt : null,
  metaTitle: `Generated post ${n}`,
  metaDescription: 'Meta',
  keywords: [],
  authorId,
  createdAt,
  updatedAt: createdAt,
});

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.database.db, 'admin', { username: 'rss-admin' });
  headers = bearer(await tokenFor(t.app, 'rss-admin'));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/rss/status', () => {
  it('with no feed configured (tests read no feed unless told): zeros, not available, and why; the built-in writer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/rss/status', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalPosts: 0,
      todayPosts: 0,
      isScheduled: false,
      nextRun: null,
      recentPosts: [],
      available: false,
      message: 'No RSS feeds are configured (set RSS_FEEDS). Writer: built-in templates (set OPENAI_API_KEY to use a language model)',
      sources: [],
      writer: 'built-in',
      lastRun: null,
    });
  });

  it('with feeds and a language model configured: available, the feeds and the model; the key is never shown', async () => {
    const configured = await createTestApp({
      RSS_FEEDS: 'Trade News|https://news.example.test/feed.xml\nFM Weekly|https://fm.example.test/atom',
      OPENAI_API_KEY: 'sk-status-secret-0123456789',
      OPENAI_MODEL: 'gpt-4.1-mini',
    });
    try {
      await insertUser(configured.database.db, 'admin', { username: 'rss-admin-2' });
      const res = await configured.app.inject({
        method: 'GET',
        url: '/api/admin/rss/status',
        headers: bearer(await tokenFor(configured.app, 'rss-admin-2')),
      });
      expect(res.json()).toMatchObject({
        isScheduled: false,
        nextRun: null,
        available: true,
        message: 'Writer: language model gpt-4.1-mini',
        writer: 'llm:gpt-4.1-mini',
        sources: [
          { name: 'Trade News', url: 'https://news.example.test/feed.xml' },
          { name: 'FM Weekly', url: 'https://fm.example.test/atom' },
        ],
        lastRun: null,
      });
      expect(res.body).not.toContain('sk-status-secret');
    } finally {
      await configured.close();
    }
  });

  it("counts the posts whose author is 'system', today's among them, newest first", async () => {
    const [category] = await t.database.db.select({ slug: blogCategories.slug }).from(blogCategories).limit(1);
    const now = Date.now();
    await t.database.db
      .insert(blogPosts)
      .values([
        post(1, 'system', new Date(now - 72 * HOUR), 'published', category!.slug),
        post(2, 'system', new Date(now - 48 * HOUR), 'draft', category!.slug),
        post(3, 'system', new Date(now - 1000), 'published', category!.slug),
        post(4, 'editorial', new Date(now - 500), 'published', category!.slug),
      ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/rss/status', headers });
    const body = res.json();
    expect([body.totalPosts, body.todayPosts]).toEqual([3, 1]);
    expect(body.recentPosts.map((p: { title: string; status: string; path: string }) => [p.title, p.status, p.path])).toEqual([
      ['Generated post 3', 'published', '/blog/generated-post-3'],
      ['Generated post 2', 'draft', '/blog/generated-post-2'],
      ['Generated post 1', 'published', '/blog/generated-post-1'],
    ]);
    expect(body.recentPosts[0]).toMatchObject({ excerpt: 'Excerpt 3', createdAt: new Date(now - 1000).toISOString() });
  });
});

describe('POST /api/admin/rss/aggregate', () => {
  it('with no feed configured: 503 with the message the tab shows', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'No RSS feeds are configured (set RSS_FEEDS)' });
  });
});
