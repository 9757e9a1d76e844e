import * as z from './zod.ts';
import { blogPostSchema } from './blog.ts';

/**
 * Blog administration (issue 16, decision 0028): every post with its admin fields, drafts included,
 * and the editor's writes. A post is a draft, scheduled (published with a future publishedAt) or
 * published; authorId 'system' marks a generated post (the review queue lists its drafts).
 */

export const adminPostStatuses = ['draft', 'scheduled', 'published'] as const;
export type AdminPostStatus = (typeof adminPostStatuses)[number];

export const postOrigins = ['manual', 'built-in', 'rss', 'city-content', 'landing-page', 'seasonal'] as const;
export type PostOrigin = (typeof postOrigins)[number];

export const POST_LIMITS = {
  title: [5, 200],
  slug: [3, 120],
  excerpt: [20, 500],
  content: [50, 100_000],
  tags: 10,
  keywords: 15,
  metaTitle: 70,
  metaDescription: 170,
} as const;

export const POST_MESSAGES = {
  title: 'Enter a title of 5 to 200 characters',
  slug: 'Use 3 to 120 lower-case letters, digits and single hyphens, like winter-floor-care',
  excerpt: 'Enter an excerpt of 20 to 500 characters',
  content: 'Write at least 50 characters (at most 100,000)',
  category: 'Choose a category',
  tags: 'Use at most 10 tags of up to 40 characters',
  keywords: 'Use at most 15 keywords of up to 60 characters',
  metaTitle: 'Keep the meta title to 70 characters',
  metaDescription: 'Keep the meta description to 170 characters',
  featuredImage: 'Enter an image address starting with https://, or leave it empty',
  publishAt: 'Choose a valid date and time',
} as const;

export const STALE_POST_MESSAGE = 'This post was changed by someone else: reload it';
export const SLUG_TAKEN_MESSAGE = 'Slug already in use';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: lower-case ASCII words joined by single hyphens, at most 120 characters. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_LIMITS.slug[1])
    .replace(/-+$/, '');
}

/** Words in a text (Markdown or HTML tags aside); the reading time is a minute per 200 words, at least 1. */
export function readTimeFor(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

/** The spec's admin fields (the public post's, with `content` as stored: Markdown or HTML, not rendered) and the workflow's. */
export const adminPostSchema = z.extend(blogPostSchema, {
  contentFormat: z.enum(['markdown', 'html']),
  status: z.enum(adminPostStatuses),
  origin: z.enum(postOrigins),
  citySlug: z.nullable(z.text()),
  writer: z.nullable(z.text()),
  sourceUrl: z.nullable(z.text()),
  sourceName: z.nullable(z.text()),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

const bounded = (message: string, min: number, max: number) =>
  z.text(message).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));
/** A single-line field (a title, a category, a tag): line breaks refused (z.line). */
const boundedLine = (message: string, min: number, max: number) =>
  z.line(message).check(z.minLength(min, message), z.maxLength(max, message));
const upTo = (message: string, max: number) => z.text(message).check(z.trim(), z.maxLength(max, message));
const words = (message: string, count: number, max: number) =>
  z.array(boundedLine(message, 1, max), message).check(z.maxLength(count, message));

/** POST /api/admin/blog/posts: a new draft. Without a slug, one is made from the title. */
export const postInputSchema = z.object({
  title: boundedLine(POST_MESSAGES.title, ...POST_LIMITS.title),
  slug: z.optional(
    z
      .text(POST_MESSAGES.slug)
      .check(
        z.trim(),
        z.minLength(POST_LIMITS.slug[0], POST_MESSAGES.slug),
        z.maxLength(POST_LIMITS.slug[1], POST_MESSAGES.slug),
        z.regex(SLUG_PATTERN, POST_MESSAGES.slug),
      ),
  ),
  excerpt: bounded(POST_MESSAGES.excerpt, ...POST_LIMITS.excerpt),
  content: z.text(POST_MESSAGES.content).check(
    z.minLength(POST_LIMITS.content[0], POST_MESSAGES.content),
    z.maxLength(POST_LIMITS.content[1], POST_MESSAGES.content),
    z.refine((c) => c.trim().length >= POST_LIMITS.content[0], POST_MESSAGES.content),
  ),
  contentFormat: z._default(z.enum(['markdown', 'html']), 'markdown'),
  category: boundedLine(POST_MESSAGES.category, 1, 80),
  tags: z._default(words(POST_MESSAGES.tags, POST_LIMITS.tags, 40), []),
  keywords: z._default(words(POST_MESSAGES.keywords, POST_LIMITS.keywords, 60), []),
  isFeatured: z._default(z.boolean(), false),
  metaTitle: z._default(z.line(POST_MESSAGES.metaTitle).check(z.maxLength(POST_LIMITS.metaTitle, POST_MESSAGES.metaTitle)), ''),
  metaDescription: z._default(upTo(POST_MESSAGES.metaDescription, POST_LIMITS.metaDescription), ''),
  featuredImage: z._default(
    z.nullable(
      z
        .text(POST_MESSAGES.featuredImage)
        .check(
          z.trim(),
          z.maxLength(1000, POST_MESSAGES.featuredImage),
          z.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, POST_MESSAGES.featuredImage),
        ),
    ),
    null,
  ),
});
export type PostInput = z.input<typeof postInputSchema>;
export type ValidPostInput = z.output<typeof postInputSchema>;

