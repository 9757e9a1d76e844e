import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { getQuote } from '#shared/contracts/quote/quotes.endpoints.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { apiQuery, failureOf } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { formatMinnesotaDate } from '../../lib/time-format.ts';
import { QuoteResultPanel } from '../../features/quote/quote-result-panel.tsx';
import { LinkNotValid, QuoteNotLoaded, QuoteLoading } from '../../features/conversion/acceptance-states.tsx';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900">Your cleaning quote</h1>
          <a href={QUOTE_HREF} className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            Change the details or start a new quote
          </a>
        </header>
        {children}
      </div>
    </section>
  );
}

/**
 * /quote/:leadId (issue 30, decision 0038): a quote's result on its own page, so a reload or a shared link
 * shows it again. Public by its unguessable link (the lead's random id, as the quote PDF), noindex; the
 * page asks in the browser, and shows what the client buys: never the company's costs.
 */
export function Page({ params }: PageProps) {
  const quote = useQuery(apiQuery(getQuote, { params: { leadId: params['leadId'] ?? '' } }));
  // When the page opened: whether the quote still holds is read once, not on every render.
  const [openedAt] = useState(() => Date.now());

  if (quote.isError && !quote.data) {
    return (
      <Frame>
        {failureOf(quote.error).status === 404 ? (
          <LinkNotValid />
        ) : (
          <QuoteNotLoaded message={callErrorMessage(quote.error)} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />
        )}
      </Frame>
    );
  }

  if (!quote.data) {
    return (
      <Frame>
        <QuoteLoading />
      </Frame>
    );
  }

  const expired = new Date(quote.data.validUntil).getTime() < openedAt;
  return (
    <Frame>
      {expired ? (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          This quote expired on {formatMinnesotaDate(quote.data.validUntil)}: prices may have changed since. Ask for a fresh quote, or call
          us.
        </p>
      ) : null}
      <QuoteResultPanel result={quote.data} headingLevel="h2" reveal={false} />
    </Frame>
  );
}
