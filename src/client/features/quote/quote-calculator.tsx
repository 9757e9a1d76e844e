import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { SectionHeading } from '../../components/ui/section.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { track } from '../analytics/analytics.ts';
import { CalculatorForm } from './calculator-form.tsx';
import {
  CALCULATOR_MISSING_TEXT,
  CALCULATOR_MISSING_TITLE,
  initialCalculatorValues,
  missingCalculatorFields,
  toCalculatorRequest,
  toggleService,
  type CalculatorField,
  type CalculatorValues,
} from './calculator-values.ts';
import { fieldErrorsFrom } from './field-errors.ts';
import { focusFirstInvalid, requiredErrors } from './focus-first-invalid.ts';
import { formatMoney } from './format.ts';
import { calculatorPrefill } from './quote-prefill.ts';
import { QuoteResultPanel } from './quote-result-panel.tsx';
import { trackQuoteConversion } from './quote-tracking.ts';
import { useQuoteMutation } from './use-quote-mutation.ts';

type Errors = Partial<Record<CalculatorField, string>>;

/** The full quote calculator: heading, form, and the result panel once a quote comes back. */
export function QuoteCalculator({ headingId }: { headingId: string }) {
  const search = useSearch();
  const [values, setValues] = useState<CalculatorValues>(() => ({ ...initialCalculatorValues, ...calculatorPrefill(search) }));
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<QuoteResult | null>(null);
  const mutation = useQuoteMutation();
  const formRef = useRef<HTMLFormElement>(null);

  // A later link to the same page with other parameters (client navigation) presets again.
  const prefilledFor = useRef(search);
  useEffect(() => {
    if (prefilledFor.current === search) return;
    prefilledFor.current = search;
    setValues((current) => ({ ...current, ...calculatorPrefill(search) }));
  }, [search]);

  const update = (patch: Partial<CalculatorValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as CalculatorField[]) delete next[key];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const missing = missingCalculatorFields(values);
    if (missing.length > 0) {
      setErrors(requiredErrors(missing));
      toast({ title: CALCULATOR_MISSING_TITLE, description: CALCULATOR_MISSING_TEXT, variant: 'destructive' });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    track('CalculatorUsed');
    mutation.mutate(toCalculatorRequest(values), {
      onSuccess: (quote) => {
        setResult(quote);
        toast({ title: 'Quote Generated Successfully!', description: `Estimated monthly cost: ${formatMoney(quote.totalMonthlyCost)}` });
        trackQuoteConversion(quote);
      },
      onError: (error) => {
        setErrors(fieldErrorsFrom(error));
        toast({ title: 'Error', description: 'Failed to calculate quote. Please try again.', variant: 'destructive' });
        focusFirstInvalid(formRef.current);
      },
    });
  };

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
        <CalculatorForm
          formRef={formRef}
          values={values}
          errors={errors}
          pending={mutation.isPending}
          onChange={update}
          onToggleService={(name) => update({ additionalServices: toggleService(values.additionalServices, name) })}
          onSubmit={submit}
        />
      </div>
      {result ? <QuoteResultPanel key={result.leadId} result={result} className="mx-auto mt-10 max-w-5xl" /> : null}
    </>
  );
}
