import type { AdminPost, AdminPostStatus } from '#shared/contracts/admin-blog.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

export const statusLabel: Record<AdminPostStatus, { label: string; variant: BadgeVariant }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  scheduled: { label: 'Scheduled', variant: 'info' },
  published: { label: 'Published', variant: 'success' },
};

const originLabels: Record<AdminPost['origin'], string> = {
  manual: 'Written here',
  'built-in': 'Built in',
  rss: 'From a feed',
  'city-content': 'City article',
  'landing-page': 'City landing page',
  seasonal: 'Seasonal article',
};

/** 'Generated' for a post the writers made (authorId 'system'), with what kind it is. */
export function originLabel(post: Pick<AdminPost, 'authorId' | 'origin'>): string {
  return post.authorId === 'system' ? `Generated · ${originLabels[post.origin]}` : originLabels[post.origin];
}

/** A city slug as words: 'eden-prairie' → 'Eden Prairie'. */
export function cityName(slug: string): string {
  return slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}
