import { Clock, Eye } from 'lucide-react';
import type { BlogPostSummary } from '#shared/contracts/blog.ts';
import { cn } from '../../lib/cn.ts';
import { formatPostDate, formatReadTime, formatViews, postDateIso } from './post-format.ts';

type DatedPost = Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>;

/** The post's date as a <time> element, in US long format. */
export function PostDate({ post, className }: { post: DatedPost; className?: string | undefined }) {
  const iso = postDateIso(post);
  return (
    <time dateTime={iso} className={className}>
      {formatPostDate(iso)}
    </time>
  );
}

/** "6 min read · 123 views", with icons (the views only once there are some to speak of). */
export function PostStats({ post, className }: { post: Pick<BlogPostSummary, 'readTime' | 'viewCount'>; className?: string | undefined }) {
  const views = formatViews(post.viewCount);
  return (
    <span className={cn('flex flex-wrap items-center gap-y-1 text-sm text-slate-600', className ?? 'gap-x-4')}>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 text-slate-400" aria-hidden />
        {formatReadTime(post.readTime)}
      </span>
      {views ? (
        <span className="inline-flex items-center gap-1.5 tabular-nums">
          <Eye className="size-4 text-slate-400" aria-hidden />
          {views}
        </span>
      ) : null}
    </span>
  );
}
