import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { useRevealOutcome } from '../../lib/use-reveal-outcome.ts';
import { formatMinnesotaDate } from '../../lib/time-format.ts';
import { AdditionalServicesSummary } from './additional-services-summary.tsx';
import { EstimateTable } from './estimate-table.tsx';
import { isOneTime, visitRows } from './estimate-rows.ts';
import { FacilityDetails } from './facility-details.tsx';
import { NextSteps } from './next-steps.tsx';
import { PriceConfirmation } from './price-confirmation.tsx';
import { ResultTotals } from './result-totals.tsx';

interface Props {
  result: QuoteResult;
  className?: string | undefined;
  /** The panel's title: h3 under the calculator's h2 (default), h2 on the quote's own page under its h1. */
  headingLevel?: 'h2' | 'h3' | undefined;
  /** Bring it into view and focus it when it appears (default): not on the quote's own page, which opens on it. */
  reveal?: boolean | undefined;
}

/**
 * The quote as the client reads it, laid out like a printed estimate: the totals, how the price becomes
 * final, the visits they buy with their price, the additional services, and the two ways on (issue 30,
 * decision 0038: none of the company's costs). Render it with key={result.leadId}: a new quote fades in,
 * and its heading is brought into view and focused (useRevealOutcome).
 */
export function QuoteResultPanel({ result, className, headingLevel: Title = 'h3', reveal = true }: Props) {
  const heading = useRevealOutcome<HTMLHeadingElement>(reveal);
  const sub = Title === 'h2' ? 'h3' : 'h4';
  return (
    <section
      aria-labelledby={`quote-result-${result.leadId}`}
      className={[
        'rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-lg sm:p-8',
        'transition duration-500 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none',
        'print:border-0 print:p-0 print:shadow-none',
        className ?? '',
      ].join(' ')}
    >
      <header className="flex flex-col gap-2 border-b border-slate-200 pb-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Your estimate</p>
          <Title
            ref={heading}
            id={`quote-result-${result.leadId}`}
            tabIndex={-1}
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
          >
            Cleaning estimate for {result.companyName}
          </Title>
        </div>
        <p className="text-sm text-slate-600 sm:text-right">
          Reference <span className="font-mono font-medium text-slate-900">{result.reference}</span>
          <br />
          Valid until {formatMinnesotaDate(result.validUntil)}
        </p>
      </header>

      <div className="mt-6 grid gap-4">
        <ResultTotals result={result} />
        <PriceConfirmation headingLevel={sub} />
      </div>

      <div className="mt-8 grid gap-8 md:grid-cols-2 md:gap-10">
        <EstimateTable
          title={isOneTime(result) ? 'Your cleaning visit' : 'Your cleaning visits'}
          rows={visitRows(result)}
          headingLevel={sub}
        />
        <div className="grid content-start gap-8">
          <FacilityDetails result={result} headingLevel={sub} />
          <AdditionalServicesSummary result={result} headingLevel={sub} />
        </div>
      </div>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <NextSteps leadId={result.leadId} acceptLinkSentTo={result.acceptLinkSentTo} headingLevel={sub} />
      </div>
    </section>
  );
}
