import * as z from './zod.ts';

/**
 * The SEO Optimization tab's calls (spec §2, §3 "SEO analysis", §7; decision 0027): the analysis of a
 * post (the spec's score, wordCount, readabilityScore, internalLinks, imageAltTags, recommendations,
 * plus every check with its points), one post's optimisation, the optimisation of every post as a
 * content run, and a post's optimisation history (before and after).
 */

export const POST_ID_MESSAGE = 'postId must be a post id (a whole number from 1)';

export const seoPostParamsSchema = z.object({
  postId: z.coerce
    .number(POST_ID_MESSAGE)
    .check(z.int(POST_ID_MESSAGE), z.minimum(1, POST_ID_MESSAGE), z.maximum(2_147_483_647, POST_ID_MESSAGE)),
});

export const seoCheckSchema = z.object({
  id: z.text(),
  label: z.text(),
  passed: z.boolean(),
  /** Points earned: all of maxPoints when passed, part of them for a near miss (length, readability, links). */
  points: z.int(),
  maxPoints: z.int(),
});
export type SeoCheckView = z.infer<typeof seoCheckSchema>;

export const seoAnalysisSchema = z.object({
  postId: z.int(),
  title: z.text(),
  /** Points earned out of 100. */
  score: z.int(),
  /** Words of the body text. */
  wordCount: z.int(),
  /** Flesch reading ease, 0-100, one decimal. */
  readabilityScore: z.number(),
  /** Links to this site's own pages. */
  internalLinks: z.int(),
  /** Images in the body with alt text, of `images`. */
  imageAltTags: z.int(),
  images: z.int(),
  /** A sentence for every failed check, with its numbers. */
  recommendations: z.array(z.text()),
  checks: z.array(seoCheckSchema),
});
export type SeoAnalysis = z.infer<typeof seoAnalysisSchema>;

export const seoOptimizeResultSchema = z.object({
  postId: z.int(),
  scoreBefore: z.int(),
  scoreAfter: z.int(),
  /** What changed, in words; empty when nothing could be improved (and nothing is recorded). */
  changes: z.array(z.text()),
  analysis: seoAnalysisSchema,
});
export type SeoOptimizeResult = z.infer<typeof seoOptimizeResultSchema>;

export const seoOptimizeAllResultSchema = z.object({
  /** The content run to poll: GET /api/admin/content/runs/:id. */
  runId: z.int(),
  total: z.int(),
  message: z.text(),
});
export type SeoOptimizeAllResult = z.infer<typeof seoOptimizeAllResultSchema>;

export const seoSnapshotSchema = z.object({
  title: z.text(),
  metaTitle: z.text(),
  metaDescription: z.text(),
  keywords: z.array(z.text()),
  content: z.text(),
});
/** The fields an optimisation may change, as recorded before and after it. */
export type SeoSnapshot = z.infer<typeof seoSnapshotSchema>;

export const seoHistoryEntrySchema = z.object({
  id: z.int(),
  /** ISO time. */
  createdAt: z.text(),
  scoreBefore: z.int(),
  scoreAfter: z.int(),
  changes: z.array(z.text()),
  /** The admin's user id; null when unknown. */
  createdBy: z.nullable(z.text()),
  /** The optimise-all run it belonged to, or null for a single optimisation. */
  runId: z.nullable(z.int()),
  before: seoSnapshotSchema,
  after: seoSnapshotSchema,
});
export type SeoHistoryEntry = z.infer<typeof seoHistoryEntrySchema>;

/** The schemas of each endpoint in seo-optimizer.endpoints.ts, by its name (the server registers them). */
export const adminSeoSchemas = {
  analyzePost: { params: seoPostParamsSchema, response: seoAnalysisSchema },
  autoOptimizePost: { params: seoPostParamsSchema, response: seoOptimizeResultSchema },
  optimizeAllPosts: { response: seoOptimizeAllResultSchema },
  seoHistory: { params: seoPostParamsSchema, response: z.array(seoHistoryEntrySchema) },
};
