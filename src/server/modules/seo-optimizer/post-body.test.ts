import { describe, expect, it } from 'vitest';
import { decodeEntities } from './post-body.ts';

describe('decodeEntities', () => {
  it('reads named and numeric references', () => {
    expect(decodeEntities('Caf&#233; &amp; bar &#x2014; &mdash;')).toBe('Café & bar — —');
  });

  it('reads a reference outside Unicode as U+FFFD instead of throwing (a crafted post cannot make analysis fail)', () => {
    expect(decodeEntities('a &#9999999; b &#x110000; c')).toBe('a \uFFFD b \uFFFD c');
  });
});
