import { Briefcase, Landmark } from 'lucide-react';
import type { CityDetail } from '#shared/contracts/cities.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { PlaceListCard } from './place-list-card.tsx';

/** Business districts and landmarks of the city; a list with no entries is left out. */
export function CityLocalDetails({ city }: { city: CityDetail }) {
  const hasDistricts = city.businessDistricts.length > 0;
  const hasLandmarks = city.landmarks.length > 0;
  if (!hasDistricts && !hasLandmarks) return null;
  return (
    <Section aria-labelledby="local-heading">
      <SectionHeading id="local-heading" eyebrow="Local knowledge" title={`Where we work in ${city.name}`} />
      <div className="grid gap-6 md:grid-cols-2">
        {hasDistricts ? <PlaceListCard icon={Briefcase} title="Business Districts" items={city.businessDistricts} /> : null}
        {hasLandmarks ? <PlaceListCard icon={Landmark} title="Landmarks" items={city.landmarks} /> : null}
      </div>
    </Section>
  );
}