/** PUT /api/admin/blog/posts/:id: the whole post as edited, with the updatedAt the editor read. */
export const postUpdateSchema = z.extend(postInputSchema, {
  updatedAt: z.text(STALE_POST_MESSAGE).check(z.minLength(1, STALE_POST_MESSAGE), z.maxLength(40, STALE_POST_MESSAGE)),
});
export type PostUpdate = z.input<typeof postUpdateSchema>;

/** POST /api/admin/blog/posts/:id/publish: now, or at publishAt (scheduled). */
export const publishSchema = z.object({
  publishAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: POST_MESSAGES.publishAt }))),
});
export type PublishRequest = z.input<typeof publishSchema>;

export const ADMIN_POSTS_DEFAULT_LIMIT = 200;
export const ADMIN_POSTS_MAX_LIMIT = 500;

export const adminPostsQuerySchema = z.object({
  status: z.optional(z.enum(adminPostStatuses, 'Choose draft, scheduled or published')),
  origin: z.optional(z.enum(postOrigins)),
  /** The review queue: generated (authorId 'system') drafts. */
  review: z.optional(z.enum(['true', 'false'])),
  search: z.optional(z.text().check(z.trim(), z.maxLength(100))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_POSTS_MAX_LIMIT)), ADMIN_POSTS_DEFAULT_LIMIT),
});
export type AdminPostsQuery = z.input<typeof adminPostsQuerySchema>;

export const PREVIEW_MAX = POST_LIMITS.content[1];

export const previewRequestSchema = z.object({
  content: z.text(POST_MESSAGES.content).check(z.maxLength(PREVIEW_MAX, POST_MESSAGES.content)),
  contentFormat: z._default(z.enum(['markdown', 'html']), 'markdown'),
});
export type PreviewRequest = z.input<typeof previewRequestSchema>;

export const previewSchema = z.object({ html: z.text(), wordCount: z.int(), readTime: z.int() });
export type PostPreview = z.infer<typeof previewSchema>;

const idParams = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) });

/** The schemas of each endpoint in blog-admin.endpoints.ts, by its name (the server registers them). */
export const adminBlogSchemas = {
  listAdminPosts: { query: adminPostsQuerySchema, response: z.array(adminPostSchema) },
  getAdminPost: { params: idParams, response: adminPostSchema },
  createAdminPost: { body: postInputSchema, response: adminPostSchema },
  updateAdminPost: { params: idParams, body: postUpdateSchema, response: adminPostSchema },
  publishAdminPost: { params: idParams, body: publishSchema, response: adminPostSchema },
  unpublishAdminPost: { params: idParams, response: adminPostSchema },
  deleteAdminPost: { params: idParams },
  previewAdminPost: { body: previewRequestSchema, response: previewSchema },
};
