import type { BlogCategory, BlogPostSummary } from '#shared/contracts/blog.ts';
import { cn } from '../../lib/cn.ts';
import { BlogPostCard } from './blog-post-card.tsx';
import { categoryLabel } from './category-label.ts';

export interface BlogCardListProps {
  posts: readonly BlogPostSummary[];
  categories: readonly BlogCategory[];
  /** Featured Articles: with an odd number of posts the first one leads across both columns. */
  lead?: boolean | undefined;
  /** Mark featured posts (search results, where the list is not split). */
  showFeatured?: boolean | undefined;
  className?: string | undefined;
}

/** Article cards in a grid: one column on phones, two from tablets up. */
export function BlogCardList({ posts, categories, lead = false, showFeatured = false, className }: BlogCardListProps) {
  const leadFirst = lead && posts.length % 2 === 1;
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2', className)}>
      {posts.map((post, index) => {
        const leading = leadFirst && index === 0;
        return (
          <li key={post.slug} className={leading ? 'md:col-span-2' : undefined}>
            <BlogPostCard
              post={post}
              categoryName={categoryLabel(post.category, categories)}
              variant={leading ? 'lead' : 'default'}
              showFeatured={showFeatured}
            />
          </li>
        );
      })}
    </ul>
  );
}

export interface BlogCardGridProps extends BlogCardListProps {
  id: string;
  title: string;
}

/** A titled group of article cards (Featured Articles, Latest Articles). */
export function BlogCardGrid({ id, title, className, ...list }: BlogCardGridProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <BlogCardList {...list} className="mt-6" />
    </section>
  );
}
