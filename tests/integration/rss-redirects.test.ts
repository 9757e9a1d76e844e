import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { redirectTo, rssFeed, startFeedStub, type FeedStub } from '#tests/support/feed-stub.ts';
import { createTestApp } from '#tests/support/test-app.ts';

/**
 * Issue 29: the RSS reader followed a feed's redirects to any host, so a feed (or whoever controls
 * its host) could point the server at another machine, a private or loopback one included. Redirects
 * are now followed within the feed's own host only (decision 0034). Two local stubs stand for two
 * hosts: the feed's, 127.0.0.1, and another, `localhost` (another host name, on another port).
 */
let home: FeedStub;
let elsewhere: FeedStub;

const STORY = {
  title: 'Floor-care standard updated',
  link: 'https://news.example.test/stories/floor-care',
  guid: 'urn:redirect:1',
  description: 'A trade body revised its floor-care standard.',
  published: '2026-11-20T09:00:00Z',
};

beforeAll(async () => {
  elsewhere = await startFeedStub({ '/trade.xml': rssFeed('Elsewhere News', [STORY]) });
  const elsewhereUrl = elsewhere.url.replace('127.0.0.1', 'localhost');
  home = await startFeedStub({
    '/trade.xml': rssFeed('Trade News', [STORY]),
    // Moved within its own host, through two hops: a relative one here, an absolute one below.
    '/old.xml': redirectTo('/older.xml', 301),
    '/away.xml': redirectTo(`${elsewhereUrl}/trade.xml`),
    '/metadata.xml': redirectTo('http://169.254.169.254/latest/meta-data/'),
    '/loop.xml': redirectTo('/loop.xml'),
  });
  // The absolute same-host hop needs the stub's own address, known once it listens.
  home.routes.set('/older.xml', redirectTo(`${home.url}/trade.xml`));
});
afterAll(async () => {
  await home?.close();
  await elsewhere?.close();
});

async function aggregate(feeds: Array<[string, string]>) {
  const t = await createTestApp({ RSS_FETCH_TIMEOUT_SECONDS: '2', RSS_FEEDS: feeds.map(([name, url]) => `${name}|${url}`).join(',') });
  try {
    await insertUser(t.database.db, 'admin', { username: 'rss-redirects' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rss/aggregate',
      headers: bearer(await tokenFor(t.app, 'rss-redirects')),
    });
    return { status: res.statusCode, body: res.json() as { message: string } };
  } finally {
    await t.close();
  }
}

describe('RSS redirects', () => {
  it('follows a feed that moved within its own host', async () => {
    const before = home.requests.length;
    const res = await aggregate([['Trade News', `${home.url}/old.xml`]]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Read 1 of 1 feed; 1 new item; 1 draft written for review.');
    expect(home.requests.slice(before)).toEqual(['/old.xml', '/older.xml', '/trade.xml']);
  });

  it('refuses a redirect to another host, a link-local metadata address or a loop, saying which, and never asks the other host', async () => {
    const asked = elsewhere.requests.length;
    const res = await aggregate([
      ['Away Wire', `${home.url}/away.xml`],
      ['Cloud Probe', `${home.url}/metadata.xml`],
      ['Loop Letter', `${home.url}/loop.xml`],
    ]);
    expect(res.status).toBe(502);
    const elsewhereHost = elsewhere.url.replace('http://127.0.0.1', 'localhost');
    expect(res.body.message).toBe(
      'No feed could be read: ' +
        [
          `Feed Away Wire redirected to another host (http://${elsewhereHost}), which is not followed: if the feed has moved, update its address in RSS_FEEDS`,
          'Feed Cloud Probe redirected to another host (http://169.254.169.254), which is not followed: if the feed has moved, update its address in RSS_FEEDS',
          'Feed Loop Letter redirected more than 5 times',
        ].join('; '),
    );
    expect(elsewhere.requests.length).toBe(asked);
  });
});
