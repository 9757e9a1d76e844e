import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';

/** Generated posts carry this author (spec §3). */
export const SYSTEM_AUTHOR = 'system';

const generated = eq(blogPosts.authorId, SYSTEM_AUTHOR);

export function createContentAutomationRepository(db: Database) {
  return {
    /** Generated posts in all, and those created since `since`. */
    async counts(since: Date): Promise<{ total: number; since: number }> {
      const [row] = await db
        .select({
          total: sql`count(*)`,
          since: sql`count(*) filter (where ${blogPosts.createdAt} >= ${since.toISOString()}::timestamptz)`,
        })
        .from(blogPosts)
        .where(generated);
      return { total: Number(row?.total ?? 0), since: Number(row?.since ?? 0) };
    },

    /** The newest generated posts, with where they came from. */
    async recent(limit: number) {
      return db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          status: blogPosts.status,
          origin: blogPosts.origin,
          createdAt: blogPosts.createdAt,
          authorId: blogPosts.authorId,
          excerpt: blogPosts.excerpt,
        })
        .from(blogPosts)
        .where(generated)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(limit);
    },

    /** Every post, the generated ones, generated drafts (the review queue) and the articles the site came with. */
    async contentCounts(): Promise<{ total: number; generated: number; generatedDrafts: number; builtIn: number }> {
      const [row] = await db
        .select({
          total: sql`count(*)`,
          generated: sql`count(*) filter (where ${blogPosts.authorId} = ${SYSTEM_AUTHOR})`,
          generatedDrafts: sql`count(*) filter (where ${blogPosts.authorId} = ${SYSTEM_AUTHOR} and ${blogPosts.status} = 'draft')`,
          builtIn: sql`count(*) filter (where ${blogPosts.origin} = 'built-in')`,
        })
        .from(blogPosts);
      return {
        total: Number(row?.total ?? 0),
        generated: Number(row?.generated ?? 0),
        generatedDrafts: Number(row?.generatedDrafts ?? 0),
        builtIn: Number(row?.builtIn ?? 0),
      };
    },
  };
}
