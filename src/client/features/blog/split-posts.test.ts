import { describe, expect, it } from 'vitest';
import { splitFeatured } from './split-posts.ts';

describe('splitFeatured', () => {
  it('puts featured posts in one list and the others in the second, keeping the order', () => {
    const posts = [
      { slug: 'a', isFeatured: false },
      { slug: 'b', isFeatured: true },
      { slug: 'c', isFeatured: false },
      { slug: 'd', isFeatured: true },
    ];
    const { featured, latest } = splitFeatured(posts);
    expect(featured.map((p) => p.slug)).toEqual(['b', 'd']);
    expect(latest.map((p) => p.slug)).toEqual(['a', 'c']);
  });

  it('handles an empty list and a list without featured posts', () => {
    expect(splitFeatured([])).toEqual({ featured: [], latest: [] });
    expect(splitFeatured([{ isFeatured: false }]).featured).toEqual([]);
  });
});
