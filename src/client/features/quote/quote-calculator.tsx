import { useState } from 'react';
import { quoteRequestSchema, type QuoteResult, type ValidQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { SectionHeading } from '../../components/ui/section.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { failureOf } from '../../lib/api-fetch.ts';
import { showServerErrors, useContractForm } from '../../lib/contract-form.ts';
import { track } from '../../lib/analytics.ts';
import { quotePageHref } from '../../lib/site-links.ts';
import { CalculatorForm } from './calculator-form.tsx';
import { formatMoney } from './format.ts';
import {
  CALCULATOR_FAILURE,
  calculatorInput,
  emptyQuoteForm,
  missingFieldsToast,
  quoteFormFields,
  type QuoteFormValues,
} from './quote-form-values.ts';
import { calculatorPrefill } from './quote-prefill.ts';
import { QuoteResultPanel } from './quote-result-panel.tsx';
import { trackQuoteConversion } from './quote-tracking.ts';
import { useQuoteMutation } from './use-quote-mutation.ts';

/** The full quote calculator: heading, form, and the result panel once a quote comes back. */
export function QuoteCalculator({ headingId, prefill = '' }: { headingId: string; prefill?: string | undefined }) {
  const form = useContractForm<QuoteFormValues, typeof quoteRequestSchema>({
    schema: quoteRequestSchema,
    defaultValues: { ...emptyQuoteForm, frequency: 'Weekly', ...calculatorPrefill(prefill) },
    toInput: calculatorInput,
  });
  const [result, setResult] = useState<QuoteResult | null>(null);
  const mutation = useQuoteMutation();

  async function submit(request: ValidQuoteRequest) {
    track('CalculatorUsed');
    try {
      const quote = await mutation.mutateAsync(request);
      setResult(quote);
      // The result has its own page (decision 0038): the address now names it, so a reload or a shared
      // link shows this quote again. Replaced, not pushed: Back leaves the page as it did before.
      window.history.replaceState(window.history.state, '', quotePageHref(quote.leadId));
      toast({ title: 'Quote Generated Successfully!', description: `Estimated monthly cost: ${formatMoney(quote.totalMonthlyCost)}` });
      trackQuoteConversion(quote);
    } catch (error) {
      // Refused fields show their messages where they are (and take focus); only a failure no field explains is a toast.
      const { fields } = failureOf(error);
      const unplaced = showServerErrors(form, fields, quoteFormFields);
      const placedAny = Object.keys(fields).length > unplaced.length;
      if (!placedAny) toast({ title: 'Error', description: CALCULATOR_FAILURE, variant: 'destructive' });
    }
  }

  // An empty required field has the spec's toast; any other problem is said under its field alone.
  function invalid() {
    const missing = missingFieldsToast(form.getValues(), 'calculator');
    if (missing) toast({ ...missing, variant: 'destructive' });
  }

  return (
    <>
      <SectionHeading
        id={headingId}
        eyebrow="Free instant quote"
        title={result ? 'Quote Generated' : 'Professional Quote Request'}
        text="Tell us about your facility and how often you need cleaning. You get your price per visit and per month right here, with a quote PDF and a service agreement to download."
        align="center"
      />
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:hidden">
        <CalculatorForm form={form} pending={mutation.isPending} onSubmit={submit} onInvalid={invalid} />
      </div>
      {result ? <QuoteResultPanel key={result.leadId} result={result} className="mx-auto mt-10 max-w-5xl" /> : null}
    </>
  );
}
