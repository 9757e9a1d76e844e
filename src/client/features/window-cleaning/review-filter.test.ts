import { describe, it, expect } from 'vitest';
import { windowReviews } from '#shared/content/window-cleaning.ts';
import { filterReviews } from './review-filter.ts';

describe('filterReviews', () => {
  it('returns every review for All', () => {
    expect(filterReviews(windowReviews, 'all')).toHaveLength(windowReviews.length);
  });

  it('returns only the reviews of the chosen plan', () => {
    for (const plan of ['Quarterly', 'Biannual', 'One-Time'] as const) {
      const matching = filterReviews(windowReviews, plan);
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.every((review) => review.plan === plan)).toBe(true);
      expect(matching).toHaveLength(windowReviews.filter((review) => review.plan === plan).length);
    }
  });

  it('keeps the original order', () => {
    const names = filterReviews(windowReviews, 'Biannual').map((r) => r.name);
    expect(names).toEqual(windowReviews.filter((r) => r.plan === 'Biannual').map((r) => r.name));
  });
});
