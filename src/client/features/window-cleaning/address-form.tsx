import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { continueToQuoteForm } from './scroll-to-quote.ts';
import { inputBase, labelClass } from './field-styles.ts';
import type { UpdateWindowQuote } from './quote-values.ts';

interface Props {
  address: string;
  onChange: UpdateWindowQuote;
}

/** One address field; what is typed here also fills the quote form's address, and submitting moves on to that form. */
export function AddressForm({ address, onChange }: Props) {
  const id = useId();
  return (
    <form onSubmit={continueToQuoteForm} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Do we clean windows near you?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Enter your address, add a few details below, and we&apos;ll confirm service and timing.</p>
      <label htmlFor={`${id}-address`} className={`${labelClass} mt-5`}>
        Property address
      </label>
      <div className="relative">
        <MapPin className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          id={`${id}-address`}
          name="address"
          type="text"
          autoComplete="street-address"
          placeholder="Street, city, ZIP"
          value={address}
          onChange={(event) => onChange({ address: event.target.value })}
          className={`${inputBase} pr-3 pl-10`}
        />
      </div>
      <Button type="submit" size="lg" className="mt-4 w-full">
        Start My Quote
      </Button>
    </form>
  );
}
