import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { BulkGeneration } from '../../features/hyper-local/bulk-generation.tsx';
import { CityTools } from '../../features/hyper-local/city-tools.tsx';
import { CoverageCard } from '../../features/hyper-local/coverage-card.tsx';

/**
 * /admin/hyper-local-seo (spec §2): coverage against 50+ cities and 850+ local keywords, bulk landing pages
 * and city content with their progress, content for one city on a topic or a season, and the city's
 * strategy. Everything generated is a draft in the review queue.
 */
export function Page() {
  return (
    <PortalPage
      title="Hyper-Local SEO"
      description="Local pages and articles built from each city's own facts, saved as drafts for review before they go live."
    >
      <CoverageCard />
      <BulkGeneration />
      <CityTools />
    </PortalPage>
  );
}
