import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedPage, compressPage, memoizeFor, PageCache, pickEncoding, type CachedPage } from './page-cache.ts';

const page = (text: string): CachedPage => cachedPage(200, Buffer.from(text), Buffer.alloc(0), Buffer.alloc(0));

describe('PageCache', () => {
  it('serves a page only for the revision it was rendered at', () => {
    const cache = new PageCache();
    cache.set('/a', 1, page('one'));
    expect(cache.get('/a', 1)?.html.toString()).toBe('one');
    expect(cache.get('/a', 2)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new PageCache(2);
    cache.set('/a', 1, page('a'));
    cache.set('/b', 1, page('b'));
    cache.get('/a', 1);
    cache.set('/c', 1, page('c'));
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)?.html.toString()).toBe('a');
    expect(cache.size).toBe(2);
  });
});

describe('compressPage and pickEncoding', () => {
  it('keeps the page as brotli and gzip bytes that decompress to the HTML', async () => {
    const html = `<!doctype html><p>${'Twin Cities commercial cleaning. '.repeat(200)}</p>`;
    const stored = await compressPage(404, html);
    expect(stored.status).toBe(404);
    expect(brotliDecompressSync(stored.br).toString()).toBe(html);
    expect(gunzipSync(stored.gzip).toString()).toBe(html);
    expect(stored.br.length).toBeLessThan(stored.html.length / 10);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
  });
});

describe('memoizeFor', () => {
  it('reads at most once per interval and retries after a failure', async () => {
    vi.useFakeTimers();
    try {
      const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(7);
      const revision = memoizeFor(1000, read);
      await expect(revision()).rejects.toThrow('down');
      expect(await revision()).toBe(7);
      expect(await revision()).toBe(7);
      expect(read).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1000);
      await revision();
      expect(read).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('memoizeFor(...).peek', () => {
  it('gives the value of a read started within the interval once it has arrived, and never reads itself', async () => {
    let now = 10_000;
    const read = vi.fn().mockResolvedValueOnce(7).mockRejectedValueOnce(new Error('down')).mockResolvedValue(8);
    const revision = memoizeFor(1000, read, () => new Date(now));
    expect(revision.peek()).toBeUndefined();
    const first = revision();
    expect(revision.peek()).toBeUndefined(); // asked, not yet arrived
    await first;
    expect(revision.peek()).toBe(7);
    now += 999;
    expect(revision.peek()).toBe(7);
    now += 1;
    expect(revision.peek()).toBeUndefined(); // a second old: the route reads it again
    expect(read).toHaveBeenCalledTimes(1);
    await expect(revision()).rejects.toThrow('down');
    expect(revision.peek()).toBeUndefined();
    expect(await revision()).toBe(8);
    expect(revision.peek()).toBe(8);
  });
});
