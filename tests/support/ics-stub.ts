import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers a feed: an iCalendar text, an HTTP 500, a wait longer than any timeout, or not iCalendar. */
export type FeedAnswer = { ics: string } | 'error' | 'hang' | 'garbage';

export interface IcsStub {
  /** The base URL: a feed is `${url}/<name>.ics`. */
  url: string;
  /** What each feed name answers; a missing name is 404. */
  feeds: Map<string, FeedAnswer>;
  /** How many requests each feed got, and the last User-Agent seen. */
  hits: Map<string, number>;
  userAgent: string | undefined;
  close(): Promise<void>;
}

/** A local HTTP server standing in for Google's and Outlook's secret iCalendar addresses. */
export async function startIcsStub(): Promise<IcsStub> {
  const feeds = new Map<string, FeedAnswer>();
  const hits = new Map<string, number>();
  const stub: IcsStub = { url: '', feeds, hits, userAgent: undefined, close: async () => {} };
  const server = createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\//, '').replace(/\.ics$/, '');
    hits.set(name, (hits.get(name) ?? 0) + 1);
    stub.userAgent = req.headers['user-agent'];
    const answer = feeds.get(name);
    if (answer === undefined) return res.writeHead(404).end();
    if (answer === 'hang') return; // never answers; closed with the server
    if (answer === 'error') return res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Oops</h1>');
    if (answer === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in to see this calendar</html>');
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer.ics);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

/** A VCALENDAR around VEVENT texts (lines joined with CRLF, as feeds send them). */
export const icsCalendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test stub//EN', ...events, 'END:VCALENDAR'].join('\r\n');
