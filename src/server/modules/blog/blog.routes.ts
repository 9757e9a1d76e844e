import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { blogCategorySchema, blogListQuerySchema, blogPostSchema, blogPostSummarySchema, blogViewRequestSchema } from '#shared/contracts/blog.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { BlogService } from './blog.service.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const slugParams = z.object({ slug: z.string().min(1).max(200) });

export function blogRoutes(blog: BlogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/blog/posts',
      { config: { access: 'public' }, schema: { querystring: blogListQuerySchema, response: { 200: z.array(blogPostSummarySchema), ...errors } } },
      (request) => blog.list(request.query),
    );
    app.get('/api/blog/categories', { config: { access: 'public' }, schema: { response: { 200: z.array(blogCategorySchema) } } }, () => blog.categories());
    app.get(
      '/api/blog/posts/:slug',
      { config: { access: 'public' }, schema: { params: slugParams, response: { 200: blogPostSchema, ...errors } } },
      (request) => blog.get(request.params.slug),
    );
    // The view counter: once per browser session, and never for crawlers.
    app.post(
      '/api/blog/posts/:slug/views',
      {
        config: { access: 'public', ...perMinute(120) },
        schema: { params: slugParams, body: blogViewRequestSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        if (!isbot(request.headers['user-agent'] ?? '')) await blog.recordView(request.params.slug, request.body.sessionId);
        return reply.status(204).send(null);
      },
    );
  };
}
