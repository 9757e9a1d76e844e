import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listCustomerServicePlans } from '#shared/contracts/operations.endpoints.ts';
import type { CustomerPlan } from '#shared/contracts/operations.ts';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/business-format.ts';
import { ReadError } from './portal-section.tsx';

/**
 * The spec's display figures for the customer portal (§2, §9: hard-coded). They are the company's
 * stated service standards, the same for every client, and the card says so: nothing here is
 * measured from this customer's own visits (those figures are on the Analytics tab). The spec's
 * sixth figure, an hourly rate of $27.17, is left out (issue 30, decision 0042): a customer whose
 * quote bills $30.45 an hour must not read another rate beside it. The card shows their own plan's
 * rate instead, until these figures are measured.
 */
export const serviceFigures = [
  { label: 'Service quality', value: '98.5%' },
  { label: 'On-time arrival', value: '96%' },
  { label: 'Issue resolution', value: 'Under 2 hours' },
  { label: 'Cost savings', value: '12%' },
  { label: 'Efficiency', value: '15%' },
] as const;

const figureClass = 'text-2xl font-bold tracking-tight text-brand-700 tabular-nums';

/**
 * A plan's own rate: per cleaner-hour from its quote while the plan is priced as quoted (the server
 * says: `hourlyRate` is null otherwise), else its monthly price, which is what is billed.
 */
function planFigure(plan: CustomerPlan, named: boolean) {
  const where = named ? `, ${plan.siteName}` : '';
  return plan.hourlyRate === null
    ? { label: `Monthly price${where}`, value: formatDollars(plan.monthlyPrice), note: 'What your service plan costs a month.' }
    : {
        label: `Hourly rate${where}`,
        value: formatDollars(plan.hourlyRate),
        note: `Per cleaner-hour of labor, as quoted: ${formatDollars(plan.monthlyPrice)} a month.`,
      };
}

/** The customer's own rate, from their service plans (one figure per plan that has not ended). */
function YourRate() {
  const plans = useQuery(apiQuery(listCustomerServicePlans));
  if (plans.isPending)
    return (
      <div className="grid gap-2 p-5" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your plan’s rate…
        </span>
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  if (plans.isError) return <ReadError title="Your plan’s rate could not be loaded" read={plans} />;
  if (plans.data.length === 0)
    return <p className="px-5 py-4 text-sm text-slate-600">Your rate shows here once your service plan is set up.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-5 p-5 sm:grid-cols-2">
      {plans.data.map((plan) => {
        const figure = planFigure(plan, plans.data.length > 1);
        return (
          // dt before dd in the markup; the figure shows first.
          <div key={plan.id} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-slate-600">
              <span className="font-medium text-slate-800">{figure.label}</span>
              <span className="block">{figure.note}</span>
            </dt>
            <dd className={figureClass}>{figure.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export function ServiceFigures() {
  const headingId = useId();
  const ownId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Our service standards
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Company-wide figures we hold ourselves to, the same for every client. Your own visits are on the Analytics tab.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 p-5 sm:grid-cols-3">
        {serviceFigures.map((figure) => (
          // dt before dd in the markup; the figure shows first.
          <div key={figure.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className={figureClass}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={ownId} className="border-t border-slate-200 bg-slate-50/60">
        <h3 id={ownId} className="px-5 pt-4 text-sm font-semibold text-slate-900">
          Your rate
        </h3>
        <YourRate />
      </section>
    </Card>
  );
}
