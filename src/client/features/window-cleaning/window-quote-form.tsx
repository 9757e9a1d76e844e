import { useId, useRef, useState, type FormEvent } from 'react';
import type { WindowQuoteResponse } from '#shared/contracts/quote/quotes.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { fieldErrorsFrom, serverMessageOf } from '../quote/field-errors.ts';
import type { AddOnSelection } from './add-on-selection.ts';
import { AddOnsSummary } from './add-ons-summary.tsx';
import { PlanChoice } from './plan-choice.tsx';
import { inputClass, labelClass } from './field-styles.ts';
import type { UpdateWindowQuote, WindowQuoteValues } from './quote-values.ts';
import { SubmitButton } from '../quote/submit-button.tsx';
import { useWindowQuoteMutation } from './use-window-quote-mutation.ts';
import { WindowContactFields } from './window-contact-fields.tsx';
import { WindowQuoteConfirmation } from './window-quote-confirmation.tsx';
import { toWindowQuoteRequest, validateWindowQuote, windowFieldErrors, type WindowQuoteErrors, type WindowQuoteField } from './window-quote-request.ts';

interface Props {
  values: WindowQuoteValues;
  onChange: UpdateWindowQuote;
  addOns: AddOnSelection;
}

const FAILURE_FALLBACK = 'We could not send your request. Please try again, or call us.';

/** The window quote request: checked here, stored by POST /api/window-quotes. The page keeps the values. */
export function WindowQuoteForm({ values, onChange, addOns }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<WindowQuoteErrors>({});
  const [sent, setSent] = useState<WindowQuoteResponse | null>(null);
  const mutation = useWindowQuoteMutation();

  const change: UpdateWindowQuote = (patch) => {
    onChange(patch);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as WindowQuoteField];
      return next;
    });
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problems = validateWindowQuote(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    mutation.mutate(toWindowQuoteRequest(values, addOns), {
      onSuccess: (response) => {
        setSent(response);
        toast({ title: 'Thanks! We will call you shortly.', description: 'Your window cleaning request has been received.' });
      },
      onError: (error) => {
        const fields = windowFieldErrors(fieldErrorsFrom(error));
        setErrors(fields);
        const description = Object.keys(fields).length > 0 ? 'Please correct the highlighted fields.' : (serverMessageOf(error) ?? FAILURE_FALLBACK);
        toast({ title: 'Your request was not sent', description, variant: 'destructive' });
        focusFirstInvalid();
      },
    });
  };

  if (sent) return <WindowQuoteConfirmation response={sent} onEdit={() => setSent(null)} />;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Window cleaning quote request" className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <WindowContactFields idPrefix={id} values={values} errors={errors} onChange={change} />
      <div className="sm:col-span-2">
        <PlanChoice name={`${id}-plan`} value={values.plan} error={errors.plan} onChange={(plan) => change({ plan })} />
      </div>
      <div className="sm:col-span-2">
        <AddOnsSummary selection={addOns} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Notes <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={3}
          value={values.notes}
          onChange={(event) => change({ notes: event.target.value })}
          placeholder="Storefront, upper floors, gate code..."
          className={inputClass}
        />
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          name="textUpdates"
          checked={values.textUpdates}
          onChange={(event) => change({ textUpdates: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
        />
        Send me text updates about my quote and visits
      </label>
      <SubmitButton pending={mutation.isPending} pendingLabel="Sending..." className="w-full sm:col-span-2">
        Get My Quote
      </SubmitButton>
    </form>
  );
}
