import { describe, expect, it } from 'vitest';
import { INDEXABLE_PAGE_PATHS } from '#shared/content/site-map.ts';
import { routes } from './routes.ts';

describe('route table', () => {
  it('marks indexable exactly the fixed-path pages the sitemap lists', () => {
    const indexableFixedPaths = routes.filter((r) => r.indexable && !r.path.includes(':') && r.path !== '*').map((r) => r.path);
    expect(indexableFixedPaths).toEqual([...INDEXABLE_PAGE_PATHS]);
  });
});
