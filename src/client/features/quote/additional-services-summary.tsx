import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { additionalServiceRows } from './estimate-rows.ts';
import { EstimateTable } from './estimate-table.tsx';

/** Shown only when the quote includes additional services. */
export function AdditionalServicesSummary({ result }: { result: QuoteResult }) {
  const services = result.additionalServices;
  if (!services.hasAdditionalServices) return null;
  return (
    <div>
      <EstimateTable title="Additional services" rows={additionalServiceRows(result)} />
      {services.additionalServicesDescription ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-700">{services.additionalServicesDescription}</p>
      ) : null}
    </div>
  );
}
