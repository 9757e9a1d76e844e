import { describe, expect, it } from 'vitest';
import { formatPostDate, formatReadTime, formatViews, limitTags, postDateIso } from './post-format.ts';

describe('formatPostDate', () => {
  it('writes the US long format', () => {
    expect(formatPostDate('2026-11-22T14:00:00.000Z')).toBe('November 22, 2026');
  });

  it('uses Twin Cities time, not UTC', () => {
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Minneapolis.
    expect(formatPostDate('2026-11-23T03:00:00.000Z')).toBe('November 22, 2026');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatPostDate('not a date')).toBe('');
  });
});

describe('postDateIso', () => {
  it('prefers the publication date and falls back to the creation date', () => {
    expect(postDateIso({ publishedAt: '2026-01-12T14:00:00Z', createdAt: '2025-12-01T00:00:00Z' })).toBe('2026-01-12T14:00:00Z');
    expect(postDateIso({ publishedAt: null, createdAt: '2025-12-01T00:00:00Z' })).toBe('2025-12-01T00:00:00Z');
  });
});

describe('formatReadTime and formatViews', () => {
  it('reads "6 min read", never under a minute', () => {
    expect(formatReadTime(6)).toBe('6 min read');
    expect(formatReadTime(0)).toBe('1 min read');
  });

  it('counts views with thousands separators, and shows none for a post fewer than 10 have read', () => {
    expect(formatViews(123)).toBe('123 views');
    expect(formatViews(10)).toBe('10 views');
    expect(formatViews(12345)).toBe('12,345 views');
    expect(formatViews(9)).toBeNull();
    expect(formatViews(1)).toBeNull();
    expect(formatViews(0)).toBeNull();
  });
});

describe('limitTags', () => {
  it('keeps at most 3 tags, in order', () => {
    expect(limitTags(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(limitTags(['a'])).toEqual(['a']);
    expect(limitTags([])).toEqual([]);
  });

  it('skips blanks and repeats', () => {
    expect(limitTags([' ', 'Winter', 'winter', 'salt', 'floors', 'extra'])).toEqual(['Winter', 'salt', 'floors']);
  });
});
