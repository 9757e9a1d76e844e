import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { contentRevisions } from '../../db/schema/content.ts';

/** 'company': the company profile of Settings (decision 0024), shown on every page. */
export type ContentKind = 'cities' | 'blog' | 'company';

/** Room for the live-post count in current(): far beyond any blog, and sum * 2^20 stays an exact integer. */
const LIVE_POSTS_SPAN = 2 ** 20;

export function createContentRevisionRepository(db: Database) {
  return {
    /**
     * Sum of every kind's counter, any content write anywhere changes it, combined with the number of
     * live posts: a scheduled post going live changes it too, on every instance, with no write at all
     * (decision 0028). The pair is packed as sum * 2^20 + live, so a bump and an unpublish (sum + 1,
     * live - 1) cannot cancel out; between writes the live count only grows.
     */
    async current(): Promise<number> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${contentRevisions.revision}), 0)`,
          live: sql<string>`(select count(*) from ${blogPosts} where ${blogPosts.status} = 'published' and ${blogPosts.publishedAt} <= now())`,
        })
        .from(contentRevisions);
      return Number(row?.total ?? 0) * LIVE_POSTS_SPAN + (Number(row?.live ?? 0) % LIVE_POSTS_SPAN);
    },

    /** Call inside the transaction that changes the content. */
    async bump(kind: ContentKind, tx: Database = db): Promise<void> {
      await tx
        .insert(contentRevisions)
        .values({ kind, revision: 1 })
        .onConflictDoUpdate({
          target: contentRevisions.kind,
          set: { revision: sql`${contentRevisions.revision} + 1`, updatedAt: sql`now()` },
        });
    },
  };
}

export type ContentRevisionRepository = ReturnType<typeof createContentRevisionRepository>;
