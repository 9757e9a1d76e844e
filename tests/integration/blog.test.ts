import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogPosts } from '#server/db/schema/blog.ts';
import { createTestApp, TEST_SITE_URL, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('blog API', () => {
  it('lists the built-in published posts, newest first, without bodies', async () => {
    const posts = (await get('/api/blog/posts')).json() as Array<Record<string, unknown>>;
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(posts[0]).not.toHaveProperty('content');
    const dates = posts.map((p) => String(p['publishedAt']));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts.some((p) => p['isFeatured'])).toBe(true);
  });

  it('filters by category, searches title, excerpt and tags, limits and excludes', async () => {
    const seasonal = (await get('/api/blog/posts?category=seasonal-maintenance')).json() as Array<{ category: string }>;
    expect(seasonal.length).toBeGreaterThan(0);
    expect(seasonal.every((p) => p.category === 'seasonal-maintenance')).toBe(true);
    const salt = (await get('/api/blog/posts?search=SALT')).json() as Array<{ slug: string }>;
    expect(salt.map((p) => p.slug)).toContain('minnesota-winter-salt-floor-care');
    expect((await get('/api/blog/posts?search=zzzz-nothing')).json()).toEqual([]);
    expect((await get('/api/blog/posts?limit=4')).json()).toHaveLength(4);
    const related = (
      await get('/api/blog/posts?category=seasonal-maintenance&exclude=minnesota-winter-salt-floor-care&limit=4')
    ).json() as Array<{ slug: string }>;
    expect(related.map((p) => p.slug)).not.toContain('minnesota-winter-salt-floor-care');
    expect((await get('/api/blog/posts?limit=1000')).statusCode).toBe(400);
  });

  it('counts posts per category', async () => {
    const categories = (await get('/api/blog/categories')).json() as Array<{ slug: string; postCount: number }>;
    expect(categories.length).toBeGreaterThanOrEqual(4);
    const all = (await get('/api/blog/posts?limit=100')).json() as Array<{ category: string }>;
    for (const c of categories) expect(c.postCount).toBe(all.filter((p) => p.category === c.slug).length);
  });

  it('serves one post with sanitized HTML content, and 404 for an unknown or draft slug', async () => {
    const post = (await get('/api/blog/posts/office-cleaning-checklist-daily-weekly-monthly-quarterly')).json();
    expect(post.content).toContain('<h2>');
    expect(post.content).not.toContain('<script');
    expect((await get('/api/blog/posts/no-such-post')).statusCode).toBe(404);

    await t.database.db.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.slug, 'day-porter-services-guide'));
    expect((await get('/api/blog/posts/day-porter-services-guide')).statusCode).toBe(404);
    const listed = (await get('/api/blog/posts?limit=100')).json() as Array<{ slug: string }>;
    expect(listed.map((p) => p.slug)).not.toContain('day-porter-services-guide');
    await t.database.db.update(blogPosts).set({ status: 'published' }).where(eq(blogPosts.slug, 'day-porter-services-guide'));
  });

  it('sanitizes content whoever wrote it', async () => {
    await t.database.db
      .update(blogPosts)
      .set({ content: '<p>Fine</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>', contentFormat: 'html' })
      .where(eq(blogPosts.slug, 'commercial-restroom-hygiene-guide'));
    const post = (await get('/api/blog/posts/commercial-restroom-hygiene-guide')).json();
    expect(post.content).toContain('<p>Fine</p>');
    expect(post.content).not.toMatch(/script|javascript:/);
  });

  it('counts a view once per session and never for bots', async () => {
    const slug = 'green-cleaning-that-actually-works';
    const view = (sessionId: string, ua = BROWSER) =>
      t.app.inject({ method: 'POST', url: `/api/blog/posts/${slug}/views`, payload: { sessionId }, headers: { 'user-agent': ua } });
    const before = (await get(`/api/blog/posts/${slug}`)).json().viewCount;
    expect((await view('session-aaaa-1')).statusCode).toBe(204);
    await view('session-aaaa-1');
    await view('session-bbbb-2');
    await view('session-cccc-3', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect((await get(`/api/blog/posts/${slug}`)).json().viewCount).toBe(before + 2);
    expect((await view('x')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/blog/posts/nope/views',
          payload: { sessionId: 'session-dddd' },
          headers: { 'user-agent': BROWSER },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('blog feeds', () => {
  it('lists posts in the sitemap and in an RSS feed', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${TEST_SITE_URL}/blog/minnesota-winter-salt-floor-care</loc>`);
    const rss = await get('/blog/rss.xml');
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<rss version="2.0"');
    expect(rss.body).toContain(`<link>${TEST_SITE_URL}/blog/minnesota-winter-salt-floor-care</link>`);
  });
});
