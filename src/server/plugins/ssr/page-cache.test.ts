import { describe, expect, it, vi } from 'vitest';
import { memoizeFor, PageCache } from './page-cache.ts';

describe('PageCache', () => {
  it('serves a page only for the revision it was rendered at', () => {
    const cache = new PageCache();
    cache.set('/a', 1, { status: 200, html: 'one' });
    expect(cache.get('/a', 1)?.html).toBe('one');
    expect(cache.get('/a', 2)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new PageCache(2);
    cache.set('/a', 1, { status: 200, html: 'a' });
    cache.set('/b', 1, { status: 200, html: 'b' });
    cache.get('/a', 1);
    cache.set('/c', 1, { status: 200, html: 'c' });
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)?.html).toBe('a');
    expect(cache.size).toBe(2);
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
