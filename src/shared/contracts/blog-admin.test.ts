import { describe, expect, it } from 'vitest';
import { readTimeFor, slugify } from './blog-admin.ts';

describe('slugs and reading times', () => {
  it('makes a lower-case kebab slug from a title', () => {
    expect(slugify('Spring Carpet Care & You')).toBe('spring-carpet-care-and-you');
    expect(slugify('  Café Floors: 5 Tips!  ')).toBe('cafe-floors-5-tips');
    expect(slugify('---')).toBe('');
    expect(slugify('a'.repeat(130))).toHaveLength(120);
    expect(slugify(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119));
  });

  it('reads 200 words a minute, at least one minute', () => {
    expect(readTimeFor(0)).toBe(1);
    expect(readTimeFor(250)).toBe(1);
    expect(readTimeFor(400)).toBe(2);
    expect(readTimeFor(1100)).toBe(6);
  });
});
