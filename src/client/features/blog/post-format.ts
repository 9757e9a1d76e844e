import type { BlogPostSummary } from '#shared/contracts/blog.ts';

/** Cards show at most this many tags (spec §9). */
export const MAX_CARD_TAGS = 3;

// One fixed locale and zone, so the server's HTML and the browser's first render say the same day.
const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/Chicago',
});
const countFormatter = new Intl.NumberFormat('en-US');

/** The date a post is shown with: its publication, or its creation when it has none. */
export function postDateIso(post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}

/** US long format in Twin Cities time, e.g. "November 22, 2026"; empty for an unreadable date. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
}

/** "6 min read" (never less than 1 minute). */
export function formatReadTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/** Below this a post's reader count is not shown publicly: "0 views" on a new post reads as "nobody reads this". */
export const PUBLIC_VIEWS_FROM = 10;

/** "12 views", "1,234 views"; null while a post has fewer than PUBLIC_VIEWS_FROM (nothing is shown then). */
export function formatViews(count: number): string | null {
  const n = Math.max(0, Math.round(count));
  if (n < PUBLIC_VIEWS_FROM) return null;
  return `${countFormatter.format(n)} views`;
}

/** The first tags of a post, without blanks or repeats, for a card. */
export function limitTags(tags: readonly string[], max = MAX_CARD_TAGS): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length >= max) break;
  }
  return out;
}
