import { closingCta } from '#shared/content/home.ts';
import { Section } from '../../components/ui/section.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';

export function ClosingCta() {
  return (
    <Section tone="brand" aria-labelledby="closing-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {closingCta.heading}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{closingCta.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#quote" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            {closingCta.primary}
          </a>
          <PhoneLink className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white/70 px-7 text-lg font-semibold text-white transition-colors hover:bg-white/10">
            {closingCta.secondary}
          </PhoneLink>
        </div>
      </div>
    </Section>
  );
}
