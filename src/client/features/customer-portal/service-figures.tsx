import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getServiceFigures } from '#shared/contracts/customer-quality.endpoints.ts';
import type { ServiceFigure } from '#shared/contracts/customer-quality.ts';
import { listCustomerServicePlans } from '#shared/contracts/operations.endpoints.ts';
import { ON_TIME_GRACE_MINUTES } from '#shared/domain/dashboard.ts';
import { SERVICE_FIGURES_MONTHS, SERVICE_STANDARDS } from '#shared/domain/service-standards.ts';
import type { CustomerPlan } from '#shared/contracts/operations.ts';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/business-format.ts';
import { ReadError } from '../../components/layout/portal-section.tsx';

/**
 * The portal's figures (spec §2 hard-codes them; issue 33, decision 0046 measures them): service
 * quality, on-time arrival, issue resolution and the hourly rate are this customer's own where their
 * visits, inspections and problem reports give something to measure, each with the company's target
 * beside it. Where there is nothing yet, the spec's figure is shown, labelled as the company standard.
 * Cost savings and efficiency are not measured: they stay the company's stated standards. The
 * hourly rate is the plan's price over the hours on site; before a month is measured, a customer with
 * a plan reads their plan's own rate below (decision 0042), never the spec's $27.17 beside it.
 */
const percent = (value: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value)}%`;
const hours = (value: number) => {
  const n = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
  return `${n} ${value === 1 ? 'hour' : 'hours'}`;
};
const count = (n: number, one: string, many: string) => `${new Intl.NumberFormat('en-US').format(n)} ${n === 1 ? one : many}`;

interface FigureView {
  label: string;
  value: string;
  /** 'Target 85%' beside a measured figure; 'Company standard' beside a standard. */
  beside: string;
  note: string;
  measured: boolean;
}

/** How one figure of GET /api/customer/service-figures reads on the card; null: not shown. */
export function figureView(figure: ServiceFigure, hasPlan: boolean): FigureView | null {
  const measured = figure.measured !== null;
  const standard = { beside: 'Company standard', measured: false };
  switch (figure.key) {
    case 'serviceQuality':
      return measured
        ? {
            label: 'Service quality',
            value: percent(figure.measured!),
            beside: `Target ${percent(figure.target ?? 0)}`,
            note: `Average inspection score, ${count(figure.basis, 'inspection', 'inspections')}.`,
            measured,
          }
        : {
            label: 'Service quality',
            value: percent(figure.standard),
            note: 'Your inspection scores show here once your site is inspected.',
            ...standard,
          };
    case 'onTime':
      return measured
        ? {
            label: 'On-time arrival',
            value: percent(figure.measured!),
            beside: `Target ${percent(figure.target ?? 0)}`,
            note: `Crew clocked in by the start + ${ON_TIME_GRACE_MINUTES} min, ${count(figure.basis, 'visit', 'visits')}.`,
            measured,
          }
        : {
            label: 'On-time arrival',
            value: percent(figure.standard),
            note: 'Measured from the crew’s clock-ins once they punch in.',
            ...standard,
          };
    case 'issueResolution':
      return measured
        ? {
            label: 'Issue resolution',
            value: hours(figure.measured!),
            beside: `Target under ${hours(figure.target ?? 0)}`,
            note: `Typical time from your report to the fix (median), ${count(figure.basis, 'problem', 'problems')}.`,
            measured,
          }
        : {
            label: 'Issue resolution',
            value: `Under ${hours(figure.standard)}`,
            note: 'Measured from the problems you report to their fix.',
            ...standard,
          };
    case 'hourlyRate':
      if (measured)
        return {
          label: 'Hourly rate',
          value: formatDollars(figure.measured!),
          beside: figure.target === null ? 'Per hour on site' : `Quoted ${formatDollars(figure.target)}`,
          note: `Your monthly price over the crew’s hours on site, ${count(figure.basis, 'hour', 'hours')} in whole months.`,
          measured,
        };
      // A plan's own rate is shown below: the standard must not stand beside it.
      return hasPlan
        ? null
        : {
            label: 'Hourly rate',
            value: formatDollars(figure.standard),
            note: 'Your own rate shows here once your service plan is set up.',
            ...standard,
          };
  }
}

/** The two figures nothing here measures: the company's stated standards. */
const fixedStandards: FigureView[] = [
  { label: 'Cost savings', value: percent(SERVICE_STANDARDS.costSavingsPercent), beside: 'Company standard', note: '', measured: false },
  { label: 'Efficiency', value: percent(SERVICE_STANDARDS.efficiencyPercent), beside: 'Company standard', note: '', measured: false },
];

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

function FigureItem({ figure }: { figure: FigureView }) {
  return (
    // dt before dd in the markup; the figure shows first.
    <div className="flex flex-col-reverse gap-1" data-measured={figure.measured}>
      <dt className="text-sm text-slate-600">
        <span className="font-medium text-slate-800">{figure.label}</span>
        {figure.note ? <span className="block">{figure.note}</span> : null}
      </dt>
      <dd className="flex flex-wrap items-baseline gap-x-2">
        <span className={figureClass}>{figure.value}</span>
        <span
          className={
            figure.measured ? 'text-sm font-medium text-slate-700' : 'text-xs font-semibold tracking-wide text-slate-500 uppercase'
          }
        >
          {figure.beside}
        </span>
      </dd>
    </div>
  );
}

function Figures() {
  const figures = useQuery(apiQuery(getServiceFigures));
  const plans = useQuery(apiQuery(listCustomerServicePlans));
  if (figures.isPending || plans.isPending)
    return (
      <div className="grid grid-cols-2 gap-x-6 gap-y-5 p-5 sm:grid-cols-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your figures…
        </span>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </div>
    );
  if (figures.isError) return <ReadError title="Your figures could not be loaded" read={figures} />;
  const hasPlan = (plans.data?.length ?? 0) > 0;
  const shown = [...figures.data.figures.flatMap((figure) => figureView(figure, hasPlan) ?? []), ...fixedStandards];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-5 p-5 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {shown.map((figure) => (
        <FigureItem key={figure.label} figure={figure} />
      ))}
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
          Your service figures
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Measured from your own visits, inspections and reports over the last {SERVICE_FIGURES_MONTHS} months, each with our target. Where
          there is nothing to measure yet, our company standard is shown.
        </p>
      </div>
      <Figures />
      <section aria-labelledby={ownId} className="border-t border-slate-200 bg-slate-50/60">
        <h3 id={ownId} className="px-5 pt-4 text-sm font-semibold text-slate-900">
          Your rate
        </h3>
        <YourRate />
      </section>
    </Card>
  );
}
