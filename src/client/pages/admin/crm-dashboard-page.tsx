import { useQuery } from '@tanstack/react-query';
import { listLeads } from '#shared/contracts/quote/leads.endpoints.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { PortalPage } from '../../features/portal/portal-page-header.tsx';
import { LeadList } from '../../features/crm/lead-list.tsx';
import { PasswordLinkPanel } from '../../features/users/password-link-panel.tsx';

/** /crm-dashboard: the stored leads, newest first (the full CRM screen comes with its own work). */
export function Page() {
  const leads = useQuery(apiQuery(listLeads));
  return (
    <PortalPage
      title="CRM Dashboard"
      description="Quote requests from the website, newest first, with each quote's figures and PDF. Convert an accepted quote to a customer."
    >
      <Card aria-labelledby="leads-heading" role="region">
        <div className="border-b border-slate-200 px-5 py-4">
          <h2 id="leads-heading" className="text-lg font-semibold text-slate-900">
            Leads{leads.data ? ` (${leads.data.length})` : ''}
          </h2>
        </div>
        {leads.isError ? (
          <LoadError
            title="The leads could not be loaded"
            message="Please check your connection and try again."
            onRetry={() => void leads.refetch()}
            retrying={leads.isFetching}
          />
        ) : leads.data ? (
          <LeadList leads={leads.data} invitePanel={(link, email) => <PasswordLinkPanel link={link} email={email} />} />
        ) : (
          <div className="grid gap-3 p-5" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16 rounded-lg" />
            ))}
          </div>
        )}
      </Card>
    </PortalPage>
  );
}
