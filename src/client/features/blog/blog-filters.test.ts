import { describe, expect, it } from 'vitest';
import { blogListHref, isFiltering, noFilters, parseBlogFilters } from './blog-filters.ts';

describe('parseBlogFilters', () => {
  it('reads category and search from the query string', () => {
    expect(parseBlogFilters('?category=green-cleaning&search=%20salt%20')).toEqual({ category: 'green-cleaning', search: 'salt' });
    expect(parseBlogFilters('search=winter')).toEqual({ category: 'all', search: 'winter' });
  });

  it('defaults to all categories and no search', () => {
    expect(parseBlogFilters('')).toEqual(noFilters);
    expect(parseBlogFilters('?category=&search=')).toEqual(noFilters);
  });

  it('caps the search text at the API limit', () => {
    expect(parseBlogFilters(`?search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('blogListHref and isFiltering', () => {
  it('writes only the filters that are set', () => {
    expect(blogListHref(noFilters)).toBe('/blog');
    expect(blogListHref({ category: 'office-cleaning', search: '' })).toBe('/blog?category=office-cleaning');
    expect(blogListHref({ category: 'all', search: ' floor care ' })).toBe('/blog?search=floor+care');
    expect(blogListHref({ category: 'office-cleaning', search: 'a&b' })).toBe('/blog?category=office-cleaning&search=a%26b');
  });

  it('round-trips through the URL', () => {
    const filters = { category: 'healthcare-cleaning', search: 'C. diff & flu' };
    expect(parseBlogFilters(blogListHref(filters).split('?')[1] ?? '')).toEqual(filters);
  });

  it('knows when a filter is set', () => {
    expect(isFiltering(noFilters)).toBe(false);
    expect(isFiltering({ category: 'all', search: 'x' })).toBe(true);
    expect(isFiltering({ category: 'green-cleaning', search: '' })).toBe(true);
  });
});
