import { FeedReadError } from './feed-errors.ts';
import { fetchOnceMore } from '../../../integrations/fetch-once-more.ts';

/** Redirects one feed read follows before it gives up (a loop, a chain of moves). */
export const MAX_FEED_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** 'www.example.com' and 'example.com' are one site; anything else is another host. */
const siteOf = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '');

/**
 * Whether a feed at `from` may be followed to `to`: http(s), the same host (or its www. twin) and
 * port, and never from https down to http. A feed's own host is the one the configuration trusts; a redirect
 * elsewhere could lead the server to any address, a private or loopback one included (issue 29).
 */
export function mayFollow(from: URL, to: URL): boolean {
  if (to.protocol !== 'https:' && to.protocol !== 'http:') return false;
  if (from.protocol === 'https:' && to.protocol === 'http:') return false;
  return siteOf(from.hostname) === siteOf(to.hostname) && to.port === from.port;
}

/**
 * fetch() that follows a feed's redirects itself, only within its own host (decision 0034): a move
 * to another host is a FeedReadError naming it, so the admin can update RSS_FEEDS if it is genuine.
 */
export async function fetchFeed(name: string, url: string, init: RequestInit): Promise<Response> {
  let current = new URL(url);
  for (let hop = 0; ; hop += 1) {
    const response = await fetchOnceMore(current, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (!REDIRECT_STATUSES.has(response.status) || !location) return response;
    await response.body?.cancel();
    if (hop >= MAX_FEED_REDIRECTS) throw new FeedReadError(`Feed ${name} redirected more than ${MAX_FEED_REDIRECTS} times`);
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      throw new FeedReadError(`Feed ${name} redirected to an address that is not valid`);
    }
    if (!mayFollow(current, next)) {
      throw new FeedReadError(
        `Feed ${name} redirected to another host (${next.protocol}//${next.host}), which is not followed: if the feed has moved, update its address in RSS_FEEDS`,
      );
    }
    current = next;
  }
}
