import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { blogPosts, blogSlugRedirects } from '../../../db/schema/blog.ts';
import { rssItems } from '../../../db/schema/content-automation.ts';
import { escapeLike } from '../../../db/sql-text.ts';

export type NewRssItemRow = typeof rssItems.$inferInsert;
export type NewDraftRow = typeof blogPosts.$inferInsert;

export function createRssRepository(db: Database) {
  return {
    /** Of `guids`, those already recorded for the feed. */
    async knownGuids(feedUrl: string, guids: string[]): Promise<Set<string>> {
      if (guids.length === 0) return new Set();
      const rows = await db
        .select({ guid: rssItems.guid })
        .from(rssItems)
        .where(and(eq(rssItems.feedUrl, feedUrl), inArray(rssItems.guid, guids)));
      return new Set(rows.map((r) => r.guid));
    },

    /** The item that already became a draft of this story (through any feed), with the source it cited. */
    async coveredBy(fingerprint: string): Promise<{ feedUrl: string; sourceName: string | null; postId: number | null } | undefined> {
      const [row] = await db
        .select({ feedUrl: rssItems.feedUrl, sourceName: blogPosts.sourceName, postId: rssItems.postId })
        .from(rssItems)
        .leftJoin(blogPosts, eq(blogPosts.id, rssItems.postId))
        .where(and(eq(rssItems.fingerprint, fingerprint), eq(rssItems.outcome, 'drafted')))
        .orderBy(rssItems.id)
        .limit(1);
      return row;
    },

    /** Records an item's outcome; an item recorded meanwhile (same feed and id) is left as it is. False then. */
    async record(row: NewRssItemRow, tx: Database = db): Promise<boolean> {
      return (await tx.insert(rssItems).values(row).onConflictDoNothing().returning({ id: rssItems.id })).length > 0;
    },

    /** Slugs in use (posts and old slugs that redirect) equal to `base` or starting with `base-`. */
    async slugsLike(base: string, tx: Database = db): Promise<Set<string>> {
      const pattern = `${escapeLike(base)}-%`;
      const [posts, redirects] = await Promise.all([
        tx
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, pattern))),
        tx
          .select({ slug: blogSlugRedirects.oldSlug })
          .from(blogSlugRedirects)
          .where(or(eq(blogSlugRedirects.oldSlug, base), like(blogSlugRedirects.oldSlug, pattern))),
      ]);
      return new Set([...posts, ...redirects].map((r) => r.slug));
    },

    /** The newest posts rewritten from feeds (any status): a new rewrite must not repeat one of them. */
    async recentRewrites(limit: number): Promise<Array<{ title: string; content: string }>> {
      return db
        .select({ title: blogPosts.title, content: blogPosts.content })
        .from(blogPosts)
        .where(eq(blogPosts.origin, 'rss'))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(limit);
    },

    async insertDraft(row: NewDraftRow, tx: Database = db): Promise<number> {
      const [inserted] = await tx.insert(blogPosts).values(row).returning({ id: blogPosts.id });
      return inserted!.id;
    },
  };
}

export type RssRepository = ReturnType<typeof createRssRepository>;
