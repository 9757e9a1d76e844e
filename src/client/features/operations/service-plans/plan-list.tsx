import { Link } from 'wouter';
import type { ServicePlan } from '#shared/contracts/operations.ts';
import { crewShortText } from '#shared/domain/crew-size.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { formatCents, formatDate } from '../../../lib/business-format.ts';
import { crewNames, facilityLabel, planPath, planStatusBadge, planStatusLabels, scheduleText } from './plan-format.ts';
import { planCustomer, type PlanSort, type PlanSortKey } from './plan-view.ts';
import { TableScroller } from '../../../components/ui/table-scroller.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 align-top';

function dates(plan: ServicePlan): string {
  return plan.endsOn ? `${formatDate(plan.startsOn)} – ${formatDate(plan.endsOn)}` : `From ${formatDate(plan.startsOn)}`;
}

/** Service plans: a sortable table at a desk, cards on phones; each opens the plan. */
export function PlanList({ plans, sort, onSort }: { plans: readonly ServicePlan[]; sort: PlanSort; onSort: (key: PlanSortKey) => void }) {
  const header = (key: PlanSortKey, label: string, className = '') => (
    <SortHeader
      label={label}
      active={sort.key === key}
      direction={sort.direction}
      onSort={() => onSort(key)}
      className={`${th} ${className}`}
    />
  );
  return (
    <>
      <TableScroller label="Service plans table" className="hidden lg:block">
        <table className="w-full min-w-[60rem] border-collapse text-sm">
          <caption className="sr-only">Service plans</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {header('customer', 'Customer', 'pl-4')}
              <th scope="col" className={th}>
                Schedule
              </th>
              <th scope="col" className={th}>
                Crew
              </th>
              {header('price', 'Monthly', 'text-right')}
              {header('startsOn', 'Dates')}
              {header('status', 'Status', 'pr-4')}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {plans.map((plan) => (
              <tr key={plan.id} className="hover:bg-slate-50/70">
                <td className={`${td} min-w-56 pl-4`}>
                  <Link
                    href={planPath(plan.id)}
                    className="inline-flex min-h-11 flex-col justify-center font-semibold text-brand-800 hover:underline"
                  >
                    {planCustomer(plan)}
                    <span className="font-normal text-slate-600">
                      #{plan.id} · {plan.site.name}
                    </span>
                  </Link>
                </td>
                <td className={td}>
                  <p className="text-slate-900">{scheduleText(plan)}</p>
                  <p className="text-slate-600">{facilityLabel(plan.facilityType)}</p>
                </td>
                <td className={`${td} ${plan.crew.length === 0 || plan.crewShortBy > 0 ? 'text-amber-800' : 'text-slate-800'}`}>
                  {crewNames(plan)}{' '}
                  {plan.crewShortBy > 0 ? (
                    <span className="block font-medium">{crewShortText(plan.crewSize, plan.crew.length)}</span>
                  ) : (
                    <span className="block text-slate-600">needs {plan.crewSize}</span>
                  )}
                </td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatCents(plan.monthlyPriceCents)}</td>
                <td className={`${td} whitespace-nowrap`}>{dates(plan)}</td>
                <td className={`${td} pr-4`}>
                  <Badge variant={planStatusBadge[plan.status]}>{planStatusLabels[plan.status]}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Service plans">
        {plans.map((plan) => (
          <li key={plan.id}>
            <Link href={planPath(plan.id)} className="grid gap-1 px-4 py-3 hover:bg-slate-50">
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">{planCustomer(plan)}</span>
                <Badge variant={planStatusBadge[plan.status]}>{planStatusLabels[plan.status]}</Badge>
              </span>
              <span className="text-sm text-slate-800">{scheduleText(plan)}</span>
              <span className="text-sm text-slate-600">
                {formatCents(plan.monthlyPriceCents)} a month · {dates(plan)}
              </span>
              {plan.crewShortBy > 0 ? (
                <span className="text-sm font-medium text-amber-800">{crewShortText(plan.crewSize, plan.crew.length)}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
