import { defineEndpoint } from '../http/endpoint.ts';
import type { adminSeoSchemas } from './seo-optimizer.ts';

type Schemas = typeof adminSeoSchemas;

export const analyzePost = defineEndpoint<Schemas['analyzePost']>({
  method: 'GET',
  path: '/api/admin/seo/analyze/:postId',
  access: 'admin',
  tag: 'content-automation',
  summary: "A post's SEO analysis (any status): score, word count, readability, links, alt texts, checks and recommendations",
  errors: [404],
});

/** No body ({} or none). */
export const autoOptimizePost = defineEndpoint<Schemas['autoOptimizePost']>({
  method: 'POST',
  path: '/api/admin/seo/auto-optimize/:postId',
  access: 'admin',
  tag: 'content-automation',
  summary: "Improves a post's title, meta title and description, keywords and internal links; records the before and after",
  errors: [404],
});

/** No body; 202 with the run to poll (GET /api/admin/content/runs/:id). */
export const optimizeAllPosts = defineEndpoint<Schemas['optimizeAllPosts']>({
  method: 'POST',
  path: '/api/admin/seo/optimize-all',
  access: 'admin',
  tag: 'content-automation',
  summary: 'Starts the SEO optimisation of every post (drafts included) as a content run; 409 while one runs',
  status: 202,
  errors: [409],
});

export const seoHistory = defineEndpoint<Schemas['seoHistory']>({
  method: 'GET',
  path: '/api/admin/seo/history/:postId',
  access: 'admin',
  tag: 'content-automation',
  summary: "A post's SEO optimisations, newest first, with the scores and fields before and after",
  errors: [404],
});
