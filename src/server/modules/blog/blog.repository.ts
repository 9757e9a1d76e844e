import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client.ts';
import { blogCategories, blogPosts, blogPostViews, blogSlugRedirects } from '../../db/schema/blog.ts';
import { escapeLike } from '../../db/sql-text.ts';

export type PostRow = typeof blogPosts.$inferSelect;
export type NewPostRow = typeof blogPosts.$inferInsert;

const published = and(eq(blogPosts.status, 'published'), sql`${blogPosts.publishedAt} <= now()`);
/** A city's landing page is shown on its city page, not in the blog (decision 0028). */
const onBlog = ne(blogPosts.origin, 'landing-page');

export function createBlogRepository(db: Database) {
  return {
    async listPublished(filter: { category?: string; search?: string; exclude?: string; limit: number }): Promise<PostRow[]> {
      const conditions: SQL[] = [published!, onBlog];
      if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
      if (filter.exclude) conditions.push(ne(blogPosts.slug, filter.exclude));
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        conditions.push(
          or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), sql`${blogPosts.tags}::text ilike ${pattern}`)!,
        );
      }
      return db
        .select()
        .from(blogPosts)
        .where(and(...conditions))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(filter.limit);
    },

    async findPublished(slug: string): Promise<PostRow | undefined> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(published, onBlog, eq(blogPosts.slug, slug)))
        .limit(1);
      return row;
    },

    async categoriesWithCounts() {
      return db
        .select({
          id: blogCategories.id,
          name: blogCategories.name,
          slug: blogCategories.slug,
          postCount:
            sql<number>`count(${blogPosts.id}) filter (where ${blogPosts.status} = 'published' and ${blogPosts.publishedAt} <= now() and ${blogPosts.origin} <> 'landing-page')`.mapWith(
              Number,
            ),
        })
        .from(blogCategories)
        .leftJoin(blogPosts, eq(blogPosts.category, blogCategories.slug))
        .groupBy(blogCategories.id)
        .orderBy(blogCategories.name);
    },

    /**
     * Where /blog/<slug> leads when no post is live there (decision 0028): the live post that had the
     * slug before, or the city page of a live landing page.
     */
    async redirectFor(slug: string): Promise<string | undefined> {
      const [moved] = await db
        .select({ slug: blogPosts.slug, origin: blogPosts.origin, citySlug: blogPosts.citySlug })
        .from(blogSlugRedirects)
        .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
        .where(and(eq(blogSlugRedirects.oldSlug, slug), published))
        .limit(1);
      const [target] = moved
        ? [moved]
        : await db
            .select({ slug: blogPosts.slug, origin: blogPosts.origin, citySlug: blogPosts.citySlug })
            .from(blogPosts)
            .where(and(eq(blogPosts.slug, slug), published, eq(blogPosts.origin, 'landing-page')))
            .limit(1);
      if (!target) return undefined;
      if (target.origin === 'landing-page') return target.citySlug ? `/cities/${target.citySlug}` : undefined;
      return `/blog/${target.slug}`;
    },

    /** Counts a view once per session; true when it counted. */
    async recordView(postId: number, sessionId: string): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const inserted = await tx
          .insert(blogPostViews)
          .values({ postId, sessionId })
          .onConflictDoNothing()
          .returning({ postId: blogPostViews.postId });
        if (inserted.length === 0) return false;
        await tx
          .update(blogPosts)
          .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
          .where(eq(blogPosts.id, postId));
        return true;
      });
    },

    async insertCategoriesIfMissing(list: Array<{ name: string; slug: string; description: string }>): Promise<number> {
      if (list.length === 0) return 0;
      return (await db.insert(blogCategories).values(list).onConflictDoNothing().returning({ id: blogCategories.id })).length;
    },

    async insertPostsIfMissing(list: NewPostRow[]): Promise<number> {
      if (list.length === 0) return 0;
      return (await db.insert(blogPosts).values(list).onConflictDoNothing().returning({ id: blogPosts.id })).length;
    },
  };
}
