import type { PageProps } from '../../app/page-modules.ts';
import { routeReads } from '../../app/route-reads.ts';
import { useRouteData } from '../../app/use-route-data.ts';
import { AreasHero } from '../../features/areas/areas-hero.tsx';
import { AreasDirectory } from '../../features/areas/areas-directory.tsx';
import { AreasContact } from '../../features/areas/areas-contact.tsx';

/** Areas We Serve: coverage at a glance, a filterable city directory, then the ways to reach us. */
export function Page(_props: PageProps) {
  const { cities } = useRouteData(routeReads.cities());
  return (
    <>
      <AreasHero />
      <AreasDirectory cities={cities} />
      <AreasContact />
    </>
  );
}
