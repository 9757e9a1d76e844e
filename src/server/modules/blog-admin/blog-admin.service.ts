import {
  POST_MESSAGES,
  readTimeFor,
  SLUG_TAKEN_MESSAGE,
  slugify,
  STALE_POST_MESSAGE,
  type AdminPost,
  type AdminPostStatus,
  type PostPreview,
  type ValidPostInput,
} from '#shared/contracts/blog-admin.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { toSummary } from '../blog/blog.service.ts';
import { renderPostContent } from '../blog/render-content.ts';
import { createContentRevisionRepository } from '../content/content-revision.repository.ts';
import { createBlogAdminRepository, type AdminPostFilter, type AdminPostRow } from './blog-admin.repository.ts';

/** Draft, scheduled (published, going live later) or published (live), as of `now`. */
export function postStatus(row: Pick<AdminPostRow, 'status' | 'publishedAt'>, now = new Date()): AdminPostStatus {
  if (row.status === 'draft') return 'draft';
  return row.publishedAt && row.publishedAt > now ? 'scheduled' : 'published';
}

export function toAdminPost(row: AdminPostRow): AdminPost {
  return {
    ...toSummary(row),
    content: row.content,
    contentFormat: row.contentFormat,
    status: postStatus(row),
    origin: row.origin,
    citySlug: row.citySlug,
    writer: row.writer,
    sourceUrl: row.sourceUrl,
    sourceName: row.sourceName,
  };
}

/** The words a reader sees: the rendered HTML's text. */
export function wordCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
  return text === '' ? 0 : text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function previewPost(content: string, contentFormat: 'markdown' | 'html'): PostPreview {
  const html = renderPostContent(content, contentFormat);
  const words = wordCount(html);
  return { html, wordCount: words, readTime: readTimeFor(words) };
}

const invalid = (field: keyof typeof POST_MESSAGES, message: string = POST_MESSAGES[field]) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });
const slugTaken = () => new AppError('CONFLICT', SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });

/** A public post changed (or stopped being public): every instance's page cache follows. */
const isPublic = (row: Pick<AdminPostRow, 'status'>) => row.status === 'published';

/**
 * Blog administration (decision 0028): drafts, scheduling, publishing and slug redirects. Each write is
 * one transaction that also bumps the 'blog' revision when what the public sees changes.
 */
export function createBlogAdminService(db: Database) {
  const repo = createBlogAdminRepository(db);

  async function fields(r: ReturnType<typeof createBlogAdminRepository>, input: ValidPostInput, slug: string) {
    if (!(await r.categoryExists(input.category))) throw invalid('category', 'Choose a category that exists');
    return {
      title: input.title,
      slug,
      excerpt: input.excerpt,
      content: input.content,
      contentFormat: input.contentFormat,
      category: input.category,
      tags: input.tags,
      keywords: input.keywords,
      isFeatured: input.isFeatured,
      metaTitle: input.metaTitle,
      metaDescription: input.metaDescription,
      featuredImage: input.featuredImage,
      readTime: previewPost(input.content, input.contentFormat).readTime,
    };
  }

  /** A slug another post has (or takes concurrently) fails on the unique index: a 409 on the slug field. */
  async function write<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  async function locked(r: ReturnType<typeof createBlogAdminRepository>, id: number): Promise<AdminPostRow> {
    const row = await r.find(id, true);
    if (!row) throw notFound('Post');
    return row;
  }

  return {
    async list(filter: AdminPostFilter): Promise<AdminPost[]> {
      return (await repo.list(filter)).map(toAdminPost);
    },

    async get(id: number): Promise<AdminPost> {
      const row = await repo.find(id);
      if (!row) throw notFound('Post');
      return toAdminPost(row);
    },

    async create(input: ValidPostInput, authorId: string): Promise<AdminPost> {
      const slug = input.slug ?? slugify(input.title);
      if (slug.length < 3) throw invalid('slug');
      return write(async (tx) => {
        const r = createBlogAdminRepository(tx);
        const row = await r.insert({ ...(await fields(r, input, slug)), authorId, status: 'draft', origin: 'manual' });
        return toAdminPost(row);
      });
    },

    async update(id: number, input: ValidPostInput & { updatedAt: string }): Promise<AdminPost> {
      return write(async (tx) => {
        const r = createBlogAdminRepository(tx);
        const before = await locked(r, id);
        if (Date.parse(input.updatedAt) !== before.updatedAt.getTime()) {
          throw new AppError('CONFLICT', STALE_POST_MESSAGE);
        }
        const slug = input.slug ?? before.slug;
        const after = await r.update(id, await fields(r, input, slug));
        // Links to a post that was ever live keep working after its slug changes.
        const wasLive = before.publishedAt !== null && before.publishedAt <= new Date();
        if (slug !== before.slug && wasLive) await r.recordSlugChange(id, before.slug, slug);
        if (isPublic(before)) await createContentRevisionRepository(tx).bump('blog');
        return toAdminPost(after);
      });
    },

    /** Now, or at `publishAt` (scheduled). A live post published again keeps its date. */
    async publish(id: number, publishAt: string | null | undefined, adminId: string): Promise<AdminPost> {
      const at = publishAt ? new Date(publishAt) : undefined;
      if (at && at.getTime() < Date.now() - 60_000) throw invalid('publishAt', 'Choose a time in the future to schedule, or publish now');
      return inTransaction(db, async (tx) => {
        const r = createBlogAdminRepository(tx);
        const before = await locked(r, id);
        const live = postStatus(before) === 'published';
        const publishedAt = at ?? (live ? before.publishedAt! : new Date());
        const after = await r.update(id, { status: 'published', publishedAt, publishedBy: adminId });
        await createContentRevisionRepository(tx).bump('blog');
        return toAdminPost(after);
      });
    },

    /** Back to draft; the publication date stays, so a later slug change still keeps a redirect. */
    async unpublish(id: number): Promise<AdminPost> {
      return inTransaction(db, async (tx) => {
        const r = createBlogAdminRepository(tx);
        const before = await locked(r, id);
        if (!isPublic(before)) return toAdminPost(before);
        const after = await r.update(id, { status: 'draft' });
        await createContentRevisionRepository(tx).bump('blog');
        return toAdminPost(after);
      });
    },

    /** Discards a draft (a generated one from the review queue, typically); never a public post. */
    async remove(id: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const r = createBlogAdminRepository(tx);
        const before = await locked(r, id);
        if (isPublic(before)) throw new AppError('CONFLICT', 'Unpublish this post before deleting it');
        await r.remove(id);
      });
    },

    preview: previewPost,
  };
}

export type BlogAdminService = ReturnType<typeof createBlogAdminService>;
