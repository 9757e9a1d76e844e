import { useRef, useState, type FormEvent } from 'react';
import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { fieldErrorsFrom, serverMessageOf } from './field-errors.ts';
import { focusFirstInvalid, requiredErrors } from './focus-first-invalid.ts';
import { InstantQuoteFields } from './instant-quote-fields.tsx';
import {
  INSTANT_FAILURE_FALLBACK,
  INSTANT_MISSING_TEXT,
  INSTANT_MISSING_TITLE,
  initialInstantQuoteValues,
  missingInstantQuoteFields,
  toInstantQuoteRequest,
  type InstantQuoteField,
  type InstantQuoteValues,
} from './instant-quote-values.ts';
import { SubmitButton } from './submit-button.tsx';
import { useQuoteMutation } from './use-quote-mutation.ts';

interface Props {
  /** The form does not show the result itself (spec §2): its parent decides. */
  onQuote: (result: QuoteResult) => void;
}

/** The short instant-quote form of the home page. */
export function InstantQuoteForm({ onQuote }: Props) {
  const [values, setValues] = useState<InstantQuoteValues>(initialInstantQuoteValues);
  const [errors, setErrors] = useState<Partial<Record<InstantQuoteField, string>>>({});
  const mutation = useQuoteMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const update = (patch: Partial<InstantQuoteValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as InstantQuoteField[]) delete next[key];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const missing = missingInstantQuoteFields(values);
    if (missing.length > 0) {
      setErrors(requiredErrors(missing));
      toast({ title: INSTANT_MISSING_TITLE, description: INSTANT_MISSING_TEXT, variant: 'destructive' });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    mutation.mutate(toInstantQuoteRequest(values), {
      onSuccess: (quote) => {
        toast({ title: 'Quote Submitted Successfully', description: 'We will contact you soon!' });
        onQuote(quote);
      },
      onError: (error) => {
        setErrors(fieldErrorsFrom(error));
        toast({ title: 'Error', description: serverMessageOf(error) ?? INSTANT_FAILURE_FALLBACK, variant: 'destructive' });
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Instant quote" className="grid gap-4 sm:grid-cols-2">
      <InstantQuoteFields values={values} errors={errors} onChange={update} />
      <div className="sm:col-span-2">
        <SubmitButton pending={mutation.isPending} pendingLabel="Calculating..." className="w-full">
          Get My Instant Quote
        </SubmitButton>
        <p className="mt-2 text-center text-xs text-slate-600">
          All fields marked <span className="text-red-700">*</span> are required. Free, no obligation.
        </p>
      </div>
    </form>
  );
}
