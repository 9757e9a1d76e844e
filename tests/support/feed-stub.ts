import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubItem {
  title: string;
  link: string;
  guid: string;
  description: string;
  /** RFC 3339 / ISO time. */
  published: string;
}

/** What the stub serves at a path: a document, an HTTP error, or nothing ever (a feed that hangs). */
export type FeedRoute = { status?: number; contentType: string; body: string; delayMs?: number; headers?: Record<string, string> } | 'hang';

/** A redirect to `location` (a path on the stub or any address). */
export const redirectTo = (location: string, status = 302): FeedRoute => ({
  status,
  contentType: 'text/plain',
  body: 'Moved',
  headers: { location },
});

export interface FeedStub {
  /** http://127.0.0.1:<port> */
  url: string;
  routes: Map<string, FeedRoute>;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An RSS 2.0 document. */
export function rssFeed(title: string, items: StubItem[]): Exclude<FeedRoute, 'hang'> {
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escape(title)}</title>
    <link>https://news.example.test/</link>
    <description>Cleaning industry news</description>
${items
  .map(
    (i) => `    <item>
      <title>${escape(i.title)}</title>
      <link>${escape(i.link)}</link>
      <guid isPermaLink="false">${escape(i.guid)}</guid>
      <description><![CDATA[<p>${i.description}</p>]]></description>
      <pubDate>${new Date(i.published).toUTCString()}</pubDate>
    </item>`,
  )
  .join('\n')}
  </channel>
</rss>`;
  return { contentType: 'application/rss+xml; charset=utf-8', body };
}

/** An Atom 1.0 document. */
export function atomFeed(title: string, items: StubItem[]): Exclude<FeedRoute, 'hang'> {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escape(title)}</title>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <updated>2026-11-20T12:00:00Z</updated>
${items
  .map(
    (i) => `  <entry>
    <title>${escape(i.title)}</title>
    <link href="${escape(i.link)}"/>
    <id>${escape(i.guid)}</id>
    <updated>${i.published}</updated>
    <summary>${escape(i.description)}</summary>
  </entry>`,
  )
  .join('\n')}
</feed>`;
  return { contentType: 'application/atom+xml; charset=utf-8', body };
}

/** A page that is no feed at all (what a site answers when its feed moved). */
export const NOT_A_FEED: FeedRoute = {
  contentType: 'text/html; charset=utf-8',
  body: '<!doctype html><html><head><title>Page moved</title></head><body><h1>Our news has moved</h1></body></html>',
};

/** A local feed host: each path answers its route; unknown paths are 404. */
export async function startFeedStub(routes: Record<string, FeedRoute> = {}): Promise<FeedStub> {
  const hanging = new Set<ServerResponse>();
  const stub: FeedStub = {
    url: '',
    routes: new Map(Object.entries(routes)),
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    stub.requests.push(path);
    const route = stub.routes.get(path);
    if (route === 'hang') {
      hanging.add(res);
      return;
    }
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const answer = () => {
      res.writeHead(route.status ?? 200, { 'content-type': route.contentType, ...route.headers });
      res.end(route.body);
    };
    // A slow host (the e2e watches a run's progress while a feed takes its time).
    if (route.delayMs) setTimeout(answer, route.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
