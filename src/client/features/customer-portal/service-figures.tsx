import { useId } from 'react';
import { Card } from '../../components/ui/card.tsx';

/**
 * The spec's display figures for the customer portal (§2, §9: hard-coded). They are the company's
 * stated service standards, the same for every client, and the card says so: nothing here is
 * measured from this customer's own visits (those figures are on the Analytics tab).
 */
export const serviceFigures = [
  { label: 'Service quality', value: '98.5%' },
  { label: 'On-time arrival', value: '96%' },
  { label: 'Issue resolution', value: 'Under 2 hours' },
  { label: 'Cost savings', value: '12%' },
  { label: 'Hourly rate', value: '$27.17' },
  { label: 'Efficiency', value: '15%' },
] as const;

export function ServiceFigures() {
  const headingId = useId();
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
            <dd className="text-2xl font-bold tracking-tight text-brand-700 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
