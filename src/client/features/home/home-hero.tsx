import type { ReactNode } from 'react';
import { CircleCheck, Phone } from 'lucide-react';
import { homeHero } from '#shared/content/home.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';

const promises = ['3-year price lock on 12-month contracts', 'Background-checked, OSHA-trained staff', '$2M liability coverage'];

interface HomeHeroProps {
  /** Beside the text: how the quote works. */
  aside: ReactNode;
  /** Where "Get Instant Quote" leads: the page's one quote form, as every "Get a quote" button does (issue 30). */
  quoteHref: string;
}

/** Hero with Get Instant Quote (to the page's one quote form) and Schedule Consultation (spec §2). */
export function HomeHero({ aside, quoteHref }: HomeHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.05fr] lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{homeHero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {homeHero.heading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{homeHero.subheading}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={quoteHref} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              {homeHero.primaryCta}
            </a>
            <a href="/scheduling" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {homeHero.secondaryCta}
            </a>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <Phone className="size-4 text-brand-600" aria-hidden />
            Rather talk? <PhoneLink className="font-semibold text-brand-700 hover:underline" />
          </p>
          <ul className="mt-8 space-y-2">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <CircleCheck className="size-4 shrink-0 text-brand-600" aria-hidden />
                {p}
              </li>
            ))}
          </ul>
        </div>
        {aside}
      </div>
    </section>
  );
}
