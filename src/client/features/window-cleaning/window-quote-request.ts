import type { WindowQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { windowAddOns, windowPlans } from '#shared/content/window-cleaning.ts';
import { selectedAddOnNames, type AddOnSelection } from './add-on-selection.ts';
import type { WindowQuoteValues } from './quote-values.ts';

export type WindowQuoteField = 'fullName' | 'mobile' | 'address' | 'email' | 'paneCount' | 'plan';
export type WindowQuoteErrors = Partial<Record<WindowQuoteField, string>>;

/** The same rules as the server's schema, with the same words. */
const phonePattern = /^[0-9+().\-\s]{7,40}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const windowQuoteMessages = {
  fullName: 'Full name is required',
  mobile: 'Mobile number is required',
  mobileInvalid: 'Enter a valid phone number',
  address: 'Address is required',
  email: 'Enter a valid e-mail address',
  paneCount: 'Choose a pane count',
  plan: 'Choose a plan',
} as const;

/** Full name, mobile, address, pane count and plan are required; e-mail is optional but must be valid. */
export function validateWindowQuote(values: WindowQuoteValues): WindowQuoteErrors {
  const errors: WindowQuoteErrors = {};
  if (!values.fullName.trim()) errors.fullName = windowQuoteMessages.fullName;
  const mobile = values.mobile.trim();
  if (!mobile) errors.mobile = windowQuoteMessages.mobile;
  else if (!phonePattern.test(mobile) || mobile.replace(/\D/g, '').length < 7) errors.mobile = windowQuoteMessages.mobileInvalid;
  if (!values.address.trim()) errors.address = windowQuoteMessages.address;
  const email = values.email.trim();
  if (email && !emailPattern.test(email)) errors.email = windowQuoteMessages.email;
  if (!values.paneCount) errors.paneCount = windowQuoteMessages.paneCount;
  if (!values.plan) errors.plan = windowQuoteMessages.plan;
  return errors;
}

/** The body of POST /api/window-quotes; call only after validateWindowQuote() found nothing. */
export function toWindowQuoteRequest(values: WindowQuoteValues, addOns: AddOnSelection): WindowQuoteRequest {
  const plan = windowPlans.find((p) => p.id === values.plan);
  if (!plan || !values.paneCount) throw new Error('toWindowQuoteRequest() needs a plan and a pane count');
  return {
    fullName: values.fullName.trim(),
    mobile: values.mobile.trim(),
    address: values.address.trim(),
    email: values.email.trim(),
    paneCount: values.paneCount,
    preferredPlan: plan.name,
    notes: values.notes.trim(),
    textUpdates: values.textUpdates,
    addOns: selectedAddOnNames(addOns, windowAddOns) as WindowQuoteRequest['addOns'],
  };
}

/** Server field names -> the form's ('preferredPlan' is the plan choice, 'addOns' has no field of its own). */
export function windowFieldErrors(serverFields: Record<string, string>): WindowQuoteErrors {
  const errors: WindowQuoteErrors = {};
  const map: Record<string, WindowQuoteField> = {
    fullName: 'fullName',
    mobile: 'mobile',
    address: 'address',
    email: 'email',
    paneCount: 'paneCount',
    preferredPlan: 'plan',
  };
  for (const [name, message] of Object.entries(serverFields)) {
    const field = Object.hasOwn(map, name) ? map[name] : undefined;
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
