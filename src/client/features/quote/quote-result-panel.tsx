import { useState } from 'react';
import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { AdditionalServicesSummary } from './additional-services-summary.tsx';
import { EstimateTable } from './estimate-table.tsx';
import { laborRows, productivityRows, scheduleRows, supplyRows } from './estimate-rows.ts';
import { FacilityDetails } from './facility-details.tsx';
import { ResultActions } from './result-actions.tsx';
import { ResultTotals } from './result-totals.tsx';
import { useReveal } from './use-reveal.ts';

interface Props {
  result: QuoteResult;
  className?: string | undefined;
}

/**
 * The priced breakdown, laid out like a printed estimate. Render it with
 * key={result.leadId} so a new quote fades in and scrolls into view again.
 */
export function QuoteResultPanel({ result, className }: Props) {
  const { container, heading } = useReveal<HTMLElement, HTMLHeadingElement>();
  // Only ever rendered in the browser after a submission, so the date cannot differ from a server render.
  const [prepared] = useState(() => new Date().toLocaleDateString('en-US', { dateStyle: 'long' }));
  return (
    <section
      ref={container}
      aria-labelledby={`quote-result-${result.leadId}`}
      className={[
        'scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-lg sm:p-8',
        'transition duration-500 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none',
        'print:border-0 print:p-0 print:shadow-none',
        className ?? '',
      ].join(' ')}
    >
      <header className="flex flex-col gap-2 border-b border-slate-200 pb-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Your estimate</p>
          <h3
            ref={heading}
            id={`quote-result-${result.leadId}`}
            tabIndex={-1}
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
          >
            Cleaning estimate for {result.companyName}
          </h3>
        </div>
        <p className="text-sm text-slate-600 sm:text-right">
          Reference <span className="font-mono font-medium text-slate-900">{result.reference}</span>
          <br />
          Prepared {prepared}
        </p>
      </header>

      <div className="mt-6">
        <ResultTotals result={result} />
      </div>

      <div className="mt-8 grid gap-8 md:grid-cols-2 md:gap-10">
        <FacilityDetails result={result} />
        <EstimateTable title="Productivity guidelines" rows={productivityRows(result)} />
        <EstimateTable title="Labor costs" rows={laborRows(result)} />
        <EstimateTable title="Monthly schedule" rows={scheduleRows(result)} />
        <EstimateTable title="Chemicals & equipment" rows={supplyRows(result)} />
        <AdditionalServicesSummary result={result} />
      </div>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <ResultActions leadId={result.leadId} acceptLinkSentTo={result.acceptLinkSentTo} />
        <p className="mt-4 text-sm text-slate-600">
          This estimate is based on the details you entered. Your price is confirmed after a free walkthrough, and a 12-month contract locks
          it for up to 3 years.
        </p>
      </div>
    </section>
  );
}
