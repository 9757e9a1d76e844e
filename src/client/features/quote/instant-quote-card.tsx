import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { InstantQuoteForm } from './instant-quote-form.tsx';

/** The card's id: the home hero's "Get Instant Quote" and the phone's sticky bar lead here, the nearest form. */
export const INSTANT_QUOTE_ANCHOR = 'instant-quote';

/** The short form in a card with its own heading (h2 under the page's h1). */
export function InstantQuoteCard({ onQuote }: { onQuote: (result: QuoteResult) => void }) {
  return (
    <div id={INSTANT_QUOTE_ANCHOR} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-7">
      <h2 id="instant-quote-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        Get your instant estimate
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">Your itemized estimate appears on this page as soon as you submit.</p>
      <InstantQuoteForm onQuote={onQuote} />
    </div>
  );
}
