import type { BlogCategory, BlogPost, BlogPostSummary } from '#shared/contracts/blog.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { createContentRevisionRepository } from '../content/content-revision.repository.ts';
import { createBlogRepository, type NewPostRow, type PostRow } from './blog.repository.ts';
import { renderPostContent } from './render-content.ts';

/** A stored post as the API's summary (the admin views add their fields to it). */
export function toSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    isFeatured: row.isFeatured,
    featuredImage: row.featuredImage,
    readTime: row.readTime,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    authorId: row.authorId,
  };
}

export function createBlogService(db: Database) {
  const repo = createBlogRepository(db);
  return {
    async list(filter: { category?: string; search?: string; exclude?: string; limit: number }): Promise<BlogPostSummary[]> {
      return (await repo.listPublished(filter)).map(toSummary);
    },

    async get(slug: string): Promise<BlogPost> {
      const row = await repo.findPublished(slug);
      if (!row) throw notFound('Article');
      return { ...toSummary(row), content: renderPostContent(row.content, row.contentFormat) };
    },

    /** Whether /blog/<slug> serves a published post now; reads the row only, renders nothing. */
    async isLive(slug: string): Promise<boolean> {
      return (await repo.findPublished(slug)) !== undefined;
    },

    async categories(): Promise<BlogCategory[]> {
      return repo.categoriesWithCounts();
    },

    /** Where /blog/<slug> moved (decision 0028): a renamed post's new address, or a landing page's city page. */
    async redirectFor(slug: string): Promise<string | undefined> {
      return repo.redirectFor(slug);
    },

    async recordView(slug: string, sessionId: string): Promise<void> {
      const row = await repo.findPublished(slug);
      if (!row) throw notFound('Article');
      await repo.recordView(row.id, sessionId);
    },

    /** Built-in posts and categories, added when missing; a change invalidates cached pages. */
    async seed(categories: Array<{ name: string; slug: string; description: string }>, posts: NewPostRow[]): Promise<number> {
      return inTransaction(db, async (t) => {
        const r = createBlogRepository(t);
        const added = (await r.insertCategoriesIfMissing(categories)) + (await r.insertPostsIfMissing(posts));
        if (added > 0) await createContentRevisionRepository(t).bump('blog');
        return added;
      });
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
