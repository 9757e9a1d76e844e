import { defineEndpoint } from '../http/endpoint.ts';
import type { blogSchemas } from './blog.ts';

type Schemas = typeof blogSchemas;

export const listBlogPosts = defineEndpoint<Schemas['listBlogPosts']>({
  method: 'GET',
  path: '/api/blog/posts',
  access: 'public',
  tag: 'blog',
  summary: 'Published posts, newest first, filtered by category and search',
});

export const listBlogCategories = defineEndpoint<Schemas['listBlogCategories']>({
  method: 'GET',
  path: '/api/blog/categories',
  access: 'public',
  tag: 'blog',
  summary: 'Categories with their number of published posts',
});

export const getBlogPost = defineEndpoint<Schemas['getBlogPost']>({
  method: 'GET',
  path: '/api/blog/posts/:slug',
  access: 'public',
  tag: 'blog',
  summary: 'One published post with its sanitized content',
  errors: [404],
});

/** The view counter: once per browser session, never for crawlers. */
export const recordBlogView = defineEndpoint<Schemas['recordBlogView']>({
  method: 'POST',
  path: '/api/blog/posts/:slug/views',
  access: 'public',
  tag: 'blog',
  summary: 'Count a view of a post (once per browser session)',
  status: 204,
  errors: [404, 429],
});
