import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityDetail } from '#shared/contracts/cities.ts';
import { blogPosts } from '#server/db/schema/blog.ts';
import { cities } from '#server/db/schema/content.ts';
import { createContentRevisionRepository } from '#server/modules/content/content-revision.repository.ts';
import { movableClock } from '#tests/support/movable-clock.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
const clock = movableClock();
beforeAll(async () => {
  t = await createTestApp({}, { pageCacheClock: clock.now });
  const db = t.database.db;
  // Three placed cities on a small grid; every other city unplaced, so the nearest are known by hand.
  await db
    .update(cities)
    .set({ latitude: null, longitude: null })
    .where(notInArray(cities.slug, ['edina', 'richfield', 'hopkins']));
  await db.update(cities).set({ latitude: 45, longitude: -93 }).where(eq(cities.slug, 'edina'));
  await db.update(cities).set({ latitude: 45, longitude: -93.1 }).where(eq(cities.slug, 'richfield'));
  await db.update(cities).set({ latitude: 45.1, longitude: -93 }).where(eq(cities.slug, 'hopkins'));
  await db
    .update(cities)
    .set({
      overview: 'Edina grew around the Southdale corridor.\n\nIts clinics line France Avenue.',
      industries: ['Healthcare along France Avenue'],
      faq: [{ question: 'Do you clean near Southdale?', answer: 'Yes, offices and clinics near Southdale Center.' }],
    })
    .where(eq(cities.slug, 'edina'));
});
afterAll(async () => {
  await t.close();
});

async function insertPost(values: Partial<typeof blogPosts.$inferInsert> & { slug: string; title: string }) {
  await t.database.db.insert(blogPosts).values({
    excerpt: 'A local article for Edina facility managers.',
    content: '## Local\n\nSouthdale **floors** in winter.',
    category: 'office-cleaning',
    tags: [],
    readTime: 1,
    metaTitle: values.title,
    metaDescription: 'Local article',
    keywords: [],
    authorId: 'system',
    citySlug: 'edina',
    ...values,
  });
  // As every content write does: the page cache follows the revision.
  await createContentRevisionRepository(t.database.db).bump('blog');
}

const page = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/cities/${slug}` })).body.replaceAll('<!-- -->', '');
const detail = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/cities/${slug}` })).json<CityDetail>();

describe('a city page carries its own local substance', () => {
  it('lists the nearest served cities by distance between centres, with miles', async () => {
    // 0.1 degree of longitude at 45°N is 4.89 miles; 0.1 degree of latitude is 6.91 miles.
    expect((await detail('edina')).nearby).toEqual([
      { name: 'Richfield', slug: 'richfield', miles: 4.9 },
      { name: 'Hopkins', slug: 'hopkins', miles: 6.9 },
    ]);
    const html = await page('edina');
    expect(html).toContain('href="/cities/richfield"');
    expect(html).toMatch(/Richfield.*4\.9 mi/s);
  });

  it('shows the overview paragraphs, the industries and the local FAQ in the served HTML', async () => {
    const html = await page('edina');
    expect(html).toContain('<p>Edina grew around the Southdale corridor.</p>');
    expect(html).toContain('<p>Its clinics line France Avenue.</p>');
    expect(html).toContain('Healthcare along France Avenue');
    expect(html).toContain('Do you clean near Southdale?');
    expect(html).toContain('Yes, offices and clinics near Southdale Center.');
  });

  it('shows published local articles and the published landing page, never drafts or scheduled posts', async () => {
    await insertPost({
      slug: 'edina-live-article',
      title: 'Edina office checklist',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      origin: 'city-content',
    });
    await insertPost({ slug: 'edina-draft-article', title: 'Edina draft we have not reviewed', status: 'draft', origin: 'city-content' });
    await insertPost({
      slug: 'edina-later-article',
      title: 'Edina article for next week',
      status: 'published',
      publishedAt: new Date(Date.now() + 7 * 86_400_000),
      origin: 'city-content',
    });
    await insertPost({
      slug: 'edina-landing',
      title: 'Commercial cleaning in Edina, MN',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      origin: 'landing-page',
      content: '## Southdale offices\n\nNightly <script>alert(1)</script>care.',
    });

    // Pages follow the content revision within a second.
    clock.advance(1000);
    const d = await detail('edina');
    expect(d.localPosts.map((p) => p.slug)).toEqual(['edina-live-article']);
    expect(d.landingPage?.title).toBe('Commercial cleaning in Edina, MN');
    const html = await page('edina');
    expect(html).toContain('href="/blog/edina-live-article"');
    expect(html).toContain('<h2>Southdale offices</h2>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('Edina draft we have not reviewed');
    expect(html).not.toContain('Edina article for next week');

    // Another city's page shows none of it.
    expect((await detail('richfield')).localPosts).toEqual([]);
    await t.database.db
      .delete(blogPosts)
      .where(inArray(blogPosts.slug, ['edina-live-article', 'edina-draft-article', 'edina-later-article', 'edina-landing']));
  });
});
