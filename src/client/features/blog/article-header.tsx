import { ArrowLeft, CalendarDays, Star } from 'lucide-react';
import type { BlogPost } from '#shared/contracts/blog.ts';
import { cn } from '../../lib/cn.ts';
import { PostDate, PostStats } from './post-meta.tsx';
import { ShareButton } from './share-button.tsx';

const badge = (colours: string) => cn('inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold', colours);

/** Back link, category and Featured badges, the title (h1), excerpt, date, reading time, views and Share. */
export function ArticleHeader({ post, categoryName }: { post: BlogPost; categoryName: string }) {
  return (
    <header className="border-b border-slate-100 bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-10 sm:px-6 sm:pt-12 sm:pb-12">
        <a
          href="/blog"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Blog
        </a>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className={badge('bg-brand-100 text-brand-900')}>{categoryName}</span>
          {post.isFeatured ? (
            <span className={badge('bg-accent-300 text-slate-900')}>
              <Star className="size-3.5 fill-current" aria-hidden />
              Featured
            </span>
          ) : null}
        </div>
        <h1
          id="article-title"
          className="mt-4 text-[1.75rem] leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-[2.75rem]"
        >
          {post.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600 sm:text-xl">{post.excerpt}</p>
        <div className="mt-7 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-slate-400" aria-hidden />
              <PostDate post={post} />
            </span>
            <PostStats post={post} />
          </div>
          <ShareButton title={post.title} />
        </div>
      </div>
    </header>
  );
}
