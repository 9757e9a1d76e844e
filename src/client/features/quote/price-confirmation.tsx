import { ClipboardCheck } from 'lucide-react';
import { PRICE_CONFIRMATION } from '#shared/content/quote-price.ts';

/** How the online price becomes final, in the words the quote PDF uses (issue 30, decision 0038). */
export function PriceConfirmation({ headingLevel: Heading }: { headingLevel: 'h3' | 'h4' }) {
  return (
    <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <ClipboardCheck className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden />
      <div>
        <Heading className="font-semibold">{PRICE_CONFIRMATION.title}</Heading>
        <p className="mt-1 text-sm leading-relaxed">{PRICE_CONFIRMATION.text}</p>
      </div>
    </div>
  );
}
