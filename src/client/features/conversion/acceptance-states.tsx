import type { ReactNode } from 'react';
import { CircleCheck, Clock, Download, Link2Off, Phone, TriangleAlert } from 'lucide-react';
import type { AcceptQuoteResponse, QuoteAcceptance } from '#shared/contracts/conversion.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useRevealOutcome } from '../../lib/use-reveal-outcome.ts';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { useSite } from '../../lib/site-context.tsx';
import { formatLongDate, formatLongTime } from './acceptance-format.ts';

// On phones an action takes the card's width and may wrap (variants win over the button's own nowrap).
const ACTION = 'self-start max-sm:w-full max-sm:whitespace-normal max-sm:text-center';

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Whether a state card is the outcome of the form just sent (brought into view and focused) or what the page opened on. */
interface Outcome {
  reveal?: boolean | undefined;
}

/**
 * A state of the quote's link, as a card: an icon, a heading, what it means and the way on. As the outcome
 * of the form (`reveal`), it replaces a form whose button was far below: its heading is brought into view
 * and focused (issue 30: on a phone, "Agreement accepted" sat 671 px above the screen).
 */
function StateCard({
  icon,
  tone,
  title,
  reveal = false,
  children,
}: {
  icon: ReactNode;
  tone: 'good' | 'note' | 'bad';
  title: string;
  children: ReactNode;
} & Outcome) {
  const heading = useRevealOutcome<HTMLHeadingElement>(reveal);
  const tones = {
    good: 'bg-emerald-100 text-emerald-800',
    note: 'bg-amber-100 text-amber-900',
    bad: 'bg-slate-100 text-slate-700',
  };
  return (
    <Card className="p-5 sm:p-8" role="region" aria-labelledby="acceptance-state-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${tones[tone]}`} aria-hidden>
          {icon}
        </span>
        <div className="grid min-w-0 gap-3">
          <h2 ref={heading} id="acceptance-state-heading" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </Card>
  );
}

function SignedAgreementLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClasses({ variant: 'primary', className: ACTION })}>
      <Download aria-hidden />
      Download the signed agreement
    </a>
  );
}

function CallUs({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={buttonClasses({ variant: 'outline', className: ACTION })}>
      <Phone aria-hidden />
      Call us at {phone}
    </a>
  );
}

/**
 * Just accepted: the server's own sentence (what happens next: the start is confirmed by e-mail, where
 * the Client Portal details go too; the same words whatever account the e-mail has, decision 0033) and the signed copy.
 */
export function AcceptedNow({ accepted }: { accepted: AcceptQuoteResponse }) {
  return (
    <StateCard icon={<CircleCheck className="size-6" />} tone="good" title="Agreement accepted" reveal>
      <p role="status" className="text-slate-700">
        {accepted.message}
      </p>
      <p className="text-sm text-slate-600">
        Accepted {formatLongTime(accepted.acceptedAt)} by {accepted.signerName}, {accepted.signerTitle}. SHA-256 of the agreement:{' '}
        <span className="font-mono text-xs break-all">{accepted.agreementSha256}</span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <SignedAgreementLink href={accepted.signedAgreementUrl} />
      </div>
    </StateCard>
  );
}

/** Accepted before (this visit or another): who and when, and the signed copy. */
export function AlreadyAccepted({ quote, reveal }: { quote: QuoteAcceptance } & Outcome) {
  const by = quote.accepted;
  return (
    <StateCard icon={<CircleCheck className="size-6" />} tone="good" title="This quote is accepted" reveal={reveal}>
      <p className="text-slate-700">
        {by ? `${by.signerName}, ${by.signerTitle}, accepted it on ${formatLongTime(by.acceptedAt)}.` : 'It was accepted online.'} The
        signed agreement carries the acceptance on its last page.
      </p>
      <SignedAgreementLink href={quote.agreementUrl} />
    </StateCard>
  );
}

/** Past its 30 days: a fresh quote takes a minute. */
export function QuoteExpired({ quote, reveal }: { quote: QuoteAcceptance } & Outcome) {
  return (
    <StateCard icon={<Clock className="size-6" />} tone="note" title="This quote has expired" reveal={reveal}>
      <p className="text-slate-700">This quote expired on {formatLongDate(quote.validUntil)}. Please ask for a fresh quote.</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={QUOTE_HREF} className={buttonClasses({ variant: 'primary', className: ACTION })}>
          Get a fresh quote
        </a>
        <CallUs phone={quote.company.phone} />
      </div>
    </StateCard>
  );
}

/** The company already made the client a customer from this quote (without a signature). */
export function QuoteConverted({ quote, reveal }: { quote: QuoteAcceptance } & Outcome) {
  return (
    <StateCard icon={<CircleCheck className="size-6" />} tone="bad" title="This quote is already being served" reveal={reveal}>
      <p className="text-slate-700">
        Our team has already set up your service from this quote, so there is nothing to accept here. Questions about it? Call us.
      </p>
      <CallUs phone={quote.company.phone} />
    </StateCard>
  );
}

/** An unknown token (mistyped, or a link that never existed). */
export function LinkNotValid() {
  const { company } = useSite();
  return (
    <StateCard icon={<Link2Off className="size-6" />} tone="bad" title="This link is not valid">
      <p className="text-slate-700">
        Check that the whole link was copied from your quote or service agreement. You can also get a new quote in a minute.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={QUOTE_HREF} className={buttonClasses({ variant: 'primary', className: ACTION })}>
          Get a quote
        </a>
        <CallUs phone={company.phone} />
      </div>
    </StateCard>
  );
}

/** The quote is on its way: the shape of the quote and the next steps, said to screen readers. */
export function QuoteLoading() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your quote…
      </span>
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}

/** The quote could not be read (no connection, a limit, a server fault). */
export function QuoteNotLoaded({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert">
      <StateCard icon={<TriangleAlert className="size-6" />} tone="bad" title="Your quote could not be loaded">
        <p className="text-slate-700">{message}</p>
        <Button variant="outline" className={ACTION} onClick={onRetry} aria-disabled={retrying || undefined}>
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      </StateCard>
    </div>
  );
}
