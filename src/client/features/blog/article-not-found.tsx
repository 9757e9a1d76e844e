import { ArrowLeft, FileSearch } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';

/** A missing (or unloadable) post: 'Article Not Found' with a way back to the blog (spec §2, §8). */
export function ArticleNotFound() {
  return (
    <section aria-labelledby="article-not-found-heading" className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <FileSearch className="mx-auto size-12 text-brand-600" aria-hidden />
      <h1 id="article-not-found-heading" className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Article Not Found
      </h1>
      <p className="mt-4 text-lg text-slate-600">The article you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <a href="/blog" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-8' })}>
        <ArrowLeft aria-hidden />
        Back to Blog
      </a>
    </section>
  );
}
