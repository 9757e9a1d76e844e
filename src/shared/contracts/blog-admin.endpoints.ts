import { defineEndpoint } from '../http/endpoint.ts';
import type { adminBlogSchemas } from './blog-admin.ts';

type Schemas = typeof adminBlogSchemas;

// Admins only (decision 0028): the blog's posts in every state, the editor's writes and its preview.

export const listAdminPosts = defineEndpoint<Schemas['listAdminPosts']>({
  method: 'GET',
  path: '/api/admin/blog/posts',
  access: 'admin',
  tag: 'blog-admin',
  summary: 'Every post with its admin fields, drafts included, newest first (filters: status, origin, review, search)',
});

export const getAdminPost = defineEndpoint<Schemas['getAdminPost']>({
  method: 'GET',
  path: '/api/admin/blog/posts/:id',
  access: 'admin',
  tag: 'blog-admin',
  summary: 'One post as stored (raw Markdown or HTML)',
  errors: [404],
});

export const createAdminPost = defineEndpoint<Schemas['createAdminPost']>({
  method: 'POST',
  path: '/api/admin/blog/posts',
  access: 'admin',
  tag: 'blog-admin',
  summary: 'Create a draft',
  status: 201,
  errors: [409],
});

/** Optimistic concurrency: the body's updatedAt is the one the editor read; a newer post is a 409. */
export const updateAdminPost = defineEndpoint<Schemas['updateAdminPost']>({
  method: 'PUT',
  path: '/api/admin/blog/posts/:id',
  access: 'admin',
  tag: 'blog-admin',
  summary: 'Save a post as edited (409 when someone else saved it since, or the slug is taken)',
  errors: [404, 409],
});

export const publishAdminPost = defineEndpoint<Schemas['publishAdminPost']>({
  method: 'POST',
  path: '/api/admin/blog/posts/:id/publish',
  access: 'admin',
  tag: 'blog-admin',
  summary: 'Publish now, or schedule for publishAt',
  errors: [404],
});

export const unpublishAdminPost = defineEndpoint<Schemas['unpublishAdminPost']>({
  method: 'POST',
  path: '/api/admin/blog/posts/:id/unpublish',
  access: 'admin',
  tag: 'blog-admin',
  summary: 'Take a post back to draft',
  errors: [404],
});

export const deleteAdminPost = defineEndpoint<Schemas['deleteAdminPost']>({
  method: 'DELETE',
  path: '/api/admin/blog/posts/:id',
  access: 'admin',
  tag: 'blog-admin',
  summary: 'Discard a draft (a published or scheduled post must be unpublished first)',
  status: 204,
  errors: [404, 409],
});

/** Rendered by the same code as the public article, so the preview is what readers will see. */
export const previewAdminPost = defineEndpoint<Schemas['previewAdminPost']>({
  method: 'POST',
  path: '/api/admin/blog/preview',
  access: 'admin',
  tag: 'blog-admin',
  summary: 'Render Markdown or HTML as the public article does, with its word count and reading time',
  errors: [429],
});
