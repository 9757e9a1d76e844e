import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { getBlogPost, listBlogCategories, listBlogPosts, recordBlogView } from '#shared/contracts/blog.endpoints.ts';
import { blogSchemas } from '#shared/contracts/blog.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { BlogService } from './blog.service.ts';

export function blogRoutes(blog: BlogService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listBlogPosts, blogSchemas.listBlogPosts, { handler: (request) => blog.list(request.query) });
    registerEndpoint(app, listBlogCategories, blogSchemas.listBlogCategories, { handler: () => blog.categories() });
    registerEndpoint(app, getBlogPost, blogSchemas.getBlogPost, { handler: (request) => blog.get(request.params.slug) });
    // The view counter: once per browser session, and never for crawlers.
    registerEndpoint(app, recordBlogView, blogSchemas.recordBlogView, {
      config: perMinute(120),
      handler: async (request) => {
        if (!isbot(request.headers['user-agent'] ?? '')) await blog.recordView(request.params.slug, request.body.sessionId);
      },
    });
  };
}
