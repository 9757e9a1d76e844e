import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/blog.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

// GET /api/admin/content/status (spec §3 "Content status", decision 0025): every post, the generated ones
// (author 'system'), the review queue of generated drafts, the writer and the next run.
let t: TestApp;
let headers: Record<string, string>;
let builtInPosts: number;
const HOUR = 3_600_000;

const post = (
  slug: string,
  authorId: string,
  createdAt: Date,
  status: 'draft' | 'published',
  origin: 'manual' | 'rss' | 'city-content' | 'landing-page',
) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: `About ${slug}`,
  content: 'Body',
  category: 'office-cleaning',
  tags: [],
  readTime: 3,
  status,
  publishedAt: status === 'published' ? createdAt : null,
  metaTitle: `Post ${slug}`,
  metaDescription: 'Meta',
  keywords: [],
  authorId,
  origin,
  createdAt,
  updatedAt: createdAt,
});

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.database.db, 'admin', { username: 'content-admin' });
  headers = bearer(await tokenFor(t.app, 'content-admin'));
  // The built-in articles are seeded on start: they are posts too, none of them generated.
  builtInPosts = await t.database.db.$count(blogPosts);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/content/status', () => {
  it('counts generated and manual posts, the generated drafts waiting for review, newest generated first', async () => {
    const now = Date.now();
    await t.database.db
      .insert(blogPosts)
      .values([
        post('rss-older', 'system', new Date(now - 48 * HOUR), 'published', 'rss'),
        post('city-draft', 'system', new Date(now - 2 * HOUR), 'draft', 'city-content'),
        post('landing-draft', 'system', new Date(now - HOUR), 'draft', 'landing-page'),
        post('by-hand', 'editor-7', new Date(now - 30 * 60_000), 'published', 'manual'),
      ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/content/status', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      totalPosts: builtInPosts + 4,
      systemGenerated: 3,
      manualPosts: builtInPosts + 1,
      builtInPosts,
      automationEnabled: false,
      reviewQueue: 2,
      writer: 'built-in',
      nextRun: null,
    });
    expect(
      body.recentPosts.map((p: { slug: string; status: string; origin: string; authorId: string; path: string }) => [
        p.slug,
        p.status,
        p.origin,
        p.authorId,
        p.path,
      ]),
    ).toEqual([
      ['landing-draft', 'draft', 'landing-page', 'system', '/blog/landing-draft'],
      ['city-draft', 'draft', 'city-content', 'system', '/blog/city-draft'],
      ['rss-older', 'published', 'rss', 'system', '/blog/rss-older'],
    ]);
    expect(body.recentPosts[0]).toMatchObject({ title: 'Post landing-draft', createdAt: new Date(now - HOUR).toISOString() });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/content/status' })).statusCode).toBe(401);
  });
});
