import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { Section } from '../../components/ui/section.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';

/** The calculator's section: the target of every "Get Free Quote" link. */
export const QUOTE_SECTION_ANCHOR = 'quote';

/** The id the calculator's heading must carry: it names the section. */
export const QUOTE_HEADING_ID = 'quote-heading';

/**
 * The section around the full quote calculator (#quote is the target of every "Get Free Quote" link).
 * Links may preset the calculator with ?service=, ?type=, ?sqft= and ?city=.
 */
export function QuoteSection({ children }: { children: ReactNode }) {
  return (
    <Section id={QUOTE_SECTION_ANCHOR} tone="muted" aria-labelledby={QUOTE_HEADING_ID}>
      {children}
      <p className="mt-8 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-slate-600 print:hidden">
        <Clock className="size-4" aria-hidden /> Response within 2 hours during business hours. Rather talk?
        <PhoneLink className="font-semibold text-brand-700 hover:underline" />
      </p>
    </Section>
  );
}
