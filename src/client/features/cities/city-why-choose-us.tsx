import { cityWhyChooseUs } from '#shared/content/city-page.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { IconCardGrid } from '../../components/site/icon-card-grid.tsx';
import { useYearsInBusiness } from '../../lib/company-years.ts';

export function CityWhyChooseUs({ cityName }: { cityName: string }) {
  return (
    <Section tone="muted" aria-labelledby="why-heading">
      <SectionHeading id="why-heading" eyebrow="Why choose us" title={`Why ${cityName} businesses choose us`} />
      <IconCardGrid cards={cityWhyChooseUs(useYearsInBusiness())} />
    </Section>
  );
}
