import { describe, expect, it } from 'vitest';
import { emptyWindowQuote, type WindowQuoteValues } from './quote-values.ts';
import { toWindowQuoteRequest, validateWindowQuote, windowFieldErrors } from './window-quote-request.ts';

const filled: WindowQuoteValues = {
  fullName: ' Pat Jensen ',
  mobile: '612-555-0123',
  address: '4500 France Ave S, Edina',
  email: '',
  paneCount: '21-40',
  plan: 'quarterly',
  notes: ' Gate code 1234 ',
  textUpdates: true,
};

describe('validateWindowQuote', () => {
  it('requires name, mobile, address, pane count and plan', () => {
    expect(validateWindowQuote(emptyWindowQuote)).toEqual({
      fullName: 'Full name is required',
      mobile: 'Mobile number is required',
      address: 'Address is required',
      paneCount: 'Choose a pane count',
      plan: 'Choose a plan',
    });
    expect(validateWindowQuote(filled)).toEqual({});
  });

  it('checks the mobile number and an e-mail only when one is given', () => {
    expect(validateWindowQuote({ ...filled, mobile: 'call me' })).toEqual({ mobile: 'Enter a valid phone number' });
    expect(validateWindowQuote({ ...filled, mobile: '-------' })).toEqual({ mobile: 'Enter a valid phone number' });
    expect(validateWindowQuote({ ...filled, email: 'pat@' })).toEqual({ email: 'Enter a valid e-mail address' });
    expect(validateWindowQuote({ ...filled, email: 'pat@example.com' })).toEqual({});
  });
});

describe('toWindowQuoteRequest', () => {
  it('sends plan and add-on names, trimmed text', () => {
    expect(toWindowQuoteRequest(filled, ['gutter-cleaning', 'exterior-window-cleaning'])).toEqual({
      fullName: 'Pat Jensen',
      mobile: '612-555-0123',
      address: '4500 France Ave S, Edina',
      email: '',
      paneCount: '21-40',
      preferredPlan: 'Quarterly',
      notes: 'Gate code 1234',
      textUpdates: true,
      addOns: ['Exterior Window Cleaning', 'Gutter Cleaning'],
    });
  });
});

describe('windowFieldErrors', () => {
  it('maps the server field names onto the form', () => {
    expect(windowFieldErrors({ preferredPlan: 'Choose a plan', mobile: 'Enter a valid phone number', addOns: 'x' })).toEqual({
      plan: 'Choose a plan',
      mobile: 'Enter a valid phone number',
    });
  });
});
