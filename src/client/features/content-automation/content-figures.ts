import type { AdminPost, AdminPostStatus, PostOrigin } from '#shared/contracts/admin-blog.ts';
import { adminPostStatuses, postOrigins } from '#shared/contracts/admin-blog.ts';

export const originLabels: Record<PostOrigin, string> = {
  manual: 'Manual',
  'built-in': 'Built-in',
  rss: 'RSS',
  'city-content': 'City content',
  'landing-page': 'Landing page',
  seasonal: 'Seasonal',
};

export const statusLabels: Record<AdminPostStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

export interface ContentFigures {
  byOrigin: { origin: PostOrigin; label: string; count: number }[];
  byStatus: { status: AdminPostStatus; label: string; count: number }[];
  generated: number;
  manual: number;
  /** The most read published posts, most views first (ties: newer first), at most `top`. */
  topPosts: AdminPost[];
}

/** A generated post is one the automation wrote (authorId 'system'); every other post is manual (spec §3). */
export function contentFigures(posts: readonly AdminPost[], top = 5): ContentFigures {
  const byOrigin = postOrigins.map((origin) => ({
    origin,
    label: originLabels[origin],
    count: posts.filter((p) => p.origin === origin).length,
  }));
  const byStatus = adminPostStatuses.map((status) => ({
    status,
    label: statusLabels[status],
    count: posts.filter((p) => p.status === status).length,
  }));
  const generated = posts.filter((p) => p.authorId === 'system').length;
  const topPosts = posts
    .filter((p) => p.status === 'published' && p.viewCount > 0)
    .sort((a, b) => b.viewCount - a.viewCount || b.createdAt.localeCompare(a.createdAt))
    .slice(0, top);
  return { byOrigin, byStatus, generated, manual: posts.length - generated, topPosts };
}
