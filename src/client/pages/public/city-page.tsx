import type { PageProps } from '../../app/page-modules.ts';
import { routeReads } from '../../app/route-reads.ts';
import { useRouteData } from '../../app/use-route-data.ts';
import { CityHero } from '../../features/cities/city-hero.tsx';
import { CityStats } from '../../features/cities/city-stats.tsx';
import { CityLocalDetails } from '../../features/cities/city-local-details.tsx';
import { CityServices } from '../../features/cities/city-services.tsx';
import { CityWhyChooseUs } from '../../features/cities/city-why-choose-us.tsx';
import { CityCta } from '../../features/cities/city-cta.tsx';
import { NearbyAreas } from '../../features/cities/nearby-areas.tsx';
import { CityEconomy } from '../../features/cities/city-economy.tsx';
import { CityFaq } from '../../features/cities/city-faq.tsx';
import { CityLocalContent } from '../../features/cities/city-local-content.tsx';

/** /cities/{citySlug}: the router has loaded the city (unknown slugs were sent home already). */
export function Page({ params }: PageProps) {
  const city = useRouteData(routeReads.city(params['citySlug'] ?? ''));
  return (
    <>
      <CityHero city={city} />
      <CityLocalDetails city={city} />
      <CityEconomy city={city} />
      <CityStats cityName={city.name} population={city.population} />
      <CityServices city={city} />
      <CityLocalContent city={city} />
      <CityFaq city={city} />
      <CityWhyChooseUs cityName={city.name} />
      <NearbyAreas city={city} />
      <CityCta cityName={city.name} slug={city.slug} />
    </>
  );
}
