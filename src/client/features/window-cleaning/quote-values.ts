import type { UseFormReturn } from 'react-hook-form';
import { windowQuoteRequestSchema, type ValidWindowQuote, type WindowQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { windowPlans, type WindowPlanId } from '#shared/content/window-cleaning.ts';
import { useContractForm } from '../../lib/contract-form.ts';

/**
 * What a visitor types into the window-cleaning quote form: the request's fields
 * as typed, a choice not made yet as ''. The add-ons are picked on the page and
 * join the request when it is sent.
 */
export type WindowQuoteValues = Record<'fullName' | 'mobile' | 'address' | 'email' | 'notes', string> & {
  paneCount: NonNullable<WindowQuoteRequest['paneCount']> | '';
  preferredPlan: NonNullable<WindowQuoteRequest['preferredPlan']> | '';
  textUpdates: boolean;
};

export type WindowQuoteState = UseFormReturn<WindowQuoteValues, unknown, ValidWindowQuote>;

const emptyWindowQuote: WindowQuoteValues = {
  fullName: '',
  mobile: '',
  address: '',
  email: '',
  paneCount: '',
  preferredPlan: '',
  notes: '',
  textUpdates: false,
};

export const windowQuoteFields = Object.keys(emptyWindowQuote) as (keyof WindowQuoteValues)[];

/** The quote form's state, kept by the page: the hero's address and the plan cards fill it too. */
export function useWindowQuoteForm(): WindowQuoteState {
  return useContractForm<WindowQuoteValues, typeof windowQuoteRequestSchema>({
    schema: windowQuoteRequestSchema,
    defaultValues: emptyWindowQuote,
  });
}

/** A plan card's button: picks the plan in the quote form (and clears its message once the form was sent). */
export function choosePlan(form: WindowQuoteState, id: WindowPlanId): void {
  const plan = windowPlans.find((candidate) => candidate.id === id);
  if (plan) form.setValue('preferredPlan', plan.name, { shouldValidate: form.formState.isSubmitted });
}

/** Anchor of the quote form, targeted by the hero, the plan cards and the mobile call bar. */
export const WINDOW_QUOTE_ANCHOR = 'window-quote';
