import type { BlogPostSummary } from '#shared/contracts/blog.ts';

export interface SplitPosts<T> {
  featured: T[];
  latest: T[];
}

/** Featured Articles and Latest Articles: split by isFeatured, each keeping the list's order (newest first). */
export function splitFeatured<T extends Pick<BlogPostSummary, 'isFeatured'>>(posts: readonly T[]): SplitPosts<T> {
  const featured: T[] = [];
  const latest: T[] = [];
  for (const post of posts) (post.isFeatured ? featured : latest).push(post);
  return { featured, latest };
}
