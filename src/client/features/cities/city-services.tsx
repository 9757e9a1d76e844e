import type { CityDetail } from '#shared/contracts/cities.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { IconCardGrid } from '../../components/site/icon-card-grid.tsx';
import { serviceCardsFor } from './city-text.ts';

export function CityServices({ city }: { city: CityDetail }) {
  return (
    <Section aria-labelledby="city-services-heading">
      <SectionHeading
        id="city-services-heading"
        eyebrow="Services"
        title={`Cleaning services in ${city.name}`}
        text="Each program is priced and staffed from your building's size, use and schedule."
      />
      <IconCardGrid cards={serviceCardsFor(city)} />
    </Section>
  );
}
