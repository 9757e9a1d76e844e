import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/blog.ts';
import { createTestApp, TEST_SITE_URL, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { EXPIRED_TOKEN, startGraphStub, type GraphStub } from '#tests/support/graph-stub.ts';

// Facebook page promotion (issue 15, decision 0023) against a local Graph API stub.
const PAGE_ID = '104857600123456';
const TOKEN = 'EAAGtestPageAccessToken0123456789abcdefXYZ';
const APP_SECRET = 'app-secret-0123456789abcdef';
const PROOF = createHmac('sha256', APP_SECRET).update(TOKEN).digest('hex');

let graph: GraphStub;
let t: TestApp;
let bare: TestApp;
let admin: Record<string, string>;
let bareAdmin: Record<string, string>;

beforeAll(async () => {
  graph = await startGraphStub({
    version: 'v23.0',
    pageId: PAGE_ID,
    pageName: 'Twin Pines Commercial Cleaning',
    category: 'Commercial & Industrial Cleaning Service',
    token: TOKEN,
    appSecret: APP_SECRET,
  });
  t = await createTestApp({
    FACEBOOK_GRAPH_URL: graph.url,
    FACEBOOK_PAGE_ID: PAGE_ID,
    FACEBOOK_PAGE_ACCESS_TOKEN: TOKEN,
    FACEBOOK_APP_SECRET: APP_SECRET,
  });
  await insertUser(t.database.db, 'admin', { username: 'fb-admin' });
  admin = bearer(await tokenFor(t.app, 'fb-admin'));
  bare = await createTestApp();
  await insertUser(bare.database.db, 'admin', { username: 'fb-admin' });
  bareAdmin = bearer(await tokenFor(bare.app, 'fb-admin'));
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await graph.close();
});
beforeEach(() => graph.reset());

const post = (url: string, payload: object, headers = admin, app = t) => app.app.inject({ method: 'POST', url, headers, payload });

describe('GET /api/admin/facebook/pages', () => {
  it('answers the configured page as an array, asking Graph with the token in a header, never in the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/facebook/pages', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: PAGE_ID, name: 'Twin Pines Commercial Cleaning', category: 'Commercial & Industrial Cleaning Service' },
    ]);
    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request!.method).toBe('GET');
    expect(request!.url).toBe(`/v23.0/${PAGE_ID}?fields=id%2Cname%2Ccategory&appsecret_proof=${PROOF}`);
    expect(request!.url).not.toContain(TOKEN);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('POST /api/admin/facebook/post', () => {
  it('posts message and link with the token in the body; name, caption and description are not sent', async () => {
    const res = await post('/api/admin/facebook/post', {
      pageId: PAGE_ID,
      message: 'Spring floor care openings in Edina this April.',
      link: 'https://www.example.test/services',
      name: 'Floor care',
      caption: 'twinpines',
      description: 'Strip and wax',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ postId: `${PAGE_ID}_1000`, message: 'Posted to Facebook' });
    expect(graph.posts).toEqual([
      {
        pageId: PAGE_ID,
        message: 'Spring floor care openings in Edina this April.',
        link: 'https://www.example.test/services',
        id: `${PAGE_ID}_1000`,
      },
    ]);
    const [request] = graph.requests;
    expect(request!.url).toBe(`/v23.0/${PAGE_ID}/feed`);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.form).toEqual({
      message: 'Spring floor care openings in Edina this April.',
      link: 'https://www.example.test/services',
      access_token: TOKEN,
      appsecret_proof: PROOF,
    });
  });

  it('sends no link when none or a blank one is given', async () => {
    const res = await post('/api/admin/facebook/post', { pageId: PAGE_ID, message: 'Hiring night crews in Bloomington', link: '' });
    expect(res.statusCode).toBe(200);
    expect(graph.requests[0]!.form).not.toHaveProperty('link');
  });

  it('refuses another page with 404 and bad input with 400, sending nothing', async () => {
    const other = await post('/api/admin/facebook/post', { pageId: '999999999', message: 'Hello' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Facebook page not found: posts go to the configured page only');
    const noMessage = await post('/api/admin/facebook/post', { pageId: PAGE_ID, message: '   ' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().fields).toHaveProperty('message');
    const badLink = await post('/api/admin/facebook/post', { pageId: PAGE_ID, message: 'Hi', link: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().fields).toEqual({ link: 'Enter a web address starting with http:// or https://' });
    expect(graph.requests).toEqual([]);
  });

  it("answers 502 with Graph's words when Graph refuses (code 190: the token expired)", async () => {
    graph.failure = EXPIRED_TOKEN;
    const res = await post('/api/admin/facebook/post', { pageId: PAGE_ID, message: 'Hello' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'BAD_GATEWAY',
      message:
        'Facebook refused the page token (code 190: expired or revoked): Error validating access token: Session has expired on Tuesday, 24-Nov-26 10:00:00 PST. Set a new FACEBOOK_PAGE_ACCESS_TOKEN.',
    });
    expect(res.body).not.toContain(TOKEN);
  });
});

describe('POST /api/admin/facebook/auto-post-blog', () => {
  it('shares title and excerpt as the message and the post on SITE_URL as the link', async () => {
    const res = await post('/api/admin/facebook/auto-post-blog', {
      pageId: PAGE_ID,
      blogTitle: 'Winter salt and your lobby floors',
      blogExcerpt: 'How to keep salt stains off tile from November to March.',
      blogUrl: '/blog/minnesota-winter-salt-floor-care',
    });
    expect(res.statusCode).toBe(200);
    expect(graph.posts).toEqual([
      {
        pageId: PAGE_ID,
        message: 'Winter salt and your lobby floors\n\nHow to keep salt stains off tile from November to March.',
        link: `${TEST_SITE_URL}/blog/minnesota-winter-salt-floor-care`,
        id: `${PAGE_ID}_1000`,
      },
    ]);
    const full = await post('/api/admin/facebook/auto-post-blog', {
      pageId: PAGE_ID,
      blogTitle: 'Green cleaning',
      blogUrl: `${TEST_SITE_URL}/blog/office-cleaning-checklist-daily-weekly-monthly-quarterly`,
    });
    expect(full.statusCode).toBe(200);
    expect(graph.posts[1]).toMatchObject({
      message: 'Green cleaning',
      link: `${TEST_SITE_URL}/blog/office-cleaning-checklist-daily-weekly-monthly-quarterly`,
    });
  });

  it('refuses a post that is not published (a generated draft awaiting review), without calling Graph', async () => {
    await t.database.db.insert(blogPosts).values({
      title: 'Entry matting for Minnesota winters',
      slug: 'entry-matting-minnesota-winters-draft',
      excerpt: 'Longer entry mats keep salt and sand off lobby floors.',
      content: 'Facility managers who extend entry matting to fifteen feet report fewer floor refinishing cycles.',
      category: 'office-cleaning',
      tags: [],
      readTime: 1,
      status: 'draft',
      publishedAt: null,
      metaTitle: '',
      metaDescription: '',
      keywords: [],
      authorId: 'system',
      origin: 'rss',
    });
    const res = await post('/api/admin/facebook/auto-post-blog', {
      pageId: PAGE_ID,
      blogTitle: 'Entry matting for Minnesota winters',
      blogUrl: '/blog/entry-matting-minnesota-winters-draft',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This post is not published: publish it before sharing it');
    expect(graph.requests).toEqual([]);
  });

  it('refuses a link to another site, and another page', async () => {
    for (const blogUrl of ['https://evil.example/blog/x', '//evil.example/blog/x', 'javascript:alert(1)']) {
      const res = await post('/api/admin/facebook/auto-post-blog', { pageId: PAGE_ID, blogTitle: 'T', blogUrl });
      expect(res.statusCode, blogUrl).toBe(400);
      expect(res.json().fields, blogUrl).toHaveProperty('blogUrl');
    }
    const other = await post('/api/admin/facebook/auto-post-blog', { pageId: '1', blogTitle: 'T', blogUrl: '/blog/x' });
    expect(other.statusCode).toBe(404);
    expect(graph.requests).toEqual([]);
  });
});

describe('Facebook not configured', () => {
  it('answers 503 with what to set, on every route', async () => {
    const message = 'Facebook is not configured: set FACEBOOK_PAGE_ID and FACEBOOK_PAGE_ACCESS_TOKEN';
    const pages = await bare.app.inject({ method: 'GET', url: '/api/admin/facebook/pages', headers: bareAdmin });
    expect([pages.statusCode, pages.json().message]).toEqual([503, message]);
    const posted = await post('/api/admin/facebook/post', { pageId: PAGE_ID, message: 'Hi' }, bareAdmin, bare);
    expect([posted.statusCode, posted.json().message]).toEqual([503, message]);
    const shared = await post(
      '/api/admin/facebook/auto-post-blog',
      { pageId: PAGE_ID, blogTitle: 'T', blogUrl: '/blog/x' },
      bareAdmin,
      bare,
    );
    expect([shared.statusCode, shared.json().message]).toEqual([503, message]);
  });

  it('answers 502 when Graph cannot be reached', async () => {
    const unreachable = await createTestApp({
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:1',
      FACEBOOK_PAGE_ID: PAGE_ID,
      FACEBOOK_PAGE_ACCESS_TOKEN: TOKEN,
    });
    try {
      await insertUser(unreachable.database.db, 'admin', { username: 'fb-admin' });
      const headers = bearer(await tokenFor(unreachable.app, 'fb-admin'));
      const res = await unreachable.app.inject({ method: 'GET', url: '/api/admin/facebook/pages', headers });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Unable to connect to Facebook');
    } finally {
      await unreachable.close();
    }
  });
});
