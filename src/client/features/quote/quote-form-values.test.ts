import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '#shared/contracts/quote/quotes.ts';
import { messagesByField } from '../../lib/contract-form.ts';
import {
  calculatorInput,
  emptyQuoteForm,
  instantQuoteInput,
  isMissingAny,
  toggleService,
  type QuoteFormValues,
} from './quote-form-values.ts';

const filled: QuoteFormValues = {
  ...emptyQuoteForm,
  firstName: ' Dana ',
  lastName: 'Lee',
  email: ' dana@example.com ',
  phone: '612-555-0100',
  facilityType: 'office',
  squareFootage: '12000',
  frequency: 'Weekly',
};

/** What the form sends, or the messages it shows: the contract decides both. */
function check(input: unknown) {
  const result = quoteRequestSchema.safeParse(input);
  return result.success ? { request: result.data } : { messages: messagesByField(result.error.issues) };
}

describe('the calculator request', () => {
  it('is the contract output: trimmed, square footage a number, company defaulting to Business, size medium', () => {
    expect(check(calculatorInput(filled))).toEqual({
      request: {
        source: 'calculator',
        companyName: 'Business',
        firstName: 'Dana',
        lastName: 'Lee',
        email: 'dana@example.com',
        phone: '612-555-0100',
        facilityType: 'office',
        facilitySize: 'medium',
        squareFootage: 12000,
        frequency: 'Weekly',
        additionalServices: [],
        address: '',
      },
    });
  });

  it('keeps a given company name and the services in catalogue order', () => {
    const services = toggleService(toggleService([], 'Event Cleanup'), 'Carpet Cleaning');
    const { request } = check(calculatorInput({ ...filled, companyName: ' Acme ', additionalServices: services, address: ' Edina ' }));
    expect(request).toMatchObject({ companyName: 'Acme', additionalServices: ['Carpet Cleaning', 'Event Cleanup'], address: 'Edina' });
  });

  it('needs email, facility type, square footage and frequency, and nothing else', () => {
    expect(Object.keys(check(calculatorInput(emptyQuoteForm)).messages ?? {}).sort()).toEqual([
      'email',
      'facilityType',
      'frequency',
      'squareFootage',
    ]);
    expect(check(calculatorInput({ ...filled, squareFootage: '50' })).messages).toEqual({
      squareFootage: 'Square footage must be at least 100',
    });
    expect(check(calculatorInput({ ...filled, email: 'dana@' })).messages).toEqual({ email: 'Enter a valid e-mail address' });
  });
});

describe('the short form request', () => {
  it('requires every contact field', () => {
    const contact = { ...filled, firstName: '', lastName: ' ', phone: '', address: '' };
    expect(check(instantQuoteInput(contact)).messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone is required',
      companyName: 'Business name is required',
      address: 'Address is required',
    });
  });

  it('sends source instant-quote and no additional services', () => {
    const { request } = check(instantQuoteInput({ ...filled, companyName: 'Northside Dental', address: '100 Main St, Edina, MN' }));
    expect(request).toMatchObject({ source: 'instant-quote', companyName: 'Northside Dental', additionalServices: [] });
  });
});

describe('isMissingAny', () => {
  it('finds blank text and unmade choices among the fields asked about', () => {
    expect(isMissingAny(filled, ['email', 'facilityType', 'squareFootage', 'frequency'])).toBe(false);
    expect(isMissingAny({ ...filled, email: '  ' }, ['email'])).toBe(true);
    expect(isMissingAny({ ...filled, frequency: '' }, ['frequency'])).toBe(true);
    expect(isMissingAny(filled, ['companyName'])).toBe(true);
  });
});

describe('toggleService', () => {
  it('adds and removes a service, keeping catalogue order', () => {
    const one = toggleService([], 'Window Cleaning');
    const two = toggleService(one, 'Floor Care & Maintenance');
    expect(two).toEqual(['Floor Care & Maintenance', 'Window Cleaning']);
    expect(toggleService(two, 'Window Cleaning')).toEqual(['Floor Care & Maintenance']);
  });
});
