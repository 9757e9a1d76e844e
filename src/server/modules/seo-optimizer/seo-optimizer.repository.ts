import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { seoOptimizations, type SeoSnapshot } from '../../db/schema/content-automation.ts';

export type SeoPostRow = typeof blogPosts.$inferSelect;
export type SeoOptimizationRow = typeof seoOptimizations.$inferSelect;

export function createSeoOptimizerRepository(db: Database) {
  return {
    /** Any status; `lock` holds the row until the transaction ends (an optimisation reads, then writes it). */
    async findPost(id: number, lock = false): Promise<SeoPostRow | undefined> {
      const query = db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Every post (drafts included), oldest first: the order optimise-all walks them. */
    async listPostIds(): Promise<Array<{ id: number; title: string }>> {
      return db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).orderBy(asc(blogPosts.id));
    },

    async savePost(id: number, after: SeoSnapshot): Promise<void> {
      await db
        .update(blogPosts)
        .set({
          title: after.title,
          metaTitle: after.metaTitle,
          metaDescription: after.metaDescription,
          keywords: after.keywords,
          content: after.content,
          updatedAt: sql`now()`,
        })
        .where(eq(blogPosts.id, id));
    },

    async insertOptimization(row: typeof seoOptimizations.$inferInsert): Promise<SeoOptimizationRow> {
      const [inserted] = await db.insert(seoOptimizations).values(row).returning();
      return inserted!;
    },

    async history(postId: number): Promise<SeoOptimizationRow[]> {
      return db
        .select()
        .from(seoOptimizations)
        .where(eq(seoOptimizations.postId, postId))
        .orderBy(desc(seoOptimizations.createdAt), desc(seoOptimizations.id));
    },
  };
}
