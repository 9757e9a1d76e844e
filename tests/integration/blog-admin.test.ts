import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPost, PostPreview } from '#shared/contracts/blog-admin.ts';
import type { BlogPost } from '#shared/contracts/blog.ts';
import { blogPosts } from '#server/db/schema/blog.ts';
import { movableClock } from '#tests/support/movable-clock.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

/**
 * Blog administration (decision 0028): drafts, edits with optimistic concurrency, publishing and
 * scheduling, slug redirects, the review queue and the preview. Every expected value is written by hand.
 */
let t: TestApp;
const clock = movableClock();
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({}, { pageCacheClock: clock.now });
  const user = await insertUser(t.database.db, 'admin');
  adminId = user.id;
  admin = await tokenFor(t.app, user.username);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const publicGet = (url: string) => t.app.inject({ url });

/** 400 words: "word0 word1 …" in two paragraphs (a reading time of 2 minutes). */
const FOUR_HUNDRED_WORDS = `${Array.from({ length: 200 }, (_, i) => `alpha${i}`).join(' ')}\n\n${Array.from(
  { length: 200 },
  (_, i) => `beta${i}`,
).join(' ')}`;

function draft(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    excerpt: 'A short summary of the article for cards and search results.',
    content: `## Why it matters\n\nLobby floors take the worst of a Minnesota winter. ${FOUR_HUNDRED_WORDS}`,
    category: 'seasonal-maintenance',
    tags: ['winter', 'floors'],
    keywords: ['floor care'],
    metaTitle: 'Winter lobby floors',
    metaDescription: 'How to keep lobby floors clean in winter.',
    ...overrides,
  };
}

