import type { FastifyInstance } from 'fastify';
import {
  createAdminPost,
  deleteAdminPost,
  getAdminPost,
  listAdminPosts,
  previewAdminPost,
  publishAdminPost,
  unpublishAdminPost,
  updateAdminPost,
} from '#shared/contracts/blog-admin.endpoints.ts';
import { adminBlogSchemas } from '#shared/contracts/blog-admin.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { BlogAdminService } from './blog-admin.service.ts';

/** The editor previews as the admin types (debounced): generous for one person, a bound for a script. */
const PREVIEWS_PER_MINUTE = 120;

/** Admins write, schedule, publish and discard posts (decision 0028). */
export function blogAdminRoutes(posts: BlogAdminService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listAdminPosts, adminBlogSchemas.listAdminPosts, {
      handler: (request) => {
        const { review, ...filter } = request.query;
        return posts.list({ ...filter, review: review === 'true' });
      },
    });
    registerEndpoint(app, getAdminPost, adminBlogSchemas.getAdminPost, { handler: (request) => posts.get(request.params.id) });
    registerEndpoint(app, createAdminPost, adminBlogSchemas.createAdminPost, {
      handler: (request) => posts.create(request.body, String(currentUser(request).user.id)),
    });
    registerEndpoint(app, updateAdminPost, adminBlogSchemas.updateAdminPost, {
      handler: (request) => posts.update(request.params.id, request.body),
    });
    registerEndpoint(app, publishAdminPost, adminBlogSchemas.publishAdminPost, {
      handler: async (request) => {
        const adminId = String(currentUser(request).user.id);
        const post = await posts.publish(request.params.id, request.body.publishAt, adminId);
        request.log.info({ adminId, postId: post.id, status: post.status }, 'blog post published');
        return post;
      },
    });
    registerEndpoint(app, unpublishAdminPost, adminBlogSchemas.unpublishAdminPost, {
      handler: (request) => posts.unpublish(request.params.id),
    });
    registerEndpoint(app, deleteAdminPost, adminBlogSchemas.deleteAdminPost, {
      handler: async (request) => {
        await posts.remove(request.params.id);
      },
    });
    registerEndpoint(app, previewAdminPost, adminBlogSchemas.previewAdminPost, {
      config: perMinute(PREVIEWS_PER_MINUTE),
      handler: (request) => posts.preview(request.body.content, request.body.contentFormat),
    });
  };
}
