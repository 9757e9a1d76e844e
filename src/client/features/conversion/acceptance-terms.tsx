import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import type { QuoteAcceptance } from '#shared/contracts/conversion.ts';
import { Card } from '../../components/ui/card.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { frequencyWords } from '#shared/domain/quote.ts';
import { facilityLabel, formatLongDate, priceLabel, scheduleLabel } from './acceptance-format.ts';

function Term({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-base break-words text-slate-900">{children}</dd>
    </div>
  );
}

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A plan's price amendment (decision 0047): the new monthly price, the one it replaces and the month it starts. */
function PriceChangeTerms({ quote, change }: { quote: QuoteAcceptance; change: NonNullable<QuoteAcceptance['priceChange']> }) {
  return (
    <Card role="region" aria-labelledby="acceptance-terms-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-5 py-4">
        <h2 id="acceptance-terms-heading" className="text-lg font-semibold text-slate-900">
          Your new monthly price
        </h2>
        <p className="text-sm text-slate-600">
          Amendment <span className="font-mono font-medium text-slate-900">{quote.reference}</span>
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-4 p-5 sm:grid-cols-2">
        <Term label="New monthly price">
          <span className="text-2xl font-bold tracking-tight text-brand-800 tabular-nums">{money(quote.monthlyPriceCents)}</span>
        </Term>
        <Term label="Until now">
          <span className="text-2xl font-semibold tracking-tight text-slate-700 tabular-nums">{money(change.previousPriceCents)}</span>
        </Term>
        <Term label="Billed from">{formatLongDate(`${change.effectiveFrom}T12:00:00Z`)}</Term>
        <Term label="Client">{quote.companyName || quote.contactName}</Term>
        <Term label="Site" wide>
          {change.siteName}
          {quote.serviceAddress ? `, ${quote.serviceAddress}` : ''}
        </Term>
        <Term label="Service">
          {facilityLabel(quote.facilityType)}, {frequencyWords(quote.frequency)}
        </Term>
        <Term label="Valid until">{formatLongDate(quote.validUntil)}</Term>
        <Term label="What stays the same" wide>
          <span className="text-slate-700">Every other term of your service agreement. Invoices already issued stay as they are.</span>
        </Term>
      </dl>
    </Card>
  );
}

/** The quote's terms and price, as the agreement states them (or a plan's price amendment). */
export function AcceptanceTerms({ quote }: { quote: QuoteAcceptance }) {
  if (quote.priceChange) return <PriceChangeTerms quote={quote} change={quote.priceChange} />;
  return (
    <Card role="region" aria-labelledby="acceptance-terms-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-5 py-4">
        <h2 id="acceptance-terms-heading" className="text-lg font-semibold text-slate-900">
          Terms and price
        </h2>
        <p className="text-sm text-slate-600">
          Quote <span className="font-mono font-medium text-slate-900">{quote.reference}</span>
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-4 p-5 sm:grid-cols-2">
        <Term label="Price" wide>
          <span className="text-2xl font-bold tracking-tight text-brand-800 tabular-nums">{priceLabel(quote)}</span>
        </Term>
        <Term label="Client">{quote.companyName || quote.contactName}</Term>
        <Term label="Contact">{[quote.contactName, quote.email].filter(Boolean).join(', ')}</Term>
        <Term label="Facility">
          {facilityLabel(quote.facilityType)}, {quote.squareFootage.toLocaleString('en-US')} sq ft
        </Term>
        <Term label="Frequency">{frequencyWords(quote.frequency)}</Term>
        <Term label="Additional services" wide>
          {quote.addOns.length > 0 ? quote.addOns.join(', ') : 'None'}
        </Term>
        <Term label="Service address" wide>
          {quote.serviceAddress ?? <span className="text-slate-600">Not on the quote: give it below when you accept.</span>}
        </Term>
        {quote.proposedSchedule ? (
          <Term label="Proposed schedule" wide>
            {scheduleLabel(quote.proposedSchedule)}{' '}
            <span className="text-slate-600">We will confirm your schedule with you before the first visit.</span>
          </Term>
        ) : null}
        <Term label="Valid until">{formatLongDate(quote.validUntil)}</Term>
      </dl>
    </Card>
  );
}

/** The agreement to read before accepting: the PDF, and the SHA-256 fingerprint of exactly those bytes. */
export function AgreementDocument({ quote }: { quote: QuoteAcceptance }) {
  return (
    <Card role="region" aria-labelledby="acceptance-agreement-heading">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id="acceptance-agreement-heading" className="text-lg font-semibold text-slate-900">
          {quote.priceChange ? 'The amendment' : 'The service agreement'}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">Read it before you accept: accepting online is the same as signing it.</p>
      </div>
      <div className="grid gap-4 p-5">
        <a
          href={quote.agreementUrl}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'outline', className: 'self-start' })}
        >
          <FileText aria-hidden />
          Read the agreement (PDF)
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <div className="text-sm">
          <p className="font-medium text-slate-800">SHA-256 fingerprint of this agreement</p>
          <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-700">{quote.agreementSha256}</p>
          <p className="mt-1 text-slate-600">Your acceptance records this fingerprint, so the document you accept can never be swapped.</p>
        </div>
      </div>
    </Card>
  );
}
