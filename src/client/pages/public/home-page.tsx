import { useState } from 'react';
import { trustStats } from '#shared/content/home.ts';
import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { Section } from '../../components/ui/section.tsx';
import { StatGrid } from '../../components/ui/stat-grid.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import { ServiceHighlights } from '../../features/home/service-highlights.tsx';
import { TestimonialsSection } from '../../features/home/testimonials-section.tsx';
import { QUOTE_HEADING_ID, QuoteSection } from '../../features/home/quote-section.tsx';
import { ClosingCta } from '../../features/home/closing-cta.tsx';
import { InstantQuoteCard } from '../../features/quote/instant-quote-card.tsx';
import { QuoteCalculator } from '../../features/quote/quote-calculator.tsx';
import { QuoteResultPanel } from '../../features/quote/quote-result-panel.tsx';

/** The hero's instant quote: the card sits beside the hero text, its result opens below the hero. */
function HeroWithInstantQuote() {
  const [quote, setQuote] = useState<QuoteResult | null>(null);
  return (
    <HomeHero
      quoteCard={<InstantQuoteCard onQuote={setQuote} />}
      quoteResult={quote ? <QuoteResultPanel key={quote.leadId} result={quote} className="mx-auto max-w-5xl" /> : null}
    />
  );
}

export function Page() {
  return (
    <>
      <HeroWithInstantQuote />
      <Section aria-label="Why businesses trust us" innerClassName="py-12 sm:py-14">
        <StatGrid items={trustStats.slice(0, 4)} />
      </Section>
      <ServiceHighlights />
      <TestimonialsSection />
      <QuoteSection>
        <QuoteCalculator headingId={QUOTE_HEADING_ID} />
      </QuoteSection>
      <ClosingCta />
    </>
  );
}
