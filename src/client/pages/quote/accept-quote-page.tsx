import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getQuoteAcceptance } from '#shared/contracts/conversion.endpoints.ts';
import type { AcceptQuoteResponse } from '#shared/contracts/conversion.ts';
import { apiQuery, failureOf } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { AcceptForm } from '../../features/conversion/accept-form.tsx';
import { AcceptanceTerms, AgreementDocument } from '../../features/conversion/acceptance-terms.tsx';
import {
  AcceptedNow,
  AlreadyAccepted,
  LinkNotValid,
  QuoteConverted,
  QuoteExpired,
  QuoteNotLoaded,
  QuoteLoading,
} from '../../features/conversion/acceptance-states.tsx';

function Frame({ lead, title, children }: { lead?: string | undefined; title?: string | undefined; children: ReactNode }) {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-14">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900">{title ?? 'Accept your cleaning quote'}</h1>
          {lead ? <p className="mt-2 text-lg text-slate-600">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/**
 * /accept/:token (issue 13, steps 7-8): the quote's terms and price, the agreement and its SHA-256,
 * and the form that accepts it; or what the link's state is (accepted, expired, already served).
 * Public by its unguessable link, noindex; nothing is read on the server: the page asks in the browser.
 */
export function Page({ params }: PageProps) {
  const token = params['token'] ?? '';
  const read = apiQuery(getQuoteAcceptance, { params: { token } });
  const quote = useQuery(read);
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState<AcceptQuoteResponse | null>(null);
  // Once the form was sent, a state the page then shows (accepted elsewhere, expired) is its outcome: revealed.
  const [sent, setSent] = useState(false);

  if (accepted)
    return (
      <Frame>
        <AcceptedNow accepted={accepted} />
      </Frame>
    );

  if (quote.isError && !quote.data) {
    const failure = failureOf(quote.error);
    return (
      <Frame>
        {failure.status === 404 ? (
          <LinkNotValid />
        ) : (
          <QuoteNotLoaded message={callErrorMessage(quote.error)} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />
        )}
      </Frame>
    );
  }

  if (!quote.data)
    return (
      <Frame>
        <QuoteLoading />
      </Frame>
    );

  const data = quote.data;
  if (data.status === 'accepted')
    return (
      <Frame>
        <AlreadyAccepted quote={data} reveal={sent} />
      </Frame>
    );
  if (data.status === 'expired')
    return (
      <Frame>
        <QuoteExpired quote={data} reveal={sent} />
      </Frame>
    );
  if (data.status === 'converted')
    return (
      <Frame>
        <QuoteConverted quote={data} reveal={sent} />
      </Frame>
    );

  return (
    <Frame
      title={data.priceChange ? 'Accept your new monthly price' : undefined}
      lead={`${data.companyName || data.contactName}: review the terms and the agreement, then accept it here instead of signing on paper.`}
    >
      <AcceptanceTerms quote={data} />
      <AgreementDocument quote={data} />
      <AcceptForm
        token={token}
        quote={data}
        onAccepted={(answer) => {
          setAccepted(answer);
          // A reload (or another tab) then shows the quote as accepted.
          void queryClient.invalidateQueries({ queryKey: read.queryKey, refetchType: 'none' });
        }}
        onStale={() => {
          setSent(true);
          void quote.refetch();
        }}
      />
    </Frame>
  );
}
