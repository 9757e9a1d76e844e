import type { ReactNode } from 'react';

/** The blog's top band: the page's h1, a one-line promise, and the search and category filters. */
export function BlogHero({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="blog-heading" className="w-full border-b border-slate-100 bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20 sm:pb-12 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Blog</p>
        <h1 id="blog-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          Commercial Cleaning Insights
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
          Practical advice for Twin Cities facility managers on keeping buildings clean, healthy and ready for business.
        </p>
        <div className="mt-8 max-w-3xl">{children}</div>
      </div>
    </section>
  );
}
