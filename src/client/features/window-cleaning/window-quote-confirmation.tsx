import { CircleCheck } from 'lucide-react';
import type { WindowQuoteResponse } from '#shared/contracts/quote/quotes.ts';
import { windowHours } from '#shared/content/window-cleaning.ts';
import { Button } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { useRevealOutcome } from '../../lib/use-reveal-outcome.ts';

interface Props {
  response: WindowQuoteResponse;
  onEdit: () => void;
}

/**
 * Shown in place of the form once the request is stored: its heading is brought into view and focused
 * (the form's button was far below it on a phone), so it is seen and announced.
 */
export function WindowQuoteConfirmation({ response, onEdit }: Props) {
  const heading = useRevealOutcome<HTMLHeadingElement>();
  return (
    <div className="transition duration-500 ease-out starting:translate-y-3 starting:opacity-0 motion-reduce:transition-none">
      <CircleCheck className="size-10 text-brand-600" aria-hidden />
      <h3 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
        Request received
      </h3>
      <p className="mt-2 text-slate-700">{response.message}</p>
      <p className="mt-4 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
        Your reference: <span className="font-mono font-semibold">{response.reference}</span>
        <br />
        We call back during business hours ({windowHours}). Need us sooner? <PhoneLink className="font-semibold text-brand-700 underline" />
      </p>
      <Button variant="outline" className="mt-6" onClick={onEdit}>
        Edit or send another request
      </Button>
    </div>
  );
}
