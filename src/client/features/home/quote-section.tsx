import { Clock } from 'lucide-react';
import { Section } from '../../components/ui/section.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { QuoteCalculator } from '../quote/quote-calculator.tsx';

/**
 * The full quote calculator (#quote is the target of every "Get Free Quote" link).
 * Links may preset it with ?service=, ?type=, ?sqft= and ?city=.
 */
export function QuoteSection() {
  return (
    <Section id="quote" tone="muted" aria-labelledby="quote-heading">
      <QuoteCalculator headingId="quote-heading" />
      <p className="mt-8 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-slate-600 print:hidden">
        <Clock className="size-4" aria-hidden /> Response within 2 hours during business hours. Rather talk?
        <PhoneLink className="font-semibold text-brand-700 hover:underline" />
      </p>
    </Section>
  );
}
