import { trustStats } from '#shared/content/home.ts';
import { Section } from '../../components/ui/section.tsx';
import { StatGrid } from '../../components/ui/stat-grid.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import { ServiceHighlights } from '../../features/home/service-highlights.tsx';
import { TestimonialsSection } from '../../features/home/testimonials-section.tsx';
import { QUOTE_HEADING_ID, QuoteSection } from '../../features/home/quote-section.tsx';
import { ClosingCta } from '../../features/home/closing-cta.tsx';
import { INSTANT_QUOTE_ANCHOR } from '../../features/quote/instant-quote-card.tsx';
import { Island } from '../../islands/island.tsx';
import instantQuote from '../../islands/instant-quote.island.tsx';
import quoteCalculator from '../../islands/quote-calculator.island.tsx';
import { useYearsInBusiness } from '../../lib/company-years.ts';

const HERO_RESULT_ID = 'hero-quote-result';

/** Home: static HTML; the two quote forms are islands that load when a visitor starts on them. */
export function Page() {
  return (
    <>
      <HomeHero
        quoteCard={<Island island={instantQuote} props={{ resultTargetId: HERO_RESULT_ID }} />}
        quoteResultId={HERO_RESULT_ID}
        quoteCardId={INSTANT_QUOTE_ANCHOR}
      />
      <Section aria-label="Why businesses trust us" innerClassName="py-12 sm:py-14">
        <StatGrid items={trustStats(useYearsInBusiness()).slice(0, 4)} />
      </Section>
      <ServiceHighlights />
      <TestimonialsSection />
      <QuoteSection>
        <Island island={quoteCalculator} props={{ headingId: QUOTE_HEADING_ID, prefill: '' }} />
      </QuoteSection>
      <ClosingCta />
    </>
  );
}
