import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { MapPin } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { continueToQuoteForm } from './scroll-to-quote.ts';
import type { WindowQuoteState } from './quote-values.ts';

/** One address field; what is typed here is the quote form's address, and submitting moves on to that form. */
export function AddressForm({ quote }: { quote: WindowQuoteState }) {
  const id = useId();
  const address = useWatch({ control: quote.control, name: 'address' });
  return (
    // method="post": sent before the island woke, the address never goes into a URL (decision 0032).
    <form method="post" onSubmit={continueToQuoteForm} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Do we clean windows near you?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Enter your address, add a few details below, and we&apos;ll confirm service and timing.</p>
      <Field label="Property address" className="mt-5">
        <div className="relative">
          <MapPin className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input
            name="address"
            type="text"
            autoComplete="address-line1"
            placeholder="Street, city, ZIP"
            value={address}
            onChange={(event) => quote.setValue('address', event.target.value, { shouldValidate: quote.formState.isSubmitted })}
            className="pl-10"
          />
        </div>
      </Field>
      <Button type="submit" size="lg" className="mt-4 w-full">
        Start My Quote
      </Button>
    </form>
  );
}
