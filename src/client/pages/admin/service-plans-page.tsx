import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { listServicePlans } from '#shared/contracts/operations.endpoints.ts';
import { planStatuses, type PlanStatus } from '#shared/contracts/operations.ts';
import { addDays } from '#shared/domain/company-time.ts';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { EmptyList, ListStates, RefreshFailed } from '../../components/ui/list-states.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { ListPager } from '../../components/ui/pager.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { minnesotaToday } from '../../lib/business-format.ts';
import { customerOptions, useCustomers } from '../../lib/directory.ts';
import { pageOf } from '../../lib/list-page.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { GenerateVisitsButton } from '../../features/operations/service-plans/generate-visits-button.tsx';
import { CreatePlanDialog } from '../../features/operations/service-plans/plan-dialogs.tsx';
import { planStatusLabels } from '../../features/operations/service-plans/plan-format.ts';
import { PlanList } from '../../features/operations/service-plans/plan-list.tsx';
import { sortPlans, type PlanSort, type PlanSortKey } from '../../features/operations/service-plans/plan-view.ts';

type StatusFilter = PlanStatus | 'all';
const statusOptions: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...planStatuses.map((status) => ({ value: status, label: planStatusLabels[status] })),
];

/** The status filter is kept in the address (`?status=pending_start`), so the dashboard's urgent task links to the plans to start. */
function useStatusFilter(): [StatusFilter, (next: StatusFilter) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const wanted = new URLSearchParams(search).get('status');
  const status = planStatuses.find((v) => v === wanted) ?? 'all';
  return [status, (next) => navigate(next === 'all' ? path : `${path}?status=${next}`, { replace: true })];
}

/** /admin/service-plans: every recurring plan, filters, a new plan, and "generate visits now". */
export function Page() {
  const today = minnesotaToday();
  const [status, setStatus] = useStatusFilter();
  const [customerId, setCustomerId] = useState('all');
  const [sort, setSort] = useState<PlanSort>({ key: 'customer', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const plans = useQuery(
    apiQuery(listServicePlans, {
      query: { status: status === 'all' ? undefined : status, customerId: customerId === 'all' ? undefined : Number(customerId) },
    }),
  );
  const customers = useCustomers();
  const sorted = useMemo(() => sortPlans(plans.data ?? [], sort), [plans.data, sort]);
  const shown = pageOf(sorted, page);
  const filtered = status !== 'all' || customerId !== 'all';

  return (
    <PortalPage
      title="Service Plans"
      description="Recurring cleaning for each customer's site: schedule, crew and monthly price. Plans produce their visits 8 weeks ahead."
      actions={
        <>
          <GenerateVisitsButton />
          <CreatePlanDialog startsOn={addDays(today, 7)} />
        </>
      }
    >
      <Card className="overflow-hidden" role="region" aria-labelledby="plans-heading">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
              Plans
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {plans.data ? `${plans.data.length} ${plans.data.length === 1 ? 'plan' : 'plans'}` : null}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl" role="search" aria-label="Filter service plans">
            <Field label="Status">
              <NativeSelect
                options={statusOptions}
                value={status}
                onValueChange={(next) => {
                  setStatus(next);
                  setPage(1);
                }}
              />
            </Field>
            <Field label="Customer">
              <NativeSelect
                options={[{ value: 'all', label: 'All customers' }, ...customerOptions(customers.data)]}
                value={customerId}
                onValueChange={(next) => {
                  setCustomerId(next);
                  setPage(1);
                }}
              />
            </Field>
          </div>
          <RefreshFailed read={plans} />
        </div>
        <ListStates
          read={plans}
          failedTitle="The service plans could not be loaded"
          rows={4}
          isEmpty={sorted.length === 0}
          empty={
            <EmptyList
              icon={<ClipboardList className="size-6" aria-hidden="true" />}
              title={filtered ? 'No plan matches' : 'No service plans yet'}
              filtered={filtered}
              onClear={() => {
                setStatus('all');
                setCustomerId('all');
              }}
            >
              {filtered
                ? 'No plan has the status and customer chosen.'
                : 'Convert a lead in the CRM, or create a plan for a customer: its visits for the next 8 weeks follow at once.'}
            </EmptyList>
          }
        >
          <PlanList
            plans={shown.items}
            sort={sort}
            onSort={(key: PlanSortKey) => {
              setSort((current) =>
                current.key === key
                  ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
                  : { key, direction: 'ascending' },
              );
              setPage(1);
            }}
          />
          <ListPager label="Service plan pages" shown={shown} onPageChange={setPage} />
        </ListStates>
      </Card>
    </PortalPage>
  );
}
