import { CircleCheck, Phone } from 'lucide-react';
import { windowHero, windowQuoteNote } from '#shared/content/window-cleaning.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { AddressForm } from './address-form.tsx';
import { WindowIllustration } from './window-illustration.tsx';
import { WINDOW_QUOTE_ANCHOR, type WindowQuoteState } from './quote-values.ts';

export function WindowHero({ quote }: { quote: WindowQuoteState }) {
  return (
    <section aria-labelledby="window-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-14 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Window cleaning plans</p>
          <h1 id="window-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {windowHero.heading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{windowHero.subheading}</p>
          <ul className="mt-6 grid gap-2.5 sm:grid-cols-2">
            {windowHero.points.map((point) => (
              <li key={point} className="flex gap-2 text-sm font-medium text-slate-700">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={`#${WINDOW_QUOTE_ANCHOR}`} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              Get My Quote
            </a>
            <PhoneLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              <Phone aria-hidden />
              Call Now
            </PhoneLink>
          </div>
          <p className="mt-3 text-sm text-slate-600">{windowQuoteNote}</p>
        </div>
        <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          <WindowIllustration className="absolute -top-8 right-6 hidden h-16 w-20 sm:block" />
          <AddressForm quote={quote} />
        </div>
      </div>
    </section>
  );
}
