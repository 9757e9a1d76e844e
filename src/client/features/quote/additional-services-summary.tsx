import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { additionalServiceItems, isOneTime } from './estimate-rows.ts';
import { formatMoney } from './format.ts';

/** The chosen additional services, each with its price and how often; shown only when there are some. */
export function AdditionalServicesSummary({ result, headingLevel: Heading }: { result: QuoteResult; headingLevel: 'h3' | 'h4' }) {
  const items = additionalServiceItems(result);
  if (items.length === 0) return null;
  return (
    <div className="break-inside-avoid">
      <Heading className="text-base font-semibold text-slate-900">Additional services</Heading>
      <ul className="mt-2 divide-y divide-slate-100 border-t border-slate-100 text-sm">
        {items.map((item) => (
          <li key={item.name} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
            <span className="font-medium text-slate-900">{item.name}</span>
            <span className="text-slate-700 sm:text-right">{item.pricing}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 border-t border-slate-300 py-2 font-semibold text-slate-900">
          <span>{isOneTime(result) ? 'Additional services' : 'Additional services per month'}</span>
          <span className="tabular-nums">{formatMoney(result.additionalServices.additionalServicesCost)}</span>
        </li>
      </ul>
    </div>
  );
}
