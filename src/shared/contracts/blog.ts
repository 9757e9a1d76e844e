import { z } from 'zod';

/** A post as the public API serves it. `content` is sanitized HTML. */
export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  featuredImage: z.string().nullable(),
  readTime: z.number().int(),
  viewCount: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
  authorId: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Lists leave the body out: cards show the excerpt. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  postCount: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogListQuerySchema = z.object({
  category: z.string().trim().max(80).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** A slug to leave out (related posts exclude the post being read). */
  exclude: z.string().trim().max(200).optional(),
});

export const blogViewRequestSchema = z.object({ sessionId: z.string().trim().min(8).max(100) });
