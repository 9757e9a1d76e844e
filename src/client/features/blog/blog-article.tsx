import { useQuery } from '@tanstack/react-query';
import { listBlogCategories } from '#shared/contracts/blog.endpoints.ts';
import type { BlogPost } from '#shared/contracts/blog.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { ArticleBody } from '../../components/ui/article-body.tsx';
import { ArticleCta } from './article-cta.tsx';
import { ArticleHeader } from './article-header.tsx';
import { categoryLabel } from './category-label.ts';
import { PostTags } from './post-tags.tsx';
import { RelatedArticles } from './related-articles.tsx';

/** One post: header, content, tags, related articles and the quote call to action. */
export function BlogArticle({ post }: { post: BlogPost }) {
  // Category names, loaded with the page; should they be missing, the slug made readable.
  const { data: categories = [] } = useQuery({ ...apiQuery(listBlogCategories), enabled: false });
  const categoryName = categoryLabel(post.category, categories);

  return (
    <>
      {/* The site script counts a view of the post (enhance/record-view.ts). */}
      <article aria-labelledby="article-title" data-record-view={post.slug}>
        <ArticleHeader post={post} categoryName={categoryName} />
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <ArticleBody html={post.content} />
          {post.tags.length > 0 ? (
            <footer className="mt-12 max-w-prose border-t border-slate-200 pt-6">
              <h2 className="text-sm font-semibold tracking-wider text-slate-500 uppercase">Tags</h2>
              <PostTags tags={post.tags} label="Article tags" className="mt-3" />
            </footer>
          ) : null}
        </div>
      </article>
      <RelatedArticles slug={post.slug} category={post.category} categories={categories} />
      <ArticleCta />
    </>
  );
}
