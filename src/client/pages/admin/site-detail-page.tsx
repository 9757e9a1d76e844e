import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { AuditTrail } from '../../features/audit/audit-trail.tsx';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import {
  SiteDetailsCard,
  SiteFigures,
  SiteFlagNotice,
  SiteHoursCard,
  SiteInvoicesCard,
  SiteMonthsCard,
  SitePlansCard,
  SiteProblemsCard,
} from '../../features/sites/site-detail.tsx';
import { marginBadge } from '../../features/sites/site-format.ts';
import { SiteRepriceCard } from '../../features/sites/site-reprice.tsx';
import { useSite } from '../../features/sites/use-sites.ts';

/** /admin/sites/:id: a site's details, plans and crew, hours against the bid, months, invoices, problems and history. */
export function Page({ params }: PageProps) {
  const id = Number(params['id']);
  const site = useSite(id);

  let content;
  if (site.isPending)
    content = (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  else if (site.isError)
    content = (
      <Card>
        <LoadError
          title="The site could not be loaded"
          message={callErrorMessage(site.error)}
          onRetry={() => void site.refetch()}
          retrying={site.isFetching}
        />
      </Card>
    );
  else {
    const detail = site.data;
    content = (
      <div className="grid gap-5 [&>*]:min-w-0">
        <SiteFlagNotice detail={detail} />
        <SiteFigures detail={detail} />
        <SiteRepriceCard detail={detail} />
        <SiteDetailsCard detail={detail} />
        <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
          <SitePlansCard detail={detail} />
          <SiteInvoicesCard detail={detail} />
        </div>
        <SiteHoursCard detail={detail} />
        <SiteMonthsCard detail={detail} />
        <SiteProblemsCard detail={detail} />
        <AuditTrail entity="site" entityId={detail.site.id} title="History of this site" />
      </div>
    );
  }

  const badge = site.data
    ? marginBadge(site.data.summary.lastThreeMonths.grossMarginPercent, site.data.settings.targetMarginPercent)
    : null;
  return (
    <PortalPage
      title={
        site.data ? (
          <span className="flex flex-wrap items-center gap-2">
            {site.data.site.name}
            {badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null}
          </span>
        ) : (
          'Site'
        )
      }
      description={site.data ? `${site.data.customer.name} · ${site.data.site.address}` : undefined}
      actions={
        <Link href="/admin/sites" className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          All sites
        </Link>
      }
    >
      {content}
    </PortalPage>
  );
}
