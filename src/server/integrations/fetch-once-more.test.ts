import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchOnceMore } from './fetch-once-more.ts';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

/** A server that resets the first `resets` requests' connections before answering, then answers 'ok'. */
async function resetting(resets: number): Promise<{ url: string; seen: () => number }> {
  let seen = 0;
  server = createServer((request, response) => {
    seen += 1;
    if (seen <= resets) request.socket.destroy();
    else response.end('ok');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`, seen: () => seen };
}

describe('fetchOnceMore', () => {
  it('sends a request again once when the connection is reset before any answer', async () => {
    const feed = await resetting(2);
    // A plain fetch fails on the first reset; fetchOnceMore meets the second and sends again.
    await expect(fetch(feed.url)).rejects.toThrow('fetch failed');
    const answer = await fetchOnceMore(feed.url);
    expect(await answer.text()).toBe('ok');
    expect(feed.seen()).toBe(3);
  });

  it('gives up after the second reset, and never retries a timed-out request', async () => {
    const feed = await resetting(2);
    await expect(fetchOnceMore(feed.url)).rejects.toThrow('fetch failed');
    expect(feed.seen()).toBe(2);
    const aborted = AbortSignal.abort();
    await expect(fetchOnceMore(feed.url, { signal: aborted })).rejects.toThrow();
    expect(feed.seen()).toBe(2);
  });
});
