/** URLs of the blog API, without the Zod schemas (safe for any client bundle). */
export const blogApi = {
  posts: (query: { category?: string; search?: string; limit?: number; exclude?: string } = {}) => {
    const params = new URLSearchParams();
    if (query.category && query.category !== 'all') params.set('category', query.category);
    if (query.search) params.set('search', query.search);
    if (query.limit) params.set('limit', String(query.limit));
    if (query.exclude) params.set('exclude', query.exclude);
    const qs = params.toString();
    return qs ? `/api/blog/posts?${qs}` : '/api/blog/posts';
  },
  categories: '/api/blog/categories',
  post: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`,
  view: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}/views`,
} as const;
