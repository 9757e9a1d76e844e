import type { FieldErrors } from 'react-hook-form';
import { quoteRequestSchema, type QuoteResult, type ValidQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { Form } from '../../components/ui/form.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { failureOf } from '../../lib/api-fetch.ts';
import { showServerErrors, useContractForm } from '../../lib/contract-form.ts';
import { InstantQuoteFields } from './instant-quote-fields.tsx';
import {
  emptyQuoteForm,
  INSTANT_FAILURE_FALLBACK,
  INSTANT_MISSING_TEXT,
  instantQuoteInput,
  isMissingAny,
  MISSING_FIELDS_TITLE,
  quoteFormFields,
  type QuoteFormValues,
} from './quote-form-values.ts';
import { useQuoteMutation } from './use-quote-mutation.ts';

interface Props {
  /** The form does not show the result itself (spec §2): its parent decides. */
  onQuote: (result: QuoteResult) => void;
}

/** The short instant-quote form of the home page. */
export function InstantQuoteForm({ onQuote }: Props) {
  const form = useContractForm<QuoteFormValues, typeof quoteRequestSchema>({
    schema: quoteRequestSchema,
    defaultValues: emptyQuoteForm,
    toInput: instantQuoteInput,
  });
  const mutation = useQuoteMutation();

  async function submit(request: ValidQuoteRequest) {
    try {
      const quote = await mutation.mutateAsync(request);
      toast({ title: 'Quote Submitted Successfully', description: 'We will contact you soon!' });
      onQuote(quote);
    } catch (error) {
      const failure = failureOf(error);
      showServerErrors(form, failure.fields, quoteFormFields);
      toast({ title: 'Error', description: failure.message ?? INSTANT_FAILURE_FALLBACK, variant: 'destructive' });
    }
  }

  // An empty field has the spec's toast; otherwise the toast names the first problem, as a refused call would.
  function invalid(errors: FieldErrors<QuoteFormValues>) {
    if (isMissingAny(form.getValues(), quoteFormFields)) {
      toast({ title: MISSING_FIELDS_TITLE, description: INSTANT_MISSING_TEXT, variant: 'destructive' });
    } else {
      const first = Object.values(errors).find((error) => typeof error?.message === 'string');
      toast({ title: 'Error', description: first?.message ?? INSTANT_FAILURE_FALLBACK, variant: 'destructive' });
    }
  }

  return (
    <Form form={form} onSubmit={submit} onInvalid={invalid} aria-label="Instant quote" className="grid gap-4 sm:grid-cols-2">
      <InstantQuoteFields />
      <div className="sm:col-span-2">
        <SubmitButton pending={mutation.isPending} pendingLabel="Calculating..." className="w-full">
          Get My Instant Quote
        </SubmitButton>
        <p className="mt-2 text-center text-xs text-slate-600">
          All fields marked <span className="text-red-700">*</span> are required. Free, no obligation.
        </p>
      </div>
    </Form>
  );
}
