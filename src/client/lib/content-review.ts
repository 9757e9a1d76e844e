import type { QueryClient } from '@tanstack/react-query';
import { listAdminPosts } from '#shared/contracts/blog-admin.endpoints.ts';
import type { AdminPost, AdminPostStatus, PostOrigin } from '#shared/contracts/blog-admin.ts';
import { getContentStatus, getRssStatus } from '#shared/contracts/content-automation.endpoints.ts';
import { getHyperLocalCoverage } from '#shared/contracts/hyper-local.endpoints.ts';
import { failureOf } from './api-client.ts';
import { refreshReads } from './query-refresh.ts';

/** Generated content waits as drafts for an admin (issue 16): where the screens send them, and their toasts. */

/** The blog administration's list filtered to the generated drafts awaiting review. */
export const REVIEW_QUEUE_HREF = '/admin/blog?filter=review';

/** '3 drafts await review', '1 draft awaits review'. */
export function draftsAwaitReview(count: number): string {
  return count === 1 ? '1 draft awaits review' : `${count.toLocaleString('en-US')} drafts await review`;
}

/**
 * The spec writes some toasts as 'Title - description' (§8); the toast shows the part before the
 * dash as its title and the rest under it.
 */
export function splitToast(text: string): { title: string; description: string | undefined } {
  const at = text.indexOf(' - ');
  return at < 0 ? { title: text, description: undefined } : { title: text.slice(0, at), description: text.slice(at + 3) };
}

/** The server's own words for a refused call, if it gave any. */
export function serverMessage(error: unknown): string | undefined {
  return failureOf(error).message;
}

/**
 * After posts are written, published, discarded or optimised: every read that counts or lists them,
 * whatever its filter (the review queue is `?review=true`), on both content screens and the blog list.
 */
export function refreshContentReads(client: QueryClient): Promise<void> {
  return refreshReads(client, [listAdminPosts.path, getContentStatus.path, getRssStatus.path, getHyperLocalCoverage.path]);
}

/** The writer as recorded ('built-in', 'llm:gpt-4o-mini') in words. */
export function writerLabel(writer: string): string {
  if (writer === 'built-in') return 'Built-in writer';
  return writer.startsWith('llm:') ? `Language model ${writer.slice(4)}` : writer;
}

/** A post's state in words, with the badge look every content screen gives it. */
export const POST_STATUS_LABELS: Record<AdminPostStatus, { label: string; variant: 'secondary' | 'info' | 'success' }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  scheduled: { label: 'Scheduled', variant: 'info' },
  published: { label: 'Published', variant: 'success' },
};

/** Where a post came from, in words: the one map of the blog list, the editor and the content analytics. */
export const POST_ORIGIN_LABELS: Record<PostOrigin, string> = {
  manual: 'Written here',
  'built-in': 'Built in',
  rss: 'From a feed',
  'city-content': 'City article',
  'landing-page': 'City landing page',
  seasonal: 'Seasonal article',
};

/** 'Generated · City article' for a post the writers made (authorId 'system'); the origin alone otherwise. */
export function originLabel(post: Pick<AdminPost, 'authorId' | 'origin'>): string {
  return post.authorId === 'system' ? `Generated · ${POST_ORIGIN_LABELS[post.origin]}` : POST_ORIGIN_LABELS[post.origin];
}
