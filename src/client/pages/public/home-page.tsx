import { trustStats } from '#shared/content/home.ts';
import { Section } from '../../components/ui/section.tsx';
import { StatGrid } from '../../components/ui/stat-grid.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import { ServiceHighlights } from '../../features/home/service-highlights.tsx';
import { TestimonialsSection } from '../../features/home/testimonials-section.tsx';
import { QuoteSection } from '../../features/home/quote-section.tsx';
import { ClosingCta } from '../../features/home/closing-cta.tsx';

export function Page() {
  return (
    <>
      <HomeHero />
      <Section aria-label="Why businesses trust us" innerClassName="py-12 sm:py-14">
        <StatGrid items={trustStats.slice(0, 4)} />
      </Section>
      <ServiceHighlights />
      <TestimonialsSection />
      <QuoteSection />
      <ClosingCta />
    </>
  );
}
