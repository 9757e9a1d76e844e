import { describe, expect, it } from 'vitest';
import { categoryLabel, humanizeSlug } from './category-label.ts';

describe('categoryLabel', () => {
  const categories = [
    { slug: 'office-cleaning', name: 'Office Cleaning' },
    { slug: 'green', name: 'Green & Healthy' },
  ];

  it('uses the category name when the slug is known', () => {
    expect(categoryLabel('green', categories)).toBe('Green & Healthy');
  });

  it('falls back to a readable form of the slug', () => {
    expect(categoryLabel('seasonal-maintenance', categories)).toBe('Seasonal Maintenance');
    expect(categoryLabel('healthcare-cleaning')).toBe('Healthcare Cleaning');
    expect(humanizeSlug('')).toBe('');
  });
});
