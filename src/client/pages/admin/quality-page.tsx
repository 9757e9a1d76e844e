import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { QualityOverview } from '../../features/inspections/quality-overview.tsx';

/** /admin/quality (issue 33): inspections, scores over time, sites under target or due, open corrective actions. */
export function Page() {
  return (
    <PortalPage
      title="Quality"
      description="Site inspections and what they found: scores by month, sites to look at, and the fixes still open."
    >
      <QualityOverview />
    </PortalPage>
  );
}
