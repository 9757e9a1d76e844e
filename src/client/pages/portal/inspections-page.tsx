import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { InspectScreen } from '../../features/inspections/inspect-screen.tsx';

/**
 * /inspections (issue 33): the phone screen of a site inspection, for admins and supervisors. What is
 * entered stays on the phone until the server has it.
 */
export function Page() {
  return (
    <PortalPage title="Inspection" description="Choose the site, rate each item, add notes and photos, then send.">
      <InspectScreen />
    </PortalPage>
  );
}
