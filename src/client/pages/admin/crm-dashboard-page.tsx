import { ArrowLeft, Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PortalPage } from '../../features/portal/portal-page-header.tsx';

/** /crm-dashboard: placeholder until leads arrive from the quote calculator. */
export function Page() {
  return (
    <PortalPage title="CRM Dashboard" description="Leads from quote requests, their score and the next follow-up.">
      <Card aria-labelledby="leads-heading" role="region">
        <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Inbox className="size-6" aria-hidden="true" />
          </span>
          <h2 id="leads-heading" className="text-lg font-semibold text-slate-900">
            No leads yet
          </h2>
          <p className="max-w-md text-sm text-slate-600">
            Leads will appear here once the quote calculator is live. Until then there is nothing to follow up on.
          </p>
          <Link href="/admin-dashboard" className={buttonClasses({ variant: 'outline', className: 'mt-2' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Admin Dashboard
          </Link>
        </div>
      </Card>
    </PortalPage>
  );
}
