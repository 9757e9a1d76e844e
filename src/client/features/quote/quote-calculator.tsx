import { useState } from 'react';
import { quoteRequestSchema, type QuoteResult, type ValidQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { SectionHeading } from '../../components/ui/section.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { failureOf } from '../../lib/api-fetch.ts';
import { showServerErrors, useContractForm } from '../../lib/contract-form.ts';
import { track } from '../../lib/analytics.ts';
import { CalculatorForm } from './calculator-form.tsx';
import { formatMoney } from './format.ts';
import {
  CALCULATOR_FAILURE,
  CALCULATOR_MISSING_TEXT,
  CALCULATOR_REQUIRED,
  calculatorInput,
  emptyQuoteForm,
  isMissingAny,
  MISSING_FIELDS_TITLE,
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
      toast({ title: 'Quote Generated Successfully!', description: `Estimated monthly cost: ${formatMoney(quote.totalMonthlyCost)}` });
      trackQuoteConversion(quote);
    } catch (error) {
      showServerErrors(form, failureOf(error).fields, quoteFormFields);
      toast({ title: 'Error', description: CALCULATOR_FAILURE, variant: 'destructive' });
    }
  }

  // Missing required fields have the spec's own toast; any other problem reads as a refused calculation, as from the server.
  function invalid() {
    if (isMissingAny(form.getValues(), CALCULATOR_REQUIRED)) {
      toast({ title: MISSING_FIELDS_TITLE, description: CALCULATOR_MISSING_TEXT, variant: 'destructive' });
    } else {
      toast({ title: 'Error', description: CALCULATOR_FAILURE, variant: 'destructive' });
    }
  }

  return (
    <>
      <SectionHeading
        id={headingId}
        eyebrow="Free instant quote"
        title={result ? 'Quote Generated' : 'Professional Quote Request'}
        text="Tell us about your facility and how often you need cleaning. You get an itemized estimate right here, with a quote PDF and a service agreement to download."
        align="center"
      />
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:hidden">
        <CalculatorForm form={form} pending={mutation.isPending} onSubmit={submit} onInvalid={invalid} />
      </div>
      {result ? <QuoteResultPanel key={result.leadId} result={result} className="mx-auto mt-10 max-w-5xl" /> : null}
    </>
  );
}
