import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface InfoPageHeroProps {
  eyebrow: string;
  title: ReactNode;
  text: ReactNode;
  /** Buttons under the text (Get Free Quote, call...). */
  actions: ReactNode;
  /** Optional right-hand panel on desktop (stacks under the text on phones). */
  aside?: ReactNode;
  /** Extra classes for the aside's wrapper, e.g. "max-lg:hidden" for a purely decorative panel. */
  asideClassName?: string | undefined;
  /** id of the h1, also used as the region's accessible name. */
  headingId: string;
}

/** The top band of an inner marketing page: the page's only h1, a one-line promise and the two actions. */
export function InfoPageHero({ eyebrow, title, text, actions, aside, asideClassName, headingId }: InfoPageHeroProps) {
  return (
    <section aria-labelledby={headingId} className="w-full border-b border-slate-100 bg-linear-to-b from-brand-50 to-white">
      <div
        className={cn(
          'mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24',
          aside ? 'lg:grid-cols-12 lg:items-center' : undefined,
        )}
      >
        <div className={cn(aside ? 'lg:col-span-7' : 'max-w-3xl')}>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{eyebrow}</p>
          <h1 id={headingId} className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        </div>
        {aside ? <div className={cn('lg:col-span-5', asideClassName)}>{aside}</div> : null}
      </div>
    </section>
  );
}
