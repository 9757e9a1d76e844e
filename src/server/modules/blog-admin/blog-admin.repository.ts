import { SYSTEM_AUTHOR } from '../content-automation/content-automation.repository.ts';
import { and, desc, eq, gt, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminPostStatus, PostOrigin } from '#shared/contracts/blog-admin.ts';
import type { Database } from '../../db/client.ts';
import { blogCategories, blogPosts, blogSlugRedirects } from '../../db/schema/blog.ts';
import { escapeLike } from '../../db/sql-text.ts';

export type AdminPostRow = typeof blogPosts.$inferSelect;
export type NewAdminPostRow = typeof blogPosts.$inferInsert;

export interface AdminPostFilter {
  status?: AdminPostStatus | undefined;
  origin?: PostOrigin | undefined;
  review?: boolean | undefined;
  search?: string | undefined;
  limit: number;
}

const statusCondition: Record<AdminPostStatus, SQL> = {
  draft: eq(blogPosts.status, 'draft'),
  scheduled: and(eq(blogPosts.status, 'published'), gt(blogPosts.publishedAt, sql`now()`))!,
  published: and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`))!,
};

/** Posts of every state for the admin screens (decision 0028). */
export function createBlogAdminRepository(db: Database) {
  return {
    async list(filter: AdminPostFilter): Promise<AdminPostRow[]> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(statusCondition[filter.status]);
      if (filter.origin) conditions.push(eq(blogPosts.origin, filter.origin));
      if (filter.review) conditions.push(eq(blogPosts.authorId, SYSTEM_AUTHOR), statusCondition.draft);
      if (filter.search) conditions.push(ilike(blogPosts.title, `%${escapeLike(filter.search)}%`));
      return db
        .select()
        .from(blogPosts)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(filter.limit);
    },

    /** With `lock`, the row stays locked until the transaction ends (the concurrency check). */
    async find(id: number, lock = false): Promise<AdminPostRow | undefined> {
      const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async categoryExists(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, slug)).limit(1);
      return row !== undefined;
    },

    async insert(row: NewAdminPostRow): Promise<AdminPostRow> {
      const [created] = await db.insert(blogPosts).values(row).returning();
      return created!;
    },

    /** Every write moves updatedAt forward, even twice in one millisecond (the concurrency token). */
    async update(id: number, set: Partial<NewAdminPostRow>): Promise<AdminPostRow> {
      const [updated] = await db
        .update(blogPosts)
        .set({ ...set, updatedAt: sql`greatest(now(), ${blogPosts.updatedAt} + interval '1 millisecond')` })
        .where(eq(blogPosts.id, id))
        .returning();
      return updated!;
    },

    async remove(id: number): Promise<void> {
      await db.delete(blogPosts).where(eq(blogPosts.id, id));
    },

    /** /blog/<old> now leads to the post; a slug the post takes back stops redirecting to itself. */
    async recordSlugChange(postId: number, oldSlug: string, newSlug: string): Promise<void> {
      await db
        .insert(blogSlugRedirects)
        .values({ oldSlug, postId })
        .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { postId, createdAt: sql`now()` } });
      await db.delete(blogSlugRedirects).where(and(eq(blogSlugRedirects.oldSlug, newSlug), eq(blogSlugRedirects.postId, postId)));
    },
  };
}
