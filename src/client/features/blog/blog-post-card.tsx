import { ArrowRight, Star } from 'lucide-react';
import type { BlogPostSummary } from '#shared/contracts/blog.ts';
import { cn } from '../../lib/cn.ts';
import { limitTags } from './post-format.ts';
import { PostDate, PostStats } from './post-meta.tsx';
import { PostTags } from './post-tags.tsx';

/** default: a grid card; lead: the wide first card of Featured Articles; compact: narrow grids (related articles). */
export type BlogCardVariant = 'default' | 'lead' | 'compact';

export interface BlogPostCardProps {
  post: BlogPostSummary;
  categoryName: string;
  variant?: BlogCardVariant | undefined;
  /** Mark featured posts (where the list is not already split into Featured and Latest). */
  showFeatured?: boolean | undefined;
}

const titleSizes: Record<BlogCardVariant, string> = {
  default: 'text-lg leading-snug sm:text-xl',
  lead: 'text-xl leading-snug sm:text-3xl sm:leading-tight',
  compact: 'text-lg leading-snug',
};

/** One article in a list: category and date, title, excerpt, reading time and views, up to 3 tags, Read More. */
export function BlogPostCard({ post, categoryName, variant = 'default', showFeatured = false }: BlogPostCardProps) {
  const href = `/blog/${post.slug}`;
  return (
    <article
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md',
        variant === 'lead' ? 'border-brand-200 sm:p-8' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-brand-700">{categoryName}</span>
        <span aria-hidden className="text-slate-300">
          •
        </span>
        <PostDate post={post} className="text-slate-600" />
        {showFeatured && post.isFeatured ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
            <Star className="size-3 fill-current" aria-hidden />
            Featured
          </span>
        ) : null}
      </div>
      <h3 className={cn('mt-3 font-bold tracking-tight text-balance text-slate-900', titleSizes[variant])}>
        <a href={href} className="rounded-sm hover:text-brand-700">
          {post.title}
        </a>
      </h3>
      <p
        className={cn(
          'mt-3 leading-relaxed text-slate-600',
          variant === 'lead' ? 'max-w-2xl text-base sm:text-lg' : 'line-clamp-3 text-base',
          variant === 'compact' && 'text-[0.9375rem]',
        )}
      >
        {post.excerpt}
      </p>
      <PostTags tags={limitTags(post.tags)} className="mt-4" />
      <div className="mt-auto pt-5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-3">
          <PostStats post={post} className="gap-x-3" />
          <a
            href={href}
            className="group inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md text-[0.9375rem] font-semibold text-brand-700 hover:text-brand-900"
          >
            Read More<span className="sr-only">: {post.title}</span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" aria-hidden />
          </a>
        </div>
      </div>
    </article>
  );
}
