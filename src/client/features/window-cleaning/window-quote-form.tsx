import { useState } from 'react';
import { windowAddOns } from '#shared/content/window-cleaning.ts';
import type { ValidWindowQuote, WindowQuoteRequest, WindowQuoteResponse } from '#shared/contracts/quote/quotes.ts';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Checkbox, Textarea } from '../../components/ui/input.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { failureOf } from '../../lib/api-fetch.ts';
import { showServerErrors } from '../../lib/contract-form.ts';
import { selectedAddOnNames, type AddOnSelection } from './add-on-selection.ts';
import { AddOnsSummary } from './add-ons-summary.tsx';
import { PlanChoice } from './plan-choice.tsx';
import { windowQuoteFields, type WindowQuoteState } from './quote-values.ts';
import { useWindowQuoteMutation } from './use-window-quote-mutation.ts';
import { WindowContactFields } from './window-contact-fields.tsx';
import { WindowQuoteConfirmation } from './window-quote-confirmation.tsx';

interface Props {
  /** Kept by the page (the hero's address and the plan cards fill it too). */
  form: WindowQuoteState;
  addOns: AddOnSelection;
}

const FAILURE_FALLBACK = 'We could not send your request. Please try again, or call us.';

/** The window quote request: checked by the contract, stored by POST /api/window-quotes. */
export function WindowQuoteForm({ form, addOns }: Props) {
  const [sent, setSent] = useState<WindowQuoteResponse | null>(null);
  const mutation = useWindowQuoteMutation();

  async function submit(request: ValidWindowQuote) {
    try {
      const addOnNames = selectedAddOnNames(addOns, windowAddOns) as WindowQuoteRequest['addOns'];
      setSent(await mutation.mutateAsync({ ...request, addOns: addOnNames }));
      toast({ title: 'Thanks! We will call you shortly.', description: 'Your window cleaning request has been received.' });
    } catch (error) {
      const failure = failureOf(error);
      const unplaced = showServerErrors(form, failure.fields, windowQuoteFields);
      const placed = Object.keys(failure.fields).length > unplaced.length;
      const description = placed ? 'Please correct the highlighted fields.' : (failure.message ?? FAILURE_FALLBACK);
      toast({ title: 'Your request was not sent', description, variant: 'destructive' });
    }
  }

  if (sent) return <WindowQuoteConfirmation response={sent} onEdit={() => setSent(null)} />;

  return (
    <Form form={form} onSubmit={submit} aria-label="Window cleaning quote request" className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <WindowContactFields />
      <div className="sm:col-span-2">
        <PlanChoice />
      </div>
      <div className="sm:col-span-2">
        <AddOnsSummary selection={addOns} />
      </div>
      <Field name="notes" label="Notes" optional className="sm:col-span-2">
        <Textarea rows={3} placeholder="Storefront, upper floors, gate code..." />
      </Field>
      <Checkbox name="textUpdates" label="Send me text updates about my quote and visits" className="sm:col-span-2" />
      <SubmitButton pending={mutation.isPending} pendingLabel="Sending..." className="w-full sm:col-span-2">
        Get My Quote
      </SubmitButton>
    </Form>
  );
}
