import { Link } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '../../lib/api-client.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { minnesotaToday } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { AuditTrail } from '../../features/audit/audit-trail.tsx';
import { PlanDetail, usePlan } from '../../features/operations/service-plans/plan-detail.tsx';

const back = (
  <Link href="/admin/service-plans" className={buttonClasses({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" />
    All plans
  </Link>
);

/** /admin/service-plans/:id: one plan, its next visits, and its history. */
export function Page({ params }: PageProps) {
  const id = Number(params['id']);
  const plan = usePlan(id);
  const missing = !Number.isInteger(id) || id < 1 || (plan.error instanceof ApiError && plan.error.status === 404);

  let content;
  if (missing)
    content = (
      <Card>
        <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title="Plan not found">
          There is no service plan with this number.
        </StateMessage>
      </Card>
    );
  else if (plan.isPending)
    content = (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  else if (plan.isError)
    content = (
      <Card>
        <LoadError
          title="The plan could not be loaded"
          message={callErrorMessage(plan.error)}
          onRetry={() => void plan.refetch()}
          retrying={plan.isFetching}
        />
      </Card>
    );
  else
    content = (
      <>
        <PlanDetail plan={plan.data} today={minnesotaToday()} />
        <AuditTrail entity="service_plan" entityId={plan.data.id} title="History of this plan" />
      </>
    );

  return (
    <PortalPage title={plan.data ? `Service plan #${plan.data.id}` : 'Service plan'} actions={back}>
      {content}
    </PortalPage>
  );
}
