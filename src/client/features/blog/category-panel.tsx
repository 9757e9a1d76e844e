import type { BlogCategory } from '#shared/contracts/blog.ts';
import { cn } from '../../lib/cn.ts';
import { ALL_CATEGORIES } from './blog-filters.ts';

interface Props {
  categories: readonly BlogCategory[];
  /** The selected category slug, or 'all'. */
  value: string;
  onSelect: (slug: string) => void;
  className?: string | undefined;
}

/** Browse by Category: each category with its number of posts; choosing one filters the list. */
export function CategoryPanel({ categories, value, onSelect, className }: Props) {
  const total = categories.reduce((sum, c) => sum + c.postCount, 0);
  const entries = [{ slug: ALL_CATEGORIES, name: 'All Categories', postCount: total }, ...categories];
  return (
    <section
      aria-labelledby="blog-categories-heading"
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      <h2 id="blog-categories-heading" className="px-1 text-lg font-bold text-slate-900">
        Browse by Category
      </h2>
      <ul className="mt-3 space-y-1">
        {entries.map((category) => {
          const active = category.slug === value;
          return (
            <li key={category.slug}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(category.slug)}
                className={cn(
                  'flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors',
                  active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                <span>{category.name}</span>
                <span
                  className={cn(
                    'min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
                    active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  <span className="sr-only">(</span>
                  {category.postCount}
                  <span className="sr-only"> {category.postCount === 1 ? 'post' : 'posts'})</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
