import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { RequestsBoard, VisitChangesList } from '../../features/self-service/requests-board.tsx';

/**
 * /admin/requests (decision 0049): what customers asked for and changed themselves in their portal:
 * extra work to approve with a price and a day or to decline, and every visit skipped or moved and
 * every site closure.
 */
export function Page() {
  return (
    <PortalPage
      title="Customer Requests"
      description="Extra work customers asked for, and the visits they skipped, moved or left out for a closure."
    >
      <div className="grid gap-6">
        <RequestsBoard />
        <VisitChangesList />
      </div>
    </PortalPage>
  );
}
