import { useSearch } from 'wouter';
import { CircleCheck, Phone } from 'lucide-react';
import type { PageProps } from '../../app/page-modules.ts';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { QUOTE_HEADING_ID, QuoteSection } from '../../features/home/quote-section.tsx';
import { Island } from '../../islands/island.tsx';
import quoteCalculator from '../../islands/quote-calculator.island.tsx';

const points = ['Itemized labor, supplies and schedule', 'Quote and service agreement as PDFs', 'Free, with no obligation'];

/**
 * /quote-calculator: the calculator on its own page (city pages link here with ?city=;
 * ?service=, ?type= and ?sqft= preset it too).
 */
export function Page(_props: PageProps) {
  const prefill = useSearch();
  return (
    <>
      <section aria-labelledby="quote-page-heading" className="border-b border-slate-100 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Instant quote</p>
          <h1 id="quote-page-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Get Your Instant Cleaning Quote
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            Enter your facility type, square footage and how often you need cleaning. The calculator prices your
            building the way our estimators do, for offices, medical, retail and industrial sites across the Twin Cities.
          </p>
          <ul className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <CircleCheck className="size-4 shrink-0 text-brand-600" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-5 flex items-center gap-2 text-sm text-slate-600">
            <Phone className="size-4 text-brand-600" aria-hidden />
            Rather talk? <PhoneLink className="font-semibold text-brand-700 hover:underline" />
          </p>
        </div>
      </section>
      <QuoteSection>
        <Island island={quoteCalculator} props={{ headingId: QUOTE_HEADING_ID, prefill }} />
      </QuoteSection>
    </>
  );
}
