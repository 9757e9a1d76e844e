import type { Database } from '#server/db/client.ts';
import { blogPosts } from '#server/db/schema/blog.ts';
import { cities } from '#server/db/schema/content.ts';

/** Factories of the SEO tests (decision 0027). */

type NewPost = typeof blogPosts.$inferInsert;

export async function insertSeoPost(db: Database, overrides: Partial<NewPost> & { slug: string }): Promise<number> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: 'Keeping Floors Clean',
      excerpt:
        'Salt and slush wear down office floors every winter. Here is how facility teams keep lobbies safe and carpets clean until spring.',
      content: ['Salt and slush are hard on office floors.', '', '## Entry mats', '', 'Mats catch most of the grit at the door.', ''].join(
        '\n',
      ),
      category: 'office-cleaning',
      tags: [],
      readTime: 1,
      status: 'draft',
      metaTitle: 'Keeping Floors Clean',
      metaDescription: '',
      keywords: [],
      authorId: 'editorial',
      ...overrides,
    })
    .returning({ id: blogPosts.id });
  return row!.id;
}

/** Three cities far from Minnesota, 0.1° of longitude apart: Alpha's two nearest are Beta, then Gamma. */
export async function insertSeoCities(db: Database): Promise<void> {
  const city = (slug: string, name: string, longitude: number) => ({
    slug,
    name,
    county: 'Test',
    population: 1000,
    category: 'business',
    description: `${name} for SEO tests.`,
    landmarks: [],
    businessDistricts: [],
    metaTitle: name,
    metaDescription: name,
    keywords: [],
    latitude: 10,
    longitude,
  });
  await db
    .insert(cities)
    .values([
      city('seo-alpha', 'Alpha Falls', 10),
      city('seo-beta', 'Beta Grove', 10.1),
      city('seo-gamma', 'Gamma Ridge', 10.2),
      city('seo-delta', 'Delta Park', 10.5),
    ]);
}
