import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { facilityDetails } from './estimate-rows.ts';

export function FacilityDetails({ result, headingLevel: Heading }: { result: QuoteResult; headingLevel: 'h3' | 'h4' }) {
  return (
    <div className="break-inside-avoid">
      <Heading className="text-base font-semibold text-slate-900">Facility details</Heading>
      <dl className="mt-2 divide-y divide-slate-100 border-t border-slate-100 text-sm">
        {facilityDetails(result).map((item) => (
          <div key={item.label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700">{item.label}</dt>
            <dd className="text-right font-medium text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
