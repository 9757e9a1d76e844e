import * as z from './zod.ts';
import { BLOG_LIST_LIMIT } from '../domain/blog.ts';

/** A post as the public API serves it. `content` is sanitized HTML. */
export const blogPostSchema = z.object({
  id: z.int(),
  title: z.text(),
  slug: z.text(),
  excerpt: z.text(),
  content: z.text(),
  category: z.text(),
  tags: z.array(z.text()),
  isFeatured: z.boolean(),
  featuredImage: z.nullable(z.text()),
  readTime: z.int(),
  viewCount: z.int(),
  publishedAt: z.nullable(z.text()),
  createdAt: z.text(),
  updatedAt: z.text(),
  metaTitle: z.text(),
  metaDescription: z.text(),
  keywords: z.array(z.text()),
  authorId: z.text(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Lists leave the body out: cards show the excerpt. */
export const blogPostSummarySchema = z.omit(blogPostSchema, { content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogCategorySchema = z.object({
  id: z.int(),
  name: z.text(),
  slug: z.text(),
  postCount: z.int(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

const trimmed = (max: number) => z.text().check(z.trim(), z.maxLength(max));

export const blogListQuerySchema = z.object({
  category: z.optional(trimmed(80)),
  search: z.optional(trimmed(100)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BLOG_LIST_LIMIT)), 50),
  /** A slug to leave out (related posts exclude the post being read). */
  exclude: z.optional(trimmed(200)),
});

export const blogViewRequestSchema = z.object({ sessionId: z.text().check(z.trim(), z.minLength(8), z.maxLength(100)) });

const slugParams = z.object({ slug: z.text().check(z.minLength(1), z.maxLength(200)) });

/** The schemas of each endpoint in blog.endpoints.ts, by its name (the server registers them). */
export const blogSchemas = {
  listBlogPosts: { query: blogListQuerySchema, response: z.array(blogPostSummarySchema) },
  listBlogCategories: { response: z.array(blogCategorySchema) },
  getBlogPost: { params: slugParams, response: blogPostSchema },
  recordBlogView: { params: slugParams, body: blogViewRequestSchema },
};
