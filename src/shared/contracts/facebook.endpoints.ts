import { defineEndpoint } from '../http/endpoint.ts';
import type { facebookSchemas } from './facebook.ts';

type Schemas = typeof facebookSchemas;

// Admins only. 503 when Facebook is not configured (FACEBOOK_PAGE_ID and FACEBOOK_PAGE_ACCESS_TOKEN),
// 502 with Graph's words when Facebook refuses (code 190: the token expired or was revoked).

export const listFacebookPages = defineEndpoint<Schemas['listFacebookPages']>({
  method: 'GET',
  path: '/api/admin/facebook/pages',
  access: 'admin',
  tag: 'facebook',
  summary: 'The Facebook page the configured token posts to (an array of one)',
  errors: [502, 503],
});

export const postToFacebook = defineEndpoint<Schemas['postToFacebook']>({
  method: 'POST',
  path: '/api/admin/facebook/post',
  access: 'admin',
  tag: 'facebook',
  summary: "Post a message with an optional link on the company's Facebook page",
  errors: [404, 502, 503],
});

export const postBlogToFacebook = defineEndpoint<Schemas['postBlogToFacebook']>({
  method: 'POST',
  path: '/api/admin/facebook/auto-post-blog',
  access: 'admin',
  tag: 'facebook',
  summary: "Share a blog post (title, excerpt and link) on the company's Facebook page",
  errors: [404, 502, 503],
});
