import { Phone } from 'lucide-react';
import { Section } from '../../components/ui/section.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { quoteHrefFor } from './city-text.ts';

// Buttons on the dark brand band: a light primary and a white outline (no conflicting utilities).
const onDarkOutline =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-7 text-lg font-semibold ' +
  'whitespace-nowrap text-white transition-colors hover:bg-white/10 [&_svg]:size-5 [&_svg]:shrink-0';

export function CityCta({ cityName, slug }: { cityName: string; slug: string }) {
  return (
    <Section tone="brand" aria-labelledby="city-cta-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="city-cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Get a free quote for your {cityName} facility
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-100">
          Tell us about your building and we&apos;ll respond within 2 hours, or call and talk to our team now.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={quoteHrefFor(slug)} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            Get Your Free Quote
          </a>
          <PhoneLink className={onDarkOutline}>
            <Phone aria-hidden />
            Call Now
          </PhoneLink>
        </div>
      </div>
    </Section>
  );
}