async function create(title: string, overrides: Record<string, unknown> = {}): Promise<AdminPost> {
  const res = await call('POST', '/api/admin/blog/posts', draft(title, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminPost;
}

async function publish(id: number, publishAt?: string): Promise<AdminPost> {
  const res = await call('POST', `/api/admin/blog/posts/${id}/publish`, publishAt ? { publishAt } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminPost;
}

describe('writing and publishing a post', () => {
  it('creates a draft, edits it, publishes it and serves it publicly', async () => {
    const created = await create('Salt Stains on Lobby Floors: A Winter Plan');
    expect(created).toMatchObject({
      slug: 'salt-stains-on-lobby-floors-a-winter-plan',
      status: 'draft',
      origin: 'manual',
      authorId: String(adminId),
      readTime: 2,
      publishedAt: null,
      tags: ['winter', 'floors'],
      contentFormat: 'markdown',
    });
    expect(created.content.startsWith('## Why it matters')).toBe(true);
    expect((await publicGet(`/api/blog/posts/${created.slug}`)).statusCode).toBe(404);

    const edited = await call('PUT', `/api/admin/blog/posts/${created.id}`, {
      ...draft('Salt Stains on Lobby Floors: A Winter Plan'),
      slug: created.slug,
      isFeatured: true,
      updatedAt: created.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ isFeatured: true, status: 'draft' });

    const published = await publish(created.id);
    expect(published.status).toBe('published');
    const res = await publicGet(`/api/blog/posts/${created.slug}`);
    expect(res.statusCode).toBe(200);
    const post = res.json() as BlogPost;
    expect(post.title).toBe('Salt Stains on Lobby Floors: A Winter Plan');
    expect(post.content).toContain('<h2>Why it matters</h2>');
    expect(post.isFeatured).toBe(true);
    const listed = (await call('GET', '/api/admin/blog/posts?status=published&search=salt stains')).json() as AdminPost[];
    expect(listed.map((p) => p.id)).toEqual([created.id]);
  });

  it('refuses an edit based on a stale read with 409', async () => {
    const created = await create('Two Editors, One Post About Carpets');
    const first = await call('PUT', `/api/admin/blog/posts/${created.id}`, {
      ...draft('Two Editors, One Post About Carpets, Revised'),
      updatedAt: created.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', `/api/admin/blog/posts/${created.id}`, {
      ...draft('Two Editors, One Post About Carpets, Mine'),
      updatedAt: created.updatedAt,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'This post was changed by someone else: reload it' });
    const stored = (await call('GET', `/api/admin/blog/posts/${created.id}`)).json() as AdminPost;
    expect(stored.title).toBe('Two Editors, One Post About Carpets, Revised');
    // The slug was not sent: it stays as it was.
    expect(stored.slug).toBe('two-editors-one-post-about-carpets');
  });

  it('names the fields it refuses', async () => {
    const res = await call('POST', '/api/admin/blog/posts', {
      ...draft('Abc'),
      excerpt: 'Too short',
      content: 'Short',
      slug: 'Not A Slug',
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      metaTitle: 'x'.repeat(71),
      featuredImage: 'http://example.com/a.jpg',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['content', 'excerpt', 'featuredImage', 'metaTitle', 'slug', 'tags', 'title']);
    expect(fields['title']).toBe('Enter a title of 5 to 200 characters');

    const noCategory = await call('POST', '/api/admin/blog/posts', draft('A Post in No Category at All', { category: 'no-such-category' }));
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toMatchObject({ fields: { category: 'Choose a category that exists' } });
  });

  it('keeps slugs unique, on create and on edit, naming the field', async () => {
    await create('Green Cleaning Products That Work');
    const res = await call('POST', '/api/admin/blog/posts', draft('Green Cleaning Products That Work'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Slug already in use', fields: { slug: 'Slug already in use' } });

    const other = await create('Green Cleaning Products, a Second Look');
    const renamed = await call('PUT', `/api/admin/blog/posts/${other.id}`, {
      ...draft('Green Cleaning Products, a Second Look'),
      slug: 'green-cleaning-products-that-work',
      updatedAt: other.updatedAt,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ message: 'Slug already in use', fields: { slug: 'Slug already in use' } });
    const stored = (await call('GET', `/api/admin/blog/posts/${other.id}`)).json() as AdminPost;
    expect(stored.slug).toBe('green-cleaning-products-a-second-look');
  });
});

describe('addresses', () => {
  it('redirects the old slug of a published post with 301, and a draft is not public', async () => {
    const created = await create('Breakroom Hygiene in Shared Offices');
    const published = await publish(created.id);
    const renamed = await call('PUT', `/api/admin/blog/posts/${created.id}`, {
      ...draft('Breakroom Hygiene in Shared Offices'),
      slug: 'breakroom-hygiene',
      updatedAt: published.updatedAt,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const old = await publicGet('/blog/breakroom-hygiene-in-shared-offices');
    expect(old.statusCode).toBe(301);
    expect(old.headers['location']).toBe('/blog/breakroom-hygiene');
    expect((await publicGet('/blog/breakroom-hygiene')).statusCode).toBe(200);
    expect((await publicGet('/api/blog/posts/breakroom-hygiene-in-shared-offices')).statusCode).toBe(404);

    const unpublished = await call('POST', `/api/admin/blog/posts/${created.id}/unpublish`);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ status: 'draft' });
    expect((await publicGet('/api/blog/posts/breakroom-hygiene')).statusCode).toBe(404);
    // The post is no longer live: its old address is simply not found.
    expect((await publicGet('/blog/breakroom-hygiene-in-shared-offices')).statusCode).toBe(404);
  });

  it('a renamed draft that was never published leaves no redirect', async () => {
    const created = await create('Window Washing Schedules for Towers');
    const renamed = await call('PUT', `/api/admin/blog/posts/${created.id}`, {
      ...draft('Window Washing Schedules for Towers'),
      slug: 'tower-windows',
      updatedAt: created.updatedAt,
    });
    expect(renamed.statusCode).toBe(200);
    await publish(created.id);
    expect((await publicGet('/blog/window-washing-schedules-for-towers')).statusCode).toBe(404);
  });

  it('keeps landing pages out of the blog and sends their blog address to the city page', async () => {
    await t.database.db.insert(blogPosts).values({
      title: 'Commercial Cleaning in Edina',
      slug: 'commercial-cleaning-edina-landing',
      excerpt: 'Janitorial services for Edina offices.',
      content: 'Edina offices along France Avenue and the 50th and France district.',
      category: 'office-cleaning',
      tags: [],
      readTime: 1,
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      metaTitle: '',
      metaDescription: '',
      keywords: [],
      authorId: 'system',
      origin: 'landing-page',
      citySlug: 'edina',
    });
    const list = (await publicGet('/api/blog/posts?limit=100')).json() as Array<{ slug: string }>;
    expect(list.map((p) => p.slug)).not.toContain('commercial-cleaning-edina-landing');
    const page = await publicGet('/blog/commercial-cleaning-edina-landing');
    expect(page.statusCode).toBe(301);
    expect(page.headers['location']).toBe('/cities/edina');
  });
});

describe('scheduling', () => {
  it('hides a scheduled post until its time, then /blog shows it without any other write', async () => {
    const title = 'Scheduled: Spring Carpet Extraction Guide';
    const created = await create(title);
    // An hour ahead: still ahead however long the steps below take on a loaded machine.
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await publish(created.id, at.toISOString());
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.publishedAt).toBe(at.toISOString());

    const before = await publicGet('/blog');
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Spring Carpet Extraction Guide');
    expect((await publicGet(`/api/blog/posts/${created.slug}`)).statusCode).toBe(404);
    const queued = (await call('GET', '/api/admin/blog/posts?status=scheduled')).json() as AdminPost[];
    expect(queued.map((p) => p.id)).toContain(created.id);

    // Its time comes: the database's clock cannot be moved, so the post's time moves to a second ago,
    // behind the app's back (no content revision bump), as the passing hour would. Past the page
    // cache's one-second revision memo, /blog shows it.
    await t.database.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, created.id));
    clock.advance(1000);
    const after = await publicGet('/blog');
    expect(after.body).toContain('Spring Carpet Extraction Guide');
    expect((await publicGet(`/api/blog/posts/${created.slug}`)).statusCode).toBe(200);
    expect(((await call('GET', `/api/admin/blog/posts/${created.id}`)).json() as AdminPost).status).toBe('published');
  });

  it('refuses a publication time in the past', async () => {
    const created = await create('A Post Scheduled for Yesterday');
    const res = await call('POST', `/api/admin/blog/posts/${created.id}/publish`, { publishAt: '2020-01-01T12:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { publishAt: 'Choose a time in the future to schedule, or publish now' } });
  });
});

describe('the review queue and discarding', () => {
  it('lists only generated drafts, and discards a draft but never a published post', async () => {
    const base = {
      excerpt: 'Generated for review by the content writer.',
      content: 'Generated body text about Bloomington offices, long enough to read.',
      category: 'office-cleaning',
      tags: [],
      readTime: 1,
      metaTitle: '',
      metaDescription: '',
      keywords: [],
      origin: 'city-content' as const,
      citySlug: 'edina',
      writer: 'built-in',
    };
    const [generated] = await t.database.db
      .insert(blogPosts)
      .values({ ...base, title: 'Generated draft for review', slug: 'generated-draft-review', authorId: 'system', status: 'draft' })
      .returning();
    await t.database.db.insert(blogPosts).values({
      ...base,
      title: 'Generated and published',
      slug: 'generated-published-review',
      authorId: 'system',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const manual = await create('A Manual Draft Not in the Queue');

    const queue = (await call('GET', '/api/admin/blog/posts?review=true')).json() as AdminPost[];
    expect(queue.map((p) => p.slug)).toEqual(['generated-draft-review']);
    expect(queue[0]).toMatchObject({ authorId: 'system', origin: 'city-content', citySlug: 'edina', writer: 'built-in' });

    const discarded = await call('DELETE', `/api/admin/blog/posts/${generated!.id}`);
    expect(discarded.statusCode).toBe(204);
    expect((await call('GET', `/api/admin/blog/posts/${generated!.id}`)).statusCode).toBe(404);

    const published = await publish(manual.id);
    const refused = await call('DELETE', `/api/admin/blog/posts/${published.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', `/api/admin/blog/posts/${published.id}`)).statusCode).toBe(200);
  });

  it('lists drafts and everything, newest first, within the limit', async () => {
    const live = await publish((await create('Newest First Ordering Post Live')).id);
    const a = await create('Newest First Ordering Post One');
    const b = await create('Newest First Ordering Post Two');
    const all = (await call('GET', '/api/admin/blog/posts?limit=2')).json() as AdminPost[];
    expect(all.map((p) => p.id)).toEqual([b.id, a.id]);
    const drafts = (await call('GET', '/api/admin/blog/posts?status=draft')).json() as AdminPost[];
    const draftIds = drafts.map((p) => p.id);
    expect(draftIds).toEqual(expect.arrayContaining([b.id, a.id]));
    expect(draftIds.indexOf(b.id)).toBeLessThan(draftIds.indexOf(a.id));
    expect(draftIds).not.toContain(live.id);
    expect(drafts.every((p) => p.status === 'draft')).toBe(true);
    expect((await call('GET', '/api/admin/blog/posts?limit=501')).statusCode).toBe(400);
  });
});

describe('the preview', () => {
  it('renders as the public page does, without scripts', async () => {
    const content = '## Checklist\n\nMop **daily**.<script>alert(1)</script>\n\n[Quote](https://example.com/q)';
    const res = await call('POST', '/api/admin/blog/preview', { content, contentFormat: 'markdown' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as PostPreview;
    expect(preview.html).not.toContain('<script');
    expect(preview.html).not.toContain('alert(1)');
    expect(preview.html).toContain('<h2>Checklist</h2>');
    expect(preview.html).toContain('<strong>daily</strong>');
    expect(preview.wordCount).toBe(4);
    expect(preview.readTime).toBe(1);

    const body = `${content}\n\n${FOUR_HUNDRED_WORDS}`;
    const post = await create('A Post Whose Preview Matches Its Page', { content: body });
    await publish(post.id);
    const served = (await publicGet(`/api/blog/posts/${post.slug}`)).json() as BlogPost;
    const previewed = (await call('POST', '/api/admin/blog/preview', { content: body })).json() as PostPreview;
    expect(previewed.html).toBe(served.content);
    expect(previewed.readTime).toBe(2);
  });
});
