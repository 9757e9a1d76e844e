import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { InstantQuoteCard } from '../features/quote/instant-quote-card.tsx';
import { QuoteResultPanel } from '../features/quote/quote-result-panel.tsx';
import { defineIsland } from './define-island.ts';

interface Props {
  /** Id of the element below the hero where the result opens (outside the card). */
  resultTargetId: string;
}

/** The hero's instant quote: the card is the island; its result opens below the hero through a portal. */
function InstantQuoteIsland({ resultTargetId }: Props) {
  const [quote, setQuote] = useState<QuoteResult | null>(null);
  // Only after a submit, so never on the server (which cannot render portals) nor at hydration.
  const target = quote ? document.getElementById(resultTargetId) : null;
  return (
    <>
      <InstantQuoteCard onQuote={setQuote} />
      {quote && target
        ? createPortal(<QuoteResultPanel key={quote.leadId} result={quote} className="mx-auto max-w-5xl pb-16" />, target)
        : null}
    </>
  );
}

export default defineIsland('instant-quote', InstantQuoteIsland);
