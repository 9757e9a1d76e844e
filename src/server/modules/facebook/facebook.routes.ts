import type { FastifyInstance } from 'fastify';
import { listFacebookPages, postBlogToFacebook, postToFacebook } from '#shared/contracts/facebook.endpoints.ts';
import { facebookSchemas } from '#shared/contracts/facebook.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { FacebookService } from './facebook.service.ts';

/** Posts are public and cannot be taken back from here: a slip of the button must not post twenty times. */
const POSTS_PER_MINUTE = 10;

export function facebookRoutes(facebook: FacebookService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listFacebookPages, facebookSchemas.listFacebookPages, { handler: () => facebook.pages() });
    registerEndpoint(app, postToFacebook, facebookSchemas.postToFacebook, {
      config: perMinute(POSTS_PER_MINUTE),
      handler: (request) => facebook.post(request.body),
    });
    registerEndpoint(app, postBlogToFacebook, facebookSchemas.postBlogToFacebook, {
      config: perMinute(POSTS_PER_MINUTE),
      handler: (request) => facebook.postBlog(request.body),
    });
  };
}
