import { trustStats } from '#shared/content/home.ts';
import { Section } from '../../components/ui/section.tsx';
import { StatGrid } from '../../components/ui/stat-grid.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import { ServiceHighlights } from '../../features/home/service-highlights.tsx';
import { TestimonialsSection } from '../../features/home/testimonials-section.tsx';
import { QUOTE_HEADING_ID, QUOTE_SECTION_ANCHOR, QuoteSection } from '../../features/home/quote-section.tsx';
import { QuoteStepsCard } from '../../features/home/quote-steps-card.tsx';
import { ClosingCta } from '../../features/home/closing-cta.tsx';
import { Island } from '../../islands/island.tsx';
import quoteCalculator from '../../islands/quote-calculator.island.tsx';
import { useYearsInBusiness } from '../../lib/company-years.ts';

/**
 * Home: static HTML; the one quote form is an island that loads when a visitor starts on it. Every
 * "Get a quote" button of the page (hero, header, sticky bar, closing) leads to it (issue 30).
 */
export function Page() {
  return (
    <>
      <HomeHero aside={<QuoteStepsCard />} quoteHref={`#${QUOTE_SECTION_ANCHOR}`} />
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
