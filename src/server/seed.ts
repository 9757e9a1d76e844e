import type { FastifyBaseLogger } from 'fastify';
import type { CitiesService } from './modules/cities/cities.service.ts';
import type { BlogService } from './modules/blog/blog.service.ts';
import { builtInCities } from './db/seed/cities.data.ts';
import { builtInCategories } from './db/seed/blog/categories.ts';
import { postsA } from './db/seed/blog/posts-a.ts';
import { postsB } from './db/seed/blog/posts-b.ts';

/** Built-in content, added when missing on every start; edits made later are kept. */
export async function seedBuiltInContent(services: { cities: CitiesService; blog: BlogService }, log: FastifyBaseLogger): Promise<void> {
  const cities = await services.cities.seed(builtInCities);
  const posts = await services.blog.seed(
    builtInCategories,
    [...postsA, ...postsB].map((p) => ({
      ...p,
      contentFormat: 'markdown' as const,
      status: 'published' as const,
      publishedAt: new Date(`${p.publishedAt}T14:00:00Z`),
      featuredImage: null,
      authorId: 'editorial',
      origin: 'built-in' as const,
    })),
  );
  if (cities + posts > 0) log.info({ cities, blogRows: posts }, 'seeded built-in content');
}
