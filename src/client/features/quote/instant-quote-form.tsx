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
  instantQuoteInput,
  missingFieldsToast,
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
      // Refused fields show their messages where they are (and take focus); only a failure no field explains is a toast.
      const failure = failureOf(error);
      const unplaced = showServerErrors(form, failure.fields, quoteFormFields);
      const placedAny = Object.keys(failure.fields).length > unplaced.length;
      if (!placedAny) toast({ title: 'Error', description: failure.message ?? INSTANT_FAILURE_FALLBACK, variant: 'destructive' });
    }
  }

  // An empty required field has the spec's toast; any other problem is said under its field alone.
  function invalid() {
    const missing = missingFieldsToast(form.getValues(), 'instant-quote');
    if (missing) toast({ ...missing, variant: 'destructive' });
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
