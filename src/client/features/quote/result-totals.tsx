import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { isOneTime } from './estimate-rows.ts';
import { formatMoney } from './format.ts';

/** The numbers the visitor came for, large: the monthly and annual price, or a one-time cleaning's price. */
export function ResultTotals({ result }: { result: QuoteResult }) {
  if (isOneTime(result)) {
    return (
      <dl className="grid gap-4 sm:grid-cols-2">
        <Total label="Total price" value={formatMoney(result.totalMonthlyCost)} unit="one-time" main />
        <Total label="Price per visit" value={formatMoney(result.scheduling.baseCostPerSession)} unit="routine cleaning" />
      </dl>
    );
  }
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Total label="Total monthly cost" value={formatMoney(result.totalMonthlyCost)} unit="/ month" main />
      <Total label="Total annual cost" value={formatMoney(result.totalAnnualCost)} unit="/ year" />
    </dl>
  );
}

function Total({ label, value, unit, main }: { label: string; value: string; unit: string; main?: boolean }) {
  return (
    <div className={main ? 'rounded-xl border border-brand-200 bg-brand-50 p-5' : 'rounded-xl border border-slate-200 bg-white p-5'}>
      <dt className={main ? 'text-sm font-medium text-brand-900' : 'text-sm font-medium text-slate-700'}>{label}</dt>
      <dd
        className={
          main
            ? 'mt-1 text-4xl font-bold tracking-tight text-brand-900 tabular-nums sm:text-5xl'
            : 'mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-5xl'
        }
      >
        {value} <span className={main ? 'text-base font-medium text-brand-800' : 'text-base font-medium text-slate-600'}>{unit}</span>
      </dd>
    </div>
  );
}
