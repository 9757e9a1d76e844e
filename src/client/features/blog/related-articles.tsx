import { useQuery } from '@tanstack/react-query';
import type { BlogCategory } from '#shared/contracts/blog.ts';
import { Section } from '../../components/ui/section.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { BlogPostCard } from './blog-post-card.tsx';
import { categoryLabel } from './category-label.ts';
import { RELATED_LIMIT, relatedPostsRead } from './blog-reads.ts';

// Three sit in a row; one, two or four fill two columns (cards stay wide enough to read).
const columns = (count: number) => (count === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2');

interface Props {
  slug: string;
  category: string;
  categories: readonly BlogCategory[];
}

/** Related Articles: other posts of the same category, loaded with the page; hidden when there are none. */
export function RelatedArticles({ slug, category, categories }: Props) {
  const { data, isPending } = useQuery(relatedPostsRead(slug, category));
  const related = (data ?? []).filter((p) => p.slug !== slug).slice(0, RELATED_LIMIT);
  if (!isPending && related.length === 0) return null;

  return (
    <Section tone="muted" aria-labelledby="related-articles-heading" innerClassName="py-14 sm:py-16">
      <h2 id="related-articles-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Related Articles
      </h2>
      <p className="mt-2 text-slate-600">More on {categoryLabel(category, categories)}</p>
      {isPending ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2" aria-hidden="true">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className={cn('mt-8 grid gap-6 sm:grid-cols-2', columns(related.length))}>
          {related.map((post) => (
            <li key={post.slug}>
              <BlogPostCard
                post={post}
                categoryName={categoryLabel(post.category, categories)}
                variant={related.length === 3 ? 'compact' : 'default'}
                showFeatured
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
