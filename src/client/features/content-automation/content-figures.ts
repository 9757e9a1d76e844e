import type { AdminPost, AdminPostStatus, PostOrigin } from '#shared/contracts/blog-admin.ts';
import { adminPostStatuses, postOrigins } from '#shared/contracts/blog-admin.ts';
import { POST_ORIGIN_LABELS, POST_STATUS_LABELS } from '../../lib/content-review.ts';

export interface ContentFigures {
  byOrigin: { origin: PostOrigin; label: string; count: number }[];
  byStatus: { status: AdminPostStatus; label: string; count: number }[];
  /** The most read published posts, most views first (ties: newer first), at most `top`. */
  topPosts: AdminPost[];
}

/** The posts counted by origin and by status, and the most read (the generated and manual split comes from the content status). */
export function contentFigures(posts: readonly AdminPost[], top = 5): ContentFigures {
  const byOrigin = postOrigins.map((origin) => ({
    origin,
    label: POST_ORIGIN_LABELS[origin],
    count: posts.filter((p) => p.origin === origin).length,
  }));
  const byStatus = adminPostStatuses.map((status) => ({
    status,
    label: POST_STATUS_LABELS[status].label,
    count: posts.filter((p) => p.status === status).length,
  }));
  const topPosts = posts
    .filter((p) => p.status === 'published' && p.viewCount > 0)
    .sort((a, b) => b.viewCount - a.viewCount || b.createdAt.localeCompare(a.createdAt))
    .slice(0, top);
  return { byOrigin, byStatus, topPosts };
}
