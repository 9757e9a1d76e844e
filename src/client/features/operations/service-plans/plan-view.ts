import type { PlanStatus, ServicePlan } from '#shared/contracts/operations.ts';
import { customerSummaryLabel } from '../../../lib/directory.ts';

export type PlanSortKey = 'customer' | 'price' | 'status' | 'startsOn';
export interface PlanSort {
  key: PlanSortKey;
  direction: 'ascending' | 'descending';
}

const statusOrder: Record<PlanStatus, number> = { pending_start: 0, active: 1, paused: 2, ended: 3 };

export function planCustomer(plan: ServicePlan): string {
  return customerSummaryLabel(plan.customer);
}

/** Plans in the chosen order; ties by customer, then plan number. */
export function sortPlans(plans: readonly ServicePlan[], sort: PlanSort): ServicePlan[] {
  const byCustomer = (a: ServicePlan, b: ServicePlan) => planCustomer(a).localeCompare(planCustomer(b), 'en-US', { sensitivity: 'base' });
  const compare: Record<PlanSortKey, (a: ServicePlan, b: ServicePlan) => number> = {
    customer: byCustomer,
    price: (a, b) => a.monthlyPriceCents - b.monthlyPriceCents,
    status: (a, b) => statusOrder[a.status] - statusOrder[b.status],
    startsOn: (a, b) => a.startsOn.localeCompare(b.startsOn),
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...plans].sort((a, b) => sign * compare[sort.key](a, b) || byCustomer(a, b) || a.id - b.id);
}
