import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/blog.ts';
import { contentRevisions } from '#server/db/schema/content.ts';
import { seoOptimizations } from '#server/db/schema/content-automation.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertSeoCities, insertSeoPost } from '#tests/support/seo-posts.ts';

// SEO analysis and one post's optimisation (decision 0027): figures counted by hand, scores added up by hand.
let t: TestApp;
let headers: Record<string, string>;
let adminId: number;

const blogRevision = async () =>
  (await t.database.db.select({ revision: contentRevisions.revision }).from(contentRevisions).where(eq(contentRevisions.kind, 'blog')))[0]
    ?.revision ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await insertUser(t.database.db, 'admin', { username: 'seo-admin' })).id;
  headers = bearer(await tokenFor(t.app, 'seo-admin'));
  await insertSeoCities(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/seo/analyze/:postId', () => {
  it('analyses a draft: words, links, images and readability as counted by hand', async () => {
    const id = await insertSeoPost(t.database.db, {
      slug: 'office-cleaning-tips-edina',
      title: 'Office Cleaning Tips for Busy Teams in Edina',
      content: [
        'Office cleaning keeps a team well. We clean each desk at night.',
        '',
        '## Office cleaning plans',
        '',
        'Call us to book a visit. See [the services](/services) and [Edina](https://www.example.test/cities/edina) or [a guide](https://other.example/x).',
        '',
        '![A clean desk](/img/desk.jpg) ![](/img/mop.jpg)',
      ].join('\n'),
      metaTitle: 'Office Cleaning Tips',
      metaDescription: 'Short meta about office cleaning.',
      keywords: ['Office Cleaning', 'edina', 'office cleaning'],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/seo/analyze/${id}`, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 29 words (6 + 6, 3 in the heading, 6 + 8); /services and the site's own host are internal, other.example is not.
    // The blog's sanitiser strips both images, so readers get none: none counted, the alt-text check passes (65 + 5).
    expect(body).toMatchObject({
      postId: id,
      title: 'Office Cleaning Tips for Busy Teams in Edina',
      wordCount: 29,
      internalLinks: 2,
      images: 0,
      imageAltTags: 0,
      score: 70,
    });
    // Short sentences of short words: about 90.
    expect(body.readabilityScore).toBeGreaterThanOrEqual(80);
    expect(body.readabilityScore).toBeLessThanOrEqual(100);
    expect(body.recommendations).toContain("Meta description is 33 characters: write 120-160 characters that include 'Office Cleaning'.");
    expect(body.recommendations.some((r: string) => r.includes('alt text'))).toBe(false);
    expect(body.checks).toHaveLength(14);
    expect(body.checks.reduce((sum: number, c: { maxPoints: number }) => sum + c.maxPoints, 0)).toBe(100);
  });

  it('answers 404 for an unknown post and 400 for an id that is not one, on every call', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/seo/analyze/'],
      ['POST', '/api/admin/seo/auto-optimize/'],
      ['GET', '/api/admin/seo/history/'],
    ] as const) {
      const missing = await t.app.inject({ method, url: `${path}2147483647`, headers });
      expect(missing.statusCode, `${method} ${path}`).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Post not found' });
      for (const bad of ['abc', '0', '1.5', '2147483648']) {
        const res = await t.app.inject({ method, url: `${path}${bad}`, headers });
        expect(res.statusCode, `${method} ${path}${bad}`).toBe(400);
        expect(JSON.stringify(res.json())).toContain('postId must be a post id (a whole number from 1)');
      }
    }
  });
});

describe('POST /api/admin/seo/auto-optimize/:postId', () => {
  it('raises the score of a published city post, saves it, bumps the blog revision and records before and after', async () => {
    const id = await insertSeoPost(t.database.db, {
      slug: 'keeping-floors-clean-seo',
      status: 'published',
      publishedAt: new Date('2026-01-05T14:00:00Z'),
      citySlug: 'seo-alpha',
      serviceType: 'office',
    });
    const [original] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    const revision = await blogRevision();

    const res = await t.app.inject({ method: 'POST', url: `/api/admin/seo/auto-optimize/${id}`, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Before: meta title 5, readability 10, H2 5, no images 5, slug 5 = 30. After, also: title length 5,
    // keyword in title 10, meta description 10, keyword in it 5, 3 keywords 5, internal links 10 = 75.
    expect([body.postId, body.scoreBefore, body.scoreAfter]).toEqual([id, 30, 75]);
    expect(body.analysis.score).toBe(75);
    expect(body.changes).toEqual([
      "Keywords: added 'office cleaning alpha falls', 'office cleaning', 'alpha falls' (now 3).",
      'Title: added the primary keyword \'office cleaning alpha falls\' ("Keeping Floors Clean" → "Keeping Floors Clean: Office Cleaning Alpha Falls").',
      "Meta description: rewritten from the excerpt (0 → 158 characters, with 'office cleaning alpha falls').",
      'Internal links: appended a Related services paragraph linking to /services#office-cleaning, /quote-calculator, /cities/seo-alpha, /cities/seo-beta, /cities/seo-gamma.',
    ]);

    const [saved] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    const expectedAfter = {
      title: 'Keeping Floors Clean: Office Cleaning Alpha Falls',
      metaTitle: 'Keeping Floors Clean',
      metaDescription:
        'Office cleaning Alpha Falls: Salt and slush wear down office floors every winter. Here is how facility teams keep lobbies safe and carpets clean until spring.',
      keywords: ['office cleaning alpha falls', 'office cleaning', 'alpha falls'],
      content: [
        'Salt and slush are hard on office floors.',
        '',
        '## Entry mats',
        '',
        'Mats catch most of the grit at the door.',
        '',
        '**Related services:** our [office cleaning services](/services#office-cleaning); a [free quote](/quote-calculator); commercial cleaning in [Alpha Falls](/cities/seo-alpha), [Beta Grove](/cities/seo-beta) and [Gamma Ridge](/cities/seo-gamma).',
        '',
      ].join('\n'),
    };
    expect(saved).toMatchObject(expectedAfter);
    expect(saved!.updatedAt.getTime()).toBeGreaterThan(original!.updatedAt.getTime());
    expect(await blogRevision()).toBe(revision + 1);

    const rows = await t.database.db.select().from(seoOptimizations).where(eq(seoOptimizations.postId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      runId: null,
      scoreBefore: 30,
      scoreAfter: 75,
      changes: body.changes,
      createdBy: String(adminId),
      before: {
        title: 'Keeping Floors Clean',
        metaTitle: 'Keeping Floors Clean',
        metaDescription: '',
        keywords: [],
        content: original!.content,
      },
      after: expectedAfter,
    });

    // A second optimisation finds nothing to improve: no change, no row, no revision.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/seo/auto-optimize/${id}`, headers, payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ postId: id, scoreBefore: 75, scoreAfter: 75, changes: [] });
    expect(await t.database.db.select().from(seoOptimizations).where(eq(seoOptimizations.postId, id))).toHaveLength(1);
    expect(await blogRevision()).toBe(revision + 1);

    const history = await t.app.inject({ method: 'GET', url: `/api/admin/seo/history/${id}`, headers });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      {
        id: rows[0]!.id,
        createdAt: rows[0]!.createdAt.toISOString(),
        scoreBefore: 30,
        scoreAfter: 75,
        changes: body.changes,
        createdBy: String(adminId),
        runId: null,
        before: rows[0]!.before,
        after: expectedAfter,
      },
    ]);
  });

  it('optimises a draft without touching the public revision; history lists newest first', async () => {
    const id = await insertSeoPost(t.database.db, { slug: 'draft-floors-seo', keywords: ['floor care'] });
    const revision = await blogRevision();
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/seo/auto-optimize/${id}`, headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().changes.length).toBeGreaterThan(0);
    expect(await blogRevision()).toBe(revision);

    // The author adds a sentence naming a served city: the next optimisation links it, a second row.
    const [post] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    await t.database.db
      .update(blogPosts)
      .set({ content: `${post!.content}\nWe also clean in Delta Park.\n` })
      .where(eq(blogPosts.id, id));
    const second = await t.app.inject({ method: 'POST', url: `/api/admin/seo/auto-optimize/${id}`, headers });
    expect(second.json().changes).toEqual(['Internal links: appended a Related services paragraph linking to /cities/seo-delta.']);
    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/seo/history/${id}`, headers })).json();
    expect(history.map((h: { changes: string[] }) => h.changes.length)).toEqual([1, res.json().changes.length]);
  });

  it('a post never optimised has an empty history', async () => {
    const id = await insertSeoPost(t.database.db, { slug: 'never-optimised-seo' });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/seo/history/${id}`, headers });
    expect([res.statusCode, res.json()]).toEqual([200, []]);
  });
});
