import type { BlogFilters } from './blog-filters.ts';

/** The line under Search Results: '3 articles matching "salt" in Seasonal Maintenance'. */
export function resultSummary(count: number, filters: BlogFilters, categoryName: string | undefined): string {
  let text = `${count} ${count === 1 ? 'article' : 'articles'}`;
  if (filters.search) text += ` matching “${filters.search}”`;
  if (categoryName) text += ` in ${categoryName}`;
  return text;
}
