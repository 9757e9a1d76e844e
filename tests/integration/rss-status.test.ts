import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPosts } from '#server/db/schema/blog.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

// The Auto Blog tab's RSS stand-ins (issue 15): status from the generated posts, aggregation not set up yet.
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
  it('with no generated posts: zeros, nothing scheduled, not available, and why', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/rss/status', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalPosts: 0,
      todayPosts: 0,
      isScheduled: false,
      nextRun: null,
      recentPosts: [],
      available: false,
      message: 'Content automation is not set up yet: generated posts are counted, nothing is scheduled',
    });
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
  it('answers 503 with the message the tab shows', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/rss/aggregate', headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Content automation is not set up yet' });
  });
});
