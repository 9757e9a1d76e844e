import { describe, expect, it } from 'vitest';
import { resultSummary } from './result-summary.ts';

describe('resultSummary', () => {
  it('says how many articles match the search and the category', () => {
    expect(resultSummary(3, { search: 'salt', category: 'seasonal' }, 'Seasonal Maintenance')).toBe(
      '3 articles matching “salt” in Seasonal Maintenance',
    );
    expect(resultSummary(1, { search: 'salt', category: 'all' }, undefined)).toBe('1 article matching “salt”');
    expect(resultSummary(0, { search: '', category: 'green' }, 'Green Cleaning')).toBe('0 articles in Green Cleaning');
  });
});
