import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { formatMoney } from './format.ts';

/** The two numbers the visitor came for, large. */
export function ResultTotals({ result }: { result: QuoteResult }) {
  const oneTime = result.frequency === 'One-time';
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <dt className="text-sm font-medium text-brand-900">Total monthly cost</dt>
        <dd className="mt-1 text-4xl font-bold tracking-tight text-brand-900 tabular-nums sm:text-5xl">
          {formatMoney(result.totalMonthlyCost)}{' '}
          <span className="text-base font-medium text-brand-800">{oneTime ? 'one-time' : '/ month'}</span>
        </dd>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <dt className="text-sm font-medium text-slate-700">Total annual cost</dt>
        <dd className="mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-5xl">
          {formatMoney(result.totalAnnualCost)} <span className="text-base font-medium text-slate-600">/ year</span>
        </dd>
      </div>
    </dl>
  );
}
